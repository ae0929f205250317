import fs from 'node:fs';
import path from 'node:path';
import {
  buildStatements,
  checkFilingPackage,
  DEMO_ENTITY,
  DEMO_SETTINGS,
  defineFramework,
  demoTrialBalance,
  exportXbrlZip,
  getTaxonomy,
  type TrialBalance,
  validateStatements,
} from '@dfr/statement-engine';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { INTEREST, LOAN_CONCENTRATION, LOANS, MFI, MFI_NAMESPACE, MFI_RULES, mfiChart } from './microfinance';

/** The demo company's trial balance with a loan portfolio and its interest: `loans` lent, a tenth of it earned. */
function trialBalance(loans: number): TrialBalance {
  const tb = demoTrialBalance();
  const years = [...new Set(tb.map((l) => l.year))];
  const lines = years.flatMap((year) => [
    { accountCode: '1150', accountName: 'Loan portfolio', year, debit: loans, credit: 0 },
    { accountCode: '4150', accountName: 'Interest on loans', year, debit: 0, credit: loans },
  ]);
  return [...tb, ...lines];
}

const build = (loans: number) =>
  buildStatements({
    settings: { ...DEMO_SETTINGS, framework: MFI },
    trialBalance: trialBalance(loans),
    chart: mfiChart(),
    entity: DEMO_ENTITY,
  });

describe('a third framework defined outside the engine (microfinance institutions)', () => {
  it('has its concepts, layouts and labels in English and Khmer on the engine’s core', () => {
    const taxonomy = getTaxonomy(MFI);
    expect(taxonomy.framework).toBe('mfi');
    expect(taxonomy.namespaces.mfi).toBe(MFI_NAMESPACE);
    expect(taxonomy.concepts[LOANS]?.label.kh).toBe('ឥណទានផ្តល់ដល់អតិថិជន');
    expect(taxonomy.concepts['ifrs-full:Revenue']?.label).toEqual({ en: 'Operating income', kh: 'ចំណូលប្រតិបត្តិការ' });
    const sfp = taxonomy.networks.find((n) => n.id === 'sfp-current-noncurrent')!;
    expect(sfp.calculations).toContainEqual(
      expect.objectContaining({ parent: 'ifrs-full:CurrentAssets', child: LOANS }),
    );
    // The built-in frameworks are untouched.
    expect(getTaxonomy('crfrf').concepts[LOANS]).toBeUndefined();
    expect(getTaxonomy('crfrf').concepts['ifrs-full:Revenue']?.label.en).toBe('Revenue');
  });

  it('builds the statements from a trial balance, its lines summed into the totals', () => {
    const set = build(50_000_000);
    const fact = (concept: string) =>
      set.facts.find((f) => f.concept === concept && 'instant' in f.period && f.period.instant === '2025-12-31');
    const flow = (concept: string) =>
      set.facts.find((f) => f.concept === concept && 'start' in f.period && f.period.end === '2025-12-31');
    expect(fact(LOANS)?.value).toBe(50_000_000);
    expect(flow(INTEREST)?.value).toBe(50_000_000);
    expect(fact('ifrs-full:Assets')?.value).toBe(fact('ifrs-full:EquityAndLiabilities')?.value);
    const crfrf = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });
    const crfrfAssets = crfrf.facts.find(
      (f) => f.concept === 'ifrs-full:Assets' && 'instant' in f.period && f.period.instant === '2025-12-31',
    );
    expect(Number(fact('ifrs-full:Assets')?.value) - Number(crfrfAssets?.value)).toBe(50_000_000); // the loans; their interest went to equity
  });

  it('validates them with the engine’s rules and its own, in both languages', () => {
    const fine = validateStatements({ statements: build(50_000_000) }, MFI_RULES);
    expect(fine.errors.filter((e) => e.id === LOAN_CONCENTRATION.id)).toEqual([]);
    const concentrated = validateStatements({ statements: build(900_000_000_000) }, MFI_RULES);
    const own = concentrated.errors.filter((e) => e.id === 'MFI001');
    expect(own).toHaveLength(1);
    expect(own[0]!.severity).toBe('genuine');
    expect(own[0]!.message.en).toMatch(/more than 90% of total assets/);
    expect(own[0]!.message.kh).toMatch(/លើសពី ៩០% នៃទ្រព្យសកម្មសរុប/);
    expect(concentrated.canFile).toBe(false);
  });

  it('writes an XBRL package the engine’s own filing checks accept, with its namespace and labels', () => {
    const zip = exportXbrlZip(build(50_000_000), { entity: DEMO_ENTITY });
    const check = checkFilingPackage(zip);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    const files = Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)] as const);
    const instance = files.find(([name]) => name.endsWith('.xbrl'))![1];
    expect(instance).toContain(MFI_NAMESPACE);
    expect(instance).toMatch(/<mfi:LoansToCustomers[^>]*>50000000</);
    expect(files.some(([, text]) => text.includes('ចំណូលប្រតិបត្តិការ'))).toBe(true);
  });

  it('refuses a second definition of the same id and a network naming an unknown concept, in both languages', () => {
    expect(() => defineFramework({ id: 'mfi', name: { en: 'x', kh: 'x' }, base: 'crfrf' })).toThrow(
      /already a framework/,
    );
    expect(() =>
      defineFramework({
        id: 'broken',
        name: { en: 'x', kh: 'x' },
        base: 'crfrf',
        networks: (base) => base.map((n) => ({ ...n, presentation: [{ concept: 'x:Nothing', children: [] }] })),
      }),
    ).toThrow(/x:Nothing, which is no concept/);
    expect(() => getTaxonomy('broken' as never)).toThrow();
  });

  it('uses the engine’s public API only', () => {
    for (const file of fs.readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts'))) {
      const text = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
      const imports = [...text.matchAll(/^(?:import|export)[^;]*? from '([^']+)';/gms)].map((m) => m[1]);
      for (const name of imports)
        expect(name, file).toMatch(/^(@dfr\/statement-engine|vitest|fflate|node:.+|\.\/\w+)$/);
    }
  });
});
