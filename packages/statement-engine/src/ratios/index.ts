/** Financial ratios from a year's figures (unrounded). `null` where a denominator is zero. */
import type { RatioValues } from '../model/types';

const I = 'ifrs-full:';

function ratio(numerator: number, denominator: number): number | null {
  if (denominator === 0 || !Number.isFinite(numerator / denominator)) return null;
  return Math.round((numerator / denominator) * 1e6) / 1e6;
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
    v('LongtermBorrowings') + v('ShorttermBorrowings') + v('NoncurrentLeaseLiabilities') + v('CurrentLeaseLiabilities');
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
