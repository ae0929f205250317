import { describe, expect, it } from 'vitest';
import { computeRatios, MIN_BENCHMARK_CONTRIBUTORS, medianRatios, RATIO_KINDS, RATIOS, ratiosOf } from '.';

const I = 'ifrs-full:';
const year = (figures: Record<string, number>) => new Map(Object.entries(figures).map(([k, v]) => [`${I}${k}`, v]));

describe('ratios', () => {
  const current = year({
    CurrentAssets: 300,
    Inventories: 100,
    CurrentLiabilities: 150,
    Assets: 1_000,
    ProfitLossFromOperatingActivities: 170,
    Revenue: 2_000,
    GrossProfit: 600,
    ProfitLoss: 120,
    LongtermBorrowings: 200,
    ShorttermBorrowings: 50,
    CurrentLeaseLiabilities: 10,
    Equity: 520,
  });

  it('computes each ratio from the figures', () => {
    expect(ratiosOf(current, year({ Revenue: 1_600 }))).toEqual({
      currentRatio: 2,
      quickRatio: 1.333333,
      returnOnCapitalEmployed: 0.2,
      grossProfitMargin: 0.3,
      netProfitMargin: 0.06,
      debtToEquity: 0.5,
      revenueGrowth: 0.25,
    });
  });

  it('gives null, not infinity, where a denominator is zero or last year is unknown', () => {
    const ratios = ratiosOf(year({ CurrentAssets: 5 }));
    expect(ratios.currentRatio).toBeNull();
    expect(ratios.grossProfitMargin).toBeNull();
    expect(ratios.revenueGrowth).toBeNull();
    expect(ratiosOf(year({ Revenue: 5 }), year({ Revenue: 0 })).revenueGrowth).toBeNull();
  });

  it('gives the comparative year its own ratios', () => {
    const both = computeRatios(current, year({ Revenue: 1_600, GrossProfit: 400 }));
    expect(both.comparative?.grossProfitMargin).toBe(0.25);
    expect(both.current.revenueGrowth).toBe(0.25);
    expect(computeRatios(current).comparative).toBeUndefined();
  });
});

describe('medianRatios', () => {
  const set = (currentRatio: number | null, grossProfitMargin: number | null) =>
    ({ ...ratiosOf(new Map()), currentRatio, grossProfitMargin }) as ReturnType<typeof ratiosOf>;

  it('takes the middle value of an odd count and the mean of the two middle values of an even count', () => {
    const five = [set(3, 0.1), set(1, 0.5), set(2, 0.3), set(5, 0.2), set(4, 0.4)];
    expect(medianRatios(five)).toMatchObject({ currentRatio: 3, grossProfitMargin: 0.3 });
    const six = [...five, set(6, 0.6)];
    expect(medianRatios(six)).toMatchObject({ currentRatio: 3.5, grossProfitMargin: 0.35 });
  });

  it('gives no median below five contributors, counting only entities where the ratio is defined', () => {
    const four = [set(1, 0.1), set(2, 0.2), set(3, 0.3), set(4, 0.4)];
    expect(medianRatios(four).currentRatio).toBeNull();
    const fiveWithAGap = [...four, set(5, null)];
    expect(medianRatios(fiveWithAGap)).toMatchObject({ currentRatio: 3, grossProfitMargin: null });
    expect(MIN_BENCHMARK_CONTRIBUTORS).toBe(5);
  });
});

describe('the list of ratios', () => {
  it('names every ratio the engine computes, each read as times or as a percentage', () => {
    expect([...RATIOS].sort()).toEqual(Object.keys(ratiosOf(new Map())).sort());
    expect(RATIO_KINDS.currentRatio).toBe('times');
    expect(RATIO_KINDS.grossProfitMargin).toBe('percent');
  });
});
