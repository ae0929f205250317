// A 10,000-line trial balance: 5,000 sub-accounts of the default chart, two years, balanced through the bank.
import { defaultChart } from '../src/chart';
import { DEMO_SETTINGS } from '../src/demo';
import type { ChartOfAccounts, StatementSettings, TrialBalance } from '../src/model/types';

export function largeChart(accountsPerYear = 5_000): ChartOfAccounts {
  const base = defaultChart('crfrf').accounts.filter((a) => !a.concept.includes('Dividends'));
  const accounts = [...defaultChart('crfrf').accounts];
  for (let i = 0; i < accountsPerYear - 1; i++) {
    const parent = base[i % base.length]!;
    accounts.push({ ...parent, code: `${parent.code}-${String(i).padStart(5, '0')}`, parentCode: parent.code });
  }
  return { framework: 'crfrf', accounts };
}

/** Deterministic pseudo-random amounts (a linear congruential generator), so every run measures the same work. */
export function largeTrialBalance(chart: ChartOfAccounts): TrialBalance {
  let seed = 20260101;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const subAccounts = chart.accounts.filter((a) => a.code.includes('-'));
  const lines: TrialBalance = [];
  for (const year of [2024, 2025]) {
    let net = 0;
    for (const account of subAccounts) {
      const amount = Math.round(random() * 50_000_000);
      const debit = account.balanceType === 'debit' ? amount : 0;
      const credit = account.balanceType === 'credit' ? amount : 0;
      net += debit - credit;
      lines.push({ accountCode: account.code, year, debit, credit });
    }
    lines.push({ accountCode: '2620', year, debit: net < 0 ? -net : 0, credit: Math.max(net, 0) });
  }
  return lines;
}

export const BENCH_SETTINGS: StatementSettings = { ...DEMO_SETTINGS, rounding: 'millions' };
