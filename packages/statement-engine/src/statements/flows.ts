/**
 * The statements that compare two years: cash flows (indirect method) and changes in equity. Every movement of a
 * financial-position line lands in exactly one cash-flow line, so the net change in cash always equals the change in
 * the cash balance.
 */
import type { Framework, Network } from '../model/types';
import { DIVIDENDS, EQUITY_COMPONENTS } from '../taxonomy';
import { ASSOCIATES_SHARE } from '../taxonomy/networks';

const I = 'ifrs-full:';
const CASH = `${I}CashAndCashEquivalents`;
const OTHER_OPERATING = `${I}OtherAdjustmentsToReconcileProfitLoss`;

/** Where the change of a financial-position line goes (sign: +1 for a liability/equity increase, −1 for an asset). */
const CASH_FLOW_OF: Record<string, [line: string, sign: 1 | -1]> = {
  [`${I}Inventories`]: [`${I}AdjustmentsForDecreaseIncreaseInInventories`, -1],
  [`${I}TradeAndOtherCurrentReceivables`]: [`${I}AdjustmentsForDecreaseIncreaseInTradeAndOtherReceivables`, -1],
  [`${I}TradeAndOtherCurrentPayables`]: [`${I}AdjustmentsForIncreaseDecreaseInTradeAndOtherPayables`, 1],
  [`${I}IntangibleAssetsOtherThanGoodwill`]: [`${I}PurchaseOfIntangibleAssetsClassifiedAsInvestingActivities`, 1],
  [`${I}InvestmentProperty`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`, -1],
  [`${I}OtherNoncurrentAssets`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`, -1],
  [`${I}RightofuseAssets`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`, -1],
  [`${I}NoncurrentBiologicalAssets`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`, -1],
  [`${I}InvestmentsInAssociates`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`, -1],
  [`${I}OtherNoncurrentFinancialAssets`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`, -1],
  [`${I}OtherCurrentFinancialAssets`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`, -1],
  [`${I}IssuedCapital`]: [`${I}ProceedsFromIssuingShares`, 1],
  [`${I}SharePremium`]: [`${I}ProceedsFromIssuingShares`, 1],
  [`${I}NoncurrentLeaseLiabilities`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsFinancingActivities`, 1],
  [`${I}CurrentLeaseLiabilities`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsFinancingActivities`, 1],
  [`${I}OtherNoncurrentLiabilities`]: [`${I}OtherInflowsOutflowsOfCashClassifiedAsFinancingActivities`, 1],
  [`${I}ReserveOfExchangeDifferencesOnTranslation`]: [`${I}EffectOfExchangeRateChangesOnCashAndCashEquivalents`, 1],
};
const BORROWINGS = [`${I}LongtermBorrowings`, `${I}ShorttermBorrowings`, `${I}CurrentPortionOfLongtermBorrowings`];
const PPE = `${I}PropertyPlantAndEquipment`;
const DEPRECIATION = `${I}DepreciationAndAmortisationExpense`;
const ASSOCIATE_INVESTMENT = `${I}InvestmentsInAssociates`;

/** The leaf concepts (no calculation children) of a financial position network, on either side. */
export function positionLeaves(network: Network): { assets: string[]; claims: string[] } {
  const parents = new Set(network.calculations.map((a) => a.parent));
  const under = (root: string): string[] => {
    const result: string[] = [];
    const walk = (concept: string) => {
      const parts = network.calculations.filter((a) => a.parent === concept);
      if (parts.length === 0 && !parents.has(concept)) result.push(concept);
      for (const arc of parts) walk(arc.child);
    };
    walk(root);
    return result;
  };
  return { assets: under(`${I}Assets`), claims: under(`${I}EquityAndLiabilities`) };
}

/**
 * The cash-flow lines of a year from this year's and last year's values (financial position and profit or loss).
 * `leaves` are this year's posted amounts (for dividends).
 */
export function cashFlowLines(
  framework: Framework,
  sfp: Network,
  current: ReadonlyMap<string, number>,
  previous: ReadonlyMap<string, number>,
): Map<string, number> {
  const lines = new Map<string, number>();
  const add = (line: string, amount: number) => lines.set(line, (lines.get(line) ?? 0) + amount);
  const change = (concept: string) => (current.get(concept) ?? 0) - (previous.get(concept) ?? 0);
  const profit = current.get(`${I}ProfitLoss`) ?? 0;
  const dividends = current.get(DIVIDENDS) ?? 0;
  const depreciation = current.get(DEPRECIATION) ?? 0;
  const profitTarget = EQUITY_COMPONENTS[framework][0]!;

  add(`${I}ProfitLoss`, profit);
  add(`${I}AdjustmentsForDepreciationAndAmortisationExpense`, depreciation);
  // The share of associates' profit is in the profit but not in cash (IFRS for SMEs 7.8(b)): taken out here, and out
  // of the investment's change below, so investing shows only what was paid in or received.
  const associates = current.get(ASSOCIATES_SHARE) ?? 0;
  add(`${I}AdjustmentsForUndistributedProfitsOfInvestmentsAccountedForUsingEquityMethod`, -associates);
  // Net purchases: the change in the carrying amount plus what depreciation took off it.
  add(`${I}PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities`, change(PPE) + depreciation);
  add(`${I}DividendsPaidClassifiedAsFinancingActivities`, dividends);
  const borrowed = BORROWINGS.reduce((sum, c) => sum + change(c), 0);
  add(`${I}ProceedsFromBorrowingsClassifiedAsFinancingActivities`, Math.max(borrowed, 0));
  add(`${I}RepaymentsOfBorrowingsClassifiedAsFinancingActivities`, Math.max(-borrowed, 0));

  const { assets, claims } = positionLeaves(sfp);
  for (const [concepts, side] of [
    [assets, -1],
    [claims, 1],
  ] as const) {
    for (const concept of concepts) {
      if (concept === CASH || concept === PPE || BORROWINGS.includes(concept)) continue;
      let delta = change(concept);
      // The profit-receiving reserve moved by the profit and the dividends, already shown above.
      if (concept === profitTarget) delta += -profit + dividends;
      if (concept === ASSOCIATE_INVESTMENT) delta -= associates;
      const mapped = CASH_FLOW_OF[concept];
      if (mapped) add(mapped[0], mapped[1] * delta);
      else add(OTHER_OPERATING, side * delta);
    }
  }
  return lines;
}

/** The movements in total equity of a year. */
export function equityMovements(
  framework: Framework,
  current: ReadonlyMap<string, number>,
  previous: ReadonlyMap<string, number>,
): Map<string, number> {
  const change = (concept: string) => (current.get(concept) ?? 0) - (previous.get(concept) ?? 0);
  const profit = current.get(`${I}ProfitLoss`) ?? 0;
  const dividends = current.get(DIVIDENDS) ?? 0;
  const translation = change(`${I}ReserveOfExchangeDifferencesOnTranslation`);
  const issued = framework === 'crfrf' ? change(`${I}IssuedCapital`) + change(`${I}SharePremium`) : 0;
  const total = change(`${I}Equity`);
  return new Map([
    [`${I}ProfitLoss`, profit],
    [`${I}OtherComprehensiveIncomeNetOfTaxExchangeDifferencesOnTranslation`, translation],
    [`${I}IssueOfEquity`, issued],
    [DIVIDENDS, dividends],
    ['dfr:OtherChangesInEquity', total - profit - translation - issued + dividends],
    [`${I}ChangesInEquity`, total],
  ]);
}
