// A rounding preview: the built statements at another rounding level, against building them again at that level.
// Run: pnpm --filter @dfr/statement-engine bench
import { bench, describe, expect } from 'vitest';
import { buildStatements, rerender } from '../src/statements';
import { BENCH_SETTINGS, largeFixture, largeStatements } from './fixtures';

const { chart, trialBalance } = largeFixture();
const { set } = largeStatements(chart, trialBalance);
const input = { trialBalance, chart, entity: set.entity, notes: set.notes, texts: set.texts };
expect(set.settings.rounding).toBe('millions');
expect(rerender(set, 'thousands')).toEqual(
  buildStatements({ ...input, settings: { ...BENCH_SETTINGS, rounding: 'thousands' } }),
);
const OPTIONS = { time: 3_000, warmupTime: 1_000, warmupIterations: 20 };

describe('rounding preview of a 10,000-line trial balance (millions → thousands)', () => {
  bench(
    'rerender the built set',
    () => {
      rerender(set, 'thousands');
    },
    OPTIONS,
  );
  bench(
    'build the statements again',
    () => {
      buildStatements({ ...input, settings: { ...BENCH_SETTINGS, rounding: 'thousands' } });
    },
    OPTIONS,
  );
});
