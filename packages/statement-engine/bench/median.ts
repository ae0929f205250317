// Median time to build all statements from a 10,000-line trial balance (and to import it), after a JIT warm-up.
// Run: pnpm --filter @dfr/statement-engine bench:median
import os from 'node:os';
import { readTrialBalance, writeTrialBalanceCsv } from '../src/import';
import { buildStatements, rerender } from '../src/statements';
import { BENCH_SETTINGS, largeFixture, largeStatements, median } from './fixtures';

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
