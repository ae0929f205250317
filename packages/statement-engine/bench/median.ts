// Median time to build all statements from a 10,000-line trial balance (and to import it), after a JIT warm-up.
// Run: pnpm --filter @dfr/statement-engine bench:median
import os from 'node:os';
import { readTrialBalance, writeTrialBalanceCsv } from '../src/import';
import { buildStatements } from '../src/statements';
import { BENCH_SETTINGS, largeChart, largeTrialBalance } from './fixtures';

const chart = largeChart();
const trialBalance = largeTrialBalance(chart);
const csv = writeTrialBalanceCsv(trialBalance);

function median(name: string, run: () => void, iterations: number): void {
  for (let i = 0; i < 30; i++) run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${name}: median ${at(0.5)} ms (p10 ${at(0.1)}, p90 ${at(0.9)}, ${iterations} runs)`);
}

console.log(
  `${trialBalance.length} trial balance lines; ${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}, Node ${process.version}`,
);
median('build all statements', () => buildStatements({ settings: BENCH_SETTINGS, trialBalance, chart }), 200);
median('import the CSV (dry run, every check)', () => readTrialBalance(csv, chart), 50);
