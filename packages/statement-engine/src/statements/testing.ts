/** Generators for tests: random balanced trial balances over a chart (fast-check). Not exported by the package. */
import fc from 'fast-check';
import { defaultChart } from '../chart';
import { DEMO_SETTINGS } from '../demo';
import {
  type ChartOfAccounts,
  FRAMEWORKS,
  PL_TYPES,
  ROUNDING_LEVELS,
  SFP_TYPES,
  type StatementSet,
  type TrialBalance,
} from '../model/types';
import { type BuildInput, buildStatements } from './build';

/**
 * A balanced trial balance for `years` (ascending): random balances on random accounts, the difference posted to a
 * balancing account so debits equal credits in every year.
 */
export function balancedTrialBalance(
  chart: ChartOfAccounts,
  years: number[],
  maxAmount = 1e11,
): fc.Arbitrary<TrialBalance> {
  const postable = chart.accounts.filter((a) => !chart.accounts.some((b) => b.parentCode === a.code));
  const balancing = postable.find((a) => a.concept === 'ifrs-full:CashAndCashEquivalents')!;
  const yearLines = fc.array(
    fc.record({
      account: fc.constantFrom(...postable.filter((a) => a !== balancing)),
      amount: fc.integer({ min: -maxAmount, max: maxAmount }),
    }),
    { minLength: 1, maxLength: 40 },
  );
  return fc.array(yearLines, { minLength: years.length, maxLength: years.length }).map((perYear) => {
    const lines: TrialBalance = [];
    perYear.forEach((entries, i) => {
      const year = years[i]!;
      const balances = new Map<string, number>();
      for (const { account, amount } of entries) balances.set(account.code, (balances.get(account.code) ?? 0) + amount);
      let total = 0;
      for (const value of balances.values()) total += value;
      balances.set(balancing.code, (balances.get(balancing.code) ?? 0) - total);
      for (const [code, value] of balances) {
        lines.push({ accountCode: code, year, debit: Math.max(value, 0), credit: value < 0 ? -value : 0 });
      }
    });
    return lines;
  });
}

/**
 * A statement in any framework, layout and rounding level, over one to three years, translated from USD or not, with
 * a balanced trial balance on the framework's default chart and the translation's rates.
 */
export const statementScenario = fc
  .record({
    framework: fc.constantFrom(...FRAMEWORKS),
    sfpType: fc.constantFrom(...SFP_TYPES),
    plType: fc.constantFrom(...PL_TYPES),
    rounding: fc.constantFrom(...ROUNDING_LEVELS),
    years: fc.integer({ min: 1, max: 3 }),
    translate: fc.boolean(),
  })
  .chain((variant) =>
    fc.record({
      variant: fc.constant(variant),
      trialBalance: balancedTrialBalance(
        defaultChart(variant.framework),
        [2025, 2024, 2023].slice(0, variant.years).reverse(),
      ),
      rates: fc.record({
        closing: fc.integer({ min: 3_900, max: 4_200 }),
        average: fc.integer({ min: 3_900, max: 4_200 }),
      }),
    }),
  );
export type StatementScenario = typeof statementScenario extends fc.Arbitrary<infer T> ? T : never;

/** The scenario's statements: the demo settings in its variant, its trial balance on the default chart. */
export function buildScenario(
  { variant, trialBalance, rates }: StatementScenario,
  extra: Partial<BuildInput> = {},
): StatementSet {
  return buildStatements({
    settings: {
      ...DEMO_SETTINGS,
      framework: variant.framework,
      sfpType: variant.sfpType,
      plType: variant.plType,
      rounding: variant.rounding,
      ...(variant.translate
        ? { functionalCurrency: 'USD', closingRate: rates.closing, averageRate: rates.average }
        : {}),
    },
    trialBalance,
    chart: defaultChart(variant.framework),
    ...extra,
  });
}
