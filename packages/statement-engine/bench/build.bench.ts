// Building all statements from a 10,000-line trial balance (target: median under 50 ms).
// Run: pnpm --filter @dfr/statement-engine bench
import { bench, describe, expect } from 'vitest';
import { readTrialBalance, writeTrialBalanceCsv } from '../src/import';
import { buildStatements } from '../src/statements';
import { BENCH_SETTINGS, largeFixture } from './fixtures';

const { chart, trialBalance } = largeFixture();
const csv = writeTrialBalanceCsv(trialBalance);
expect(trialBalance).toHaveLength(10_000);
// Enough warm-up for the JIT, and enough samples for a stable median on a shared machine.
const OPTIONS = { time: 3_000, warmupTime: 1_000, warmupIterations: 20 };

describe('10,000-line trial balance', () => {
  bench(
    'build all statements (both years, every statement, rounding, ratios)',
    () => {
      buildStatements({ settings: BENCH_SETTINGS, trialBalance, chart });
    },
    OPTIONS,
  );
  bench(
    'import the CSV with every check (dry run)',
    () => {
      readTrialBalance(csv, chart);
    },
    OPTIONS,
  );
});
