// Validating and exporting the statements of a 10,000-line trial balance (targets: validation median under 50 ms,
// XBRL export under 200 ms). Run: pnpm --filter @dfr/statement-engine bench
import { bench, describe, expect } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_TEXTS } from '../src/demo';
import { buildStatements } from '../src/statements';
import { getTaxonomy } from '../src/taxonomy';
import { validateStatements } from '../src/validation';
import { buildXbrlPackage } from '../src/xbrl';
import { BENCH_SETTINGS, largeChart, largeTrialBalance } from './fixtures';

const chart = largeChart();
const trialBalance = largeTrialBalance(chart);
expect(trialBalance).toHaveLength(10_000);
const set = buildStatements({
  settings: BENCH_SETTINGS,
  trialBalance,
  chart,
  entity: DEMO_ENTITY,
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
});
const statements = { ...set, taxonomy: getTaxonomy(set.settings.framework) };
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
