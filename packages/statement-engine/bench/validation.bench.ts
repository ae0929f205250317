// Validating and exporting the statements of a 10,000-line trial balance (targets: validation median under 50 ms,
// XBRL export under 200 ms). Run: pnpm --filter @dfr/statement-engine bench
import { bench, describe, expect } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_TEXTS } from '../src/demo';
import { validateStatements } from '../src/validation';
import { buildXbrlPackage } from '../src/xbrl';
import { largeFixture, largeStatements } from './fixtures';

const { chart, trialBalance } = largeFixture();
expect(trialBalance).toHaveLength(10_000);
const { statements } = largeStatements(chart, trialBalance);
const OPTIONS = { time: 3_000, warmupTime: 1_000, warmupIterations: 20 };

describe('statements of a 10,000-line trial balance', () => {
  bench(
    'validate (every rule)',
    () => {
      validateStatements({ statements, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS });
    },
    OPTIONS,
  );
  bench(
    'export the XBRL package (taxonomy, instance, Inline XBRL)',
    () => {
      buildXbrlPackage({ statements, entity: DEMO_ENTITY });
    },
    OPTIONS,
  );
});
