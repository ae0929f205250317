/** Financial ratios from a year's figures (unrounded). `null` where a denominator is zero. */
import type { RatioValues } from '../model/types';
import { roundAt } from '../rounding';

const I = 'ifrs-full:';
/** Ratios are fractions kept to six decimals (0.123457). */
const RATIO_DECIMALS = 6;

/**
 * How each ratio reads: "times" (1.85×: current, quick, debt to equity) or a percentage (the margins, return on capital
 * employed, revenue growth). The keys in the order screens list them.
 */
export const RATIO_KINDS: { readonly [K in keyof RatioValues]: 'times' | 'percent' } = {
  currentRatio: 'times',
  quickRatio: 'times',
  returnOnCapitalEmployed: 'percent',
  grossProfitMargin: 'percent',
  netProfitMargin: 'percent',
  debtToEquity: 'times',
  revenueGrowth: 'percent',
};
export type RatioKey = keyof RatioValues;
/** Every ratio, in the order screens list them. */
export const RATIOS = Object.keys(RATIO_KINDS) as readonly RatioKey[];

function ratio(numerator: number, denominator: number): number | null {
  if (denominator === 0 || !Number.isFinite(numerator / denominator)) return null;
  return roundAt(numerator / denominator, RATIO_DECIMALS);
}

/**
 * Current ratio = current assets / current liabilities; quick ratio = (current assets − inventories) / current
 * liabilities; return on capital employed = operating profit / (total assets − current liabilities); gross and net
 * profit margins over revenue; debt to equity = borrowings and lease liabilities / equity; revenue growth against
 * the comparative year.
 */
export function ratiosOf(values: ReadonlyMap<string, number>, previous?: ReadonlyMap<string, number>): RatioValues {
  const v = (concept: string) => values.get(`${I}${concept}`) ?? 0;
  const revenue = v('Revenue');
  const debt =
    v('LongtermBorrowings') +
    v('ShorttermBorrowings') +
    v('CurrentPortionOfLongtermBorrowings') +
    v('NoncurrentLeaseLiabilities') +
    v('CurrentLeaseLiabilities');
  const previousRevenue = previous?.get(`${I}Revenue`);
  return {
    currentRatio: ratio(v('CurrentAssets'), v('CurrentLiabilities')),
    quickRatio: ratio(v('CurrentAssets') - v('Inventories'), v('CurrentLiabilities')),
    returnOnCapitalEmployed: ratio(v('ProfitLossFromOperatingActivities'), v('Assets') - v('CurrentLiabilities')),
    grossProfitMargin: ratio(v('GrossProfit'), revenue),
    netProfitMargin: ratio(v('ProfitLoss'), revenue),
    debtToEquity: ratio(debt, v('Equity')),
    revenueGrowth: previousRevenue === undefined ? null : ratio(revenue - previousRevenue, previousRevenue),
  };
}

/** Ratios of the current year and, when known, the comparative year. */
export function computeRatios(
  current: ReadonlyMap<string, number>,
  comparative?: ReadonlyMap<string, number>,
): { current: RatioValues; comparative?: RatioValues } {
  return comparative
    ? { current: ratiosOf(current, comparative), comparative: ratiosOf(comparative) }
    : { current: ratiosOf(current) };
}

/** Fewest entities whose figures an industry median may be built from (fewer would let one entity's figures show). */
export const MIN_BENCHMARK_CONTRIBUTORS = 5;

/**
 * The median of each ratio over several entities' ratios (one set per entity), ignoring the entities where a ratio is
 * undefined; `null` for a ratio fewer than `min` entities have, so that no median ever stands for one entity's figure.
 */
export function medianRatios(sets: readonly RatioValues[], min = MIN_BENCHMARK_CONTRIBUTORS): RatioValues {
  const keys = Object.keys(sets[0] ?? ratiosOf(new Map())) as (keyof RatioValues)[];
  const out = {} as RatioValues;
  for (const key of keys) {
    const values = sets
      .map((s) => s[key])
      .filter((x): x is number => typeof x === 'number' && Number.isFinite(x))
      .sort((a, b) => a - b);
    const mid = values.length >> 1;
    out[key] =
      values.length < min
        ? null
        : values.length % 2
          ? values[mid]!
          : roundAt((values[mid - 1]! + values[mid]!) / 2, RATIO_DECIMALS);
  }
  return out;
}
