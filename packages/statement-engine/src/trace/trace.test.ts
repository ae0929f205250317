import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { buildStatements } from '../statements/build';
import { getTaxonomy } from '../taxonomy';
import { accountsBehind } from '.';

const set = buildStatements({
  settings: DEMO_SETTINGS,
  trialBalance: demoTrialBalance(),
  entity: DEMO_ENTITY,
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
});
const taxonomy = getTaxonomy(DEMO_SETTINGS.framework);

describe('accountsBehind (issue 21, defect 3)', () => {
  it('traces a total to the accounts that make it up, through its calculation tree', () => {
    const assets = accountsBehind(set, taxonomy, 'ifrs-full:Assets');
    const codes = assets.map((a) => a.code);
    // Land and buildings (1110), cash (2610) and trade receivables (2200) are assets; capital (3100) is not.
    expect(codes).toEqual(expect.arrayContaining(['1110', '2610', '2200']));
    expect(codes).not.toContain('3100');
    expect(new Set(codes).size).toBe(codes.length);
    // Accumulated depreciation reduces the assets: it comes with its sign in the total (or posted negative).
    const sum = (year: number) =>
      assets.reduce((total, a) => {
        const line = demoTrialBalance().find((l) => l.accountCode === a.code && l.year === year);
        return total + a.weight * ((line?.debit ?? 0) - (line?.credit ?? 0));
      }, 0);
    const reported = set.facts.find(
      (f) => f.concept === 'ifrs-full:Assets' && 'instant' in f.period && f.period.instant === '2025-12-31',
    );
    expect(sum(2025)).toBe(reported?.value);
  });

  it('gives a posted concept its own accounts, and nothing for a concept without any', () => {
    const cash = accountsBehind(set, taxonomy, 'ifrs-full:CashAndCashEquivalents');
    expect(cash.map((a) => a.code)).toEqual(expect.arrayContaining(['2610', '2620', '2630']));
    expect(cash.every((a) => a.weight === 1)).toBe(true);
    expect(accountsBehind(set, taxonomy, 'dfr:NoSuchConcept')).toEqual([]);
  });
});
