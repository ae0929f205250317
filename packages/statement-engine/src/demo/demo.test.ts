import { describe, expect, it } from 'vitest';
import { defaultChart, validateChart } from '../chart';
import { readTrialBalance } from '../import';
import { buildStatements } from '../statements';
import { validateStatements } from '../validation';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance, demoTrialBalanceCsv } from '.';

describe('the demo', () => {
  it('is a balanced trial balance of a KHR trading company for 2024 and 2025, every account in the chart', () => {
    const chart = defaultChart('crfrf');
    expect(validateChart(chart)).toEqual([]);
    const imported = readTrialBalance(demoTrialBalanceCsv(), chart);
    expect(imported.problems).toEqual([]);
    expect(imported.years).toEqual([2024, 2025]);
    for (const year of imported.years) expect(imported.totals[year]!.debit).toBe(imported.totals[year]!.credit);
    expect(demoTrialBalance().every((l) => l.debit >= 0 && l.credit >= 0)).toBe(true);
  });

  it("has notes that agree with the entity: SDGs and shareholders' paid-up capital", () => {
    expect(DEMO_NOTES.sdgs).toEqual(DEMO_ENTITY.sdgs);
    const paidUp = DEMO_NOTES.shareholders.reduce((sum, s) => sum + s.paidUpKhr, 0);
    const capital = demoTrialBalance().find((l) => l.year === 2025 && l.accountCode === '3100')!.credit;
    expect(paidUp).toBe(capital);
  });

  it('can be filed: its statements pass validation with no error', () => {
    const statements = buildStatements({
      settings: DEMO_SETTINGS,
      trialBalance: demoTrialBalance(),
      entity: DEMO_ENTITY,
      notes: DEMO_NOTES,
      texts: DEMO_TEXTS,
    });
    const result = validateStatements({ statements, entity: DEMO_ENTITY });
    expect(result.errors.map((e) => `${e.id}: ${e.message.en}`)).toEqual([]);
    expect(result.canFile).toBe(true);
  });
});
