/** Generators for tests: random balanced trial balances over a chart (fast-check). Not exported by the package. */
import fc from 'fast-check';
import type { ChartOfAccounts, TrialBalance } from '../model/types';

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
