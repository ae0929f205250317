// A 10,000-line trial balance: 5,000 sub-accounts of the default chart, two years, balanced through the bank.
import { defaultChart } from '../src/chart';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS } from '../src/demo';
import type { ChartOfAccounts, StatementSettings, TrialBalance } from '../src/model/types';
import { buildStatements } from '../src/statements';
import { getTaxonomy } from '../src/taxonomy';

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

/** The large chart and its 10,000-line trial balance, as every benchmark starts. */
export function largeFixture(): { chart: ChartOfAccounts; trialBalance: TrialBalance } {
  const chart = largeChart();
  return { chart, trialBalance: largeTrialBalance(chart) };
}

/** The large trial balance's statements with the demo entity, notes and texts; `statements` carries the taxonomy. */
export function largeStatements(chart: ChartOfAccounts, trialBalance: TrialBalance) {
  const set = buildStatements({
    settings: BENCH_SETTINGS,
    trialBalance,
    chart,
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });
  return { set, statements: { ...set, taxonomy: getTaxonomy(set.settings.framework) } };
}

/**
 * Prints the median (p10, p90) time of `run` over `iterations` runs, after 30 runs of JIT warm-up; with `key`, also a
 * `@bench <key> <ms>` line for `pnpm bench` (scripts/bench.mjs reads those against bench/budgets.json).
 */
export function median(name: string, run: () => void, iterations: number, key?: string): void {
  medianPrepared(name, () => undefined, run, iterations, key);
}

/** `median`, with `prepare` run before each timed run, untimed, and what it made given to `run`. */
export function medianPrepared<T>(
  name: string,
  prepare: () => T,
  run: (prepared: T) => void,
  iterations: number,
  key?: string,
): void {
  for (let i = 0; i < 30; i++) run(prepare());
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const prepared = prepare();
    const start = performance.now();
    run(prepared);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  // Two decimals below a millisecond (validation's goal is 0.5 ms), one above.
  const at = (q: number) => {
    const time = times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return time.toFixed(time < 1 ? 2 : 1);
  };
  console.log(`${name}: median ${at(0.5)} ms (p10 ${at(0.1)}, p90 ${at(0.9)}, ${iterations} runs)`);
  if (key) console.log(`@bench ${key} ${at(0.5)}`);
}
