// The notes' tables in the rendering model: counts, shares and other figures outside the statements are never scaled
// by the rounding level, and a section says whether its figures are amounts at that level (its heading's unit).
import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { ROUNDING_LEVELS, type RoundingLevel, type StatementSet } from '../model/types';
import { getTaxonomy } from '../taxonomy';
import { buildInlineXbrl } from '../xbrl';
import { buildStatements } from '.';

const demo = (rounding: RoundingLevel) =>
  buildStatements({
    settings: { ...DEMO_SETTINGS, rounding },
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });

const sectionOf = (set: StatementSet, id: string) => set.rendering.sections.find((s) => s.id === id)!;
const shown = (set: StatementSet, id: string, concept: string) => {
  const row = sectionOf(set, id).rows.find((r) => r.concept === concept)!;
  return { value: row.values?.current, amount: row.amounts.current };
};

describe('the notes of the demo statements', () => {
  it.each(ROUNDING_LEVELS)('show counts as typed, never scaled by the rounding level (%s)', (rounding) => {
    const set = demo(rounding);
    expect(shown(set, 'note-employees', 'dfr:NumberOfEmployees')).toEqual({ value: 42, amount: undefined });
    expect(shown(set, 'note-employees', 'dfr:NumberOfFemaleEmployees').value).toBe(19);
    expect(shown(set, 'note-employees', 'dfr:NumberOfAccountants').value).toBe(3);
    expect(shown(set, 'note-customers', 'dfr:NumberOfActiveCustomers')).toEqual({ value: 860, amount: undefined });
    expect(shown(set, 'note-customers', 'dfr:NumberOfTaxableCustomers').value).toBe(310);
    expect(shown(set, 'note-shareholders', 'dfr:NumberOfShareholders').value).toBe(2);
    expect(shown(set, 'note-shareholders', 'ifrs-full:NumberOfSharesIssued').value).toBe(10_000);
  });

  it('mark which sections hold amounts at the rounding level, so only their headings name the unit', () => {
    const set = demo('thousands');
    for (const id of ['note-employees', 'note-customers', 'note-shareholders', 'note-post-period-events']) {
      expect(sectionOf(set, id).scaled, id).toBe(false);
    }
    expect(sectionOf(set, 'general-information').scaled).toBe(false);
    const statements = ['financialPosition', 'profitOrLoss', 'cashFlows', 'changesInEquity'];
    const amounts = set.rendering.sections.filter((s) => statements.includes(s.section));
    expect(amounts).toHaveLength(4);
    for (const section of amounts) expect(section.scaled, section.id).toBe(true);
  });

  it('print counts in full in the Inline XBRL document of a statement in thousands (scale 0, amounts scale 3)', () => {
    const set = demo('thousands');
    const xhtml = buildInlineXbrl({ statements: { ...set, taxonomy: getTaxonomy(set.settings.framework) } });
    const tagOf = (concept: string) => new RegExp(`<ix:nonFraction[^>]*name="${concept}"[^>]*>([^<]*)<`).exec(xhtml);
    for (const [concept, shown] of [
      ['dfr:NumberOfEmployees', '42'],
      ['dfr:NumberOfActiveCustomers', '860'],
      ['ifrs-full:NumberOfSharesIssued', '10,000'],
    ] as const) {
      const tag = tagOf(concept);
      expect(tag?.[1], concept).toBe(shown);
      expect(tag?.[0]).toContain('scale="0"');
    }
    expect(tagOf('ifrs-full:Revenue')?.[0]).toContain('scale="3"');
  });
});
