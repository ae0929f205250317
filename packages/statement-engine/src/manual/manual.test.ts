import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../demo';
import { ImportProblemsError } from '../errors';
import type { ManualInput } from '../model/types';
import { buildFromManualInput, checkManualInput, manualInputFields } from '.';

const I = 'ifrs-full:';

describe('manual input', () => {
  it('offers every line item to type, never a total', () => {
    const groups = manualInputFields('crfrf');
    const concepts = groups.flatMap((g) => g.fields.map((f) => f.concept));
    expect(concepts).toContain(`${I}CashAndCashEquivalents`);
    expect(concepts).toContain('dfr:CostOfSalesGoodsAndMaterials');
    expect(concepts).not.toContain(`${I}Assets`);
    expect(concepts).not.toContain(`${I}GrossProfit`);
    for (const group of groups) for (const f of group.fields) expect(f.label.kh).toMatch(/[\u1780-\u17FF]/);
  });

  it('builds the same statements from typed figures', () => {
    const manual: ManualInput = {
      current: {
        [`${I}CashAndCashEquivalents`]: 700,
        [`${I}Inventories`]: 300,
        [`${I}IssuedCapital`]: 500,
        [`${I}RetainedEarnings`]: 300,
        [`${I}TradeAndOtherCurrentPayables`]: 200,
        [`${I}RevenueFromSaleOfGoods`]: 1_000,
        [`${I}CostOfSales`]: 600,
        [`${I}AdministrativeExpense`]: 100,
      },
      comparative: {
        [`${I}CashAndCashEquivalents`]: 500,
        [`${I}Inventories`]: 200,
        [`${I}IssuedCapital`]: 500,
        [`${I}RetainedEarnings`]: 0,
        [`${I}TradeAndOtherCurrentPayables`]: 200,
      },
    };
    const set = buildFromManualInput({ settings: { ...DEMO_SETTINGS, rounding: 'units' }, manual });
    const value = (concept: string, period: object) =>
      set.facts.find((f) => f.concept === concept && JSON.stringify(f.period) === JSON.stringify(period))?.value;
    expect(value(`${I}Assets`, { instant: '2025-12-31' })).toBe(1_000);
    expect(value(`${I}EquityAndLiabilities`, { instant: '2025-12-31' })).toBe(1_000);
    expect(value(`${I}GrossProfit`, set.periods.current)).toBe(400);
    expect(value(`${I}ProfitLoss`, set.periods.current)).toBe(300);
    // Both profit-or-loss layouts from the same figures: a direct cost of sales is "other expenses" by nature.
    const byNature = buildFromManualInput({ settings: { ...DEMO_SETTINGS, plType: 'nature' }, manual });
    expect(
      byNature.facts.find(
        (f) => f.concept === `${I}OtherExpenseByNature` && 'start' in f.period && f.period.end === '2025-12-31',
      )?.value,
    ).toBe(700);
    expect(value(`${I}IncreaseDecreaseInCashAndCashEquivalents`, set.periods.current)).toBe(200);
  });

  it('reports totals and decimals typed in', () => {
    const problems = checkManualInput({ current: { [`${I}Assets`]: 5, [`${I}Inventories`]: 1.5 } }, 'crfrf');
    expect(problems.map((p) => [p.code, p.value])).toEqual([
      ['unknown_concept', `${I}Assets`],
      ['decimal_amount', '1.5'],
    ]);
    expect(() => buildFromManualInput({ settings: DEMO_SETTINGS, manual: { current: { [`${I}Assets`]: 5 } } })).toThrow(
      ImportProblemsError,
    );
  });
});
