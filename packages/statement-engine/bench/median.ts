// Median time to build all statements from a 10,000-line trial balance (and to import it), after a JIT warm-up.
// Run: pnpm --filter @dfr/statement-engine bench:median
import os from 'node:os';
import { readTrialBalance, writeTrialBalanceCsv } from '../src/import';
import { buildStatements, rerender } from '../src/statements';
import { BENCH_SETTINGS, largeChart, largeFixture, largeStatements, largeTrialBalance, median } from './fixtures';

const { chart, trialBalance } = largeFixture();
const csv = writeTrialBalanceCsv(trialBalance);

console.log(
  `${trialBalance.length} trial balance lines; ${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}, Node ${process.version}`,
);
median(
  'build all statements',
  () => buildStatements({ settings: BENCH_SETTINGS, trialBalance, chart }),
  200,
  'engine.statements_ms',
);
const { set } = largeStatements(chart, trialBalance);
median('rerender the built set at another rounding level', () => rerender(set, 'thousands'), 200, 'engine.rerender_ms');
median('import the CSV (dry run, every check)', () => readTrialBalance(csv, chart), 50, 'engine.dry_run_ms');

// Linearity (issue 30): the CPU time of an import per line at 1k, 10k and 50k lines (the 50,000-line limit counts the
// header: 49,998 lines). CPU time (this process's, the collector's threads included), because on a shared machine the
// wall time of a 50 ms run moves several-fold with the load. Each size has its own chart of as many accounts, as a
// filer's file would; the growth is the 50k figure over the 10k one (1 is linear; budget in bench/budgets.json).
function cpuMedianMs(run: () => void, iterations: number): number {
  for (let i = 0; i < 10; i++) run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(iterations / 2)]!;
}
const perLine: Record<string, number> = {};
for (const [label, accountsPerYear] of [
  ['1k', 500],
  ['10k', 5_000],
  ['50k', 24_999],
] as const) {
  const sizeChart = largeChart(accountsPerYear);
  const lines = largeTrialBalance(sizeChart);
  const text = writeTrialBalanceCsv(lines);
  const ms = cpuMedianMs(() => readTrialBalance(text, sizeChart), label === '50k' ? 20 : 50);
  perLine[label] = (ms * 1000) / lines.length;
  console.log(
    `import the CSV (dry run), ${lines.length.toLocaleString('en-US')} lines: median ${ms.toFixed(1)} ms of CPU, ${perLine[label]!.toFixed(2)} µs a line`,
  );
  console.log(`@bench engine.import_per_line_us.${label} ${perLine[label]!.toFixed(2)}`);
}
console.log(`@bench engine.import_growth_50k ${(perLine['50k']! / perLine['10k']!).toFixed(2)}`);
