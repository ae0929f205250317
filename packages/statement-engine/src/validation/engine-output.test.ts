// The rules against the statements the engine itself builds (the demo trial balance): every variant and rounding
// level must pass the statement rules; what remains is what a preparer still has to supply.
import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import type { RoundingLevel, StatementSettings } from '../model/types';
import { buildStatements } from '../statements';
import { getTaxonomy } from '../taxonomy';
import { unzipSync } from 'fflate';
import {
  buildInlineXbrl,
  buildXbrlInstance,
  exportInlineXbrl,
  exportXbrlZip,
  parseInlineXbrl,
  parseXbrlInstance,
} from '../xbrl';
import { validateStatements } from '.';

function demo(settings: Partial<StatementSettings> = {}) {
  const set = buildStatements({
    settings: { ...DEMO_SETTINGS, ...settings },
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });
  return { ...set, taxonomy: getTaxonomy(set.settings.framework) };
}

describe('validation of the engine-built statements', () => {
  for (const sfpType of ['current-noncurrent', 'liquidity'] as const) {
    for (const plType of ['function', 'nature'] as const) {
      for (const rounding of ['units', 'thousands', 'millions'] as RoundingLevel[]) {
        it(`${sfpType} / ${plType} / ${rounding}: the statements agree with each other`, () => {
          const result = validateStatements({ statements: demo({ sfpType, plType, rounding }), entity: DEMO_ENTITY });
          const statementErrors = result.errors.filter((e) =>
            ['financialPosition', 'profitOrLoss', 'cashFlows', 'changesInEquity', 'generalInformation'].includes(
              e.section,
            ),
          );
          expect(statementErrors.map((e) => `${e.id}: ${e.message.en}`)).toEqual([]);
        });
      }
    }
  }

  it('the demo can be filed; without dates and the basis of preparation it cannot', () => {
    expect(validateStatements({ statements: demo(), entity: DEMO_ENTITY }).errors).toEqual([]);
    const incomplete = demo({ signingDate: undefined, authorisationDate: undefined });
    const { basisOfPreparation: _basis, ...policies } = DEMO_TEXTS.policies;
    incomplete.texts = { ...DEMO_TEXTS, policies };
    const result = validateStatements({ statements: incomplete, entity: DEMO_ENTITY });
    expect(result.canFile).toBe(false);
    expect(result.errors.map((e) => e.id)).toEqual(['PO001', 'DS003']);
  });

  it('exports the engine-built statements to XBRL and Inline XBRL with the same facts', () => {
    const statements = demo();
    const instance = parseXbrlInstance(buildXbrlInstance({ statements, entity: DEMO_ENTITY }));
    const inline = parseInlineXbrl(buildInlineXbrl({ statements, entity: DEMO_ENTITY, lang: 'kh' }));
    expect(instance.facts.length).toBeGreaterThan(100);
    const key = (f: { concept: string; contextRef: string; lang?: string }) =>
      `${f.concept}|${f.contextRef}|${f.lang ?? ''}`;
    const tagged = new Map(inline.facts.map((f) => [key(f), f.value.replace(/\s+/g, ' ').trim()]));
    for (const f of instance.facts) expect(tagged.get(key(f)), key(f)).toBe(f.value.replace(/\s+/g, ' ').trim());
    const revenue = instance.facts.find(
      (f) => f.concept === 'ifrs-full:Revenue' && f.contextRef === 'D2025-01-01_2025-12-31',
    );
    expect(revenue?.decimals).toBe('-3');
    expect(Number(revenue!.value) % 1000).toBe(0);
  });

  it("uses the framework's taxonomy when the statement set carries none (the API passes buildStatements' output)", () => {
    const { taxonomy: _taxonomy, ...set } = demo();
    expect(validateStatements({ statements: set, entity: DEMO_ENTITY }).errors).toEqual([]);
    const cash = set.facts.find(
      (f) =>
        f.concept === 'ifrs-full:CashAndCashEquivalents' && 'instant' in f.period && f.period.instant === '2025-12-31',
    )!;
    const broken = {
      ...set,
      rendering: undefined,
      facts: set.facts.map((f) => (f === cash ? { ...f, value: (f.value as number) + 5_000_000 } : f)),
    };
    const ids = validateStatements({ statements: broken, entity: DEMO_ENTITY }).errors.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(['FP100', 'CF001']));
  });

  it('exports a statement set in one call: the zip and the Inline XBRL document', () => {
    const { taxonomy: _taxonomy, ...set } = demo();
    const files = unzipSync(exportXbrlZip(set, { lang: 'kh' }));
    expect(Object.keys(files)).toContain('00012345-2025-12-31/00012345-2025-12-31.xbrl');
    const xhtml = exportInlineXbrl(set, { lang: 'kh', mainColour: '#14532d' });
    expect(parseInlineXbrl(xhtml).facts.length).toBeGreaterThan(100);
    expect(xhtml).toContain('xml:lang="km"');
  });
});
