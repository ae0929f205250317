// The engine's cost guards (issue 30): heap bytes allocated per operation on the benchmarks' 10,000-line trial balance,
// against the budgets in bench/budgets.json (`guards`). Allocation does not move with the machine's load; a change
// that makes an operation do more work than the facts need (a taxonomy written again, an index rebuilt per lookup)
// fails here. The timings of the same operations are `pnpm bench engine`'s.
import { describe, expect, it } from 'vitest';
import { allocatedBytes, guards } from '../../../bench/allocated';
import { BENCH_SETTINGS, largeFixture, largeStatements } from '../bench/fixtures';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_TEXTS } from './demo';
import { readTrialBalance, writeTrialBalanceCsv } from './import';
import { buildStatements } from './statements';
import { validateStatements } from './validation';
import { buildXbrlPackage, buildXbrlZip } from './xbrl';

const { chart, trialBalance } = largeFixture();
const { statements } = largeStatements(chart, trialBalance);
const previous = buildStatements({
  settings: { ...BENCH_SETTINGS, periodEnd: '2024-12-31', reportingYear: 2024 },
  trialBalance,
  chart,
});
const csv = writeTrialBalanceCsv(trialBalance);

const operations: [key: string, run: () => unknown, runs: number][] = [
  // Ten runs: over five, the worker's own traffic in the window once read 4.1 MB a build (2.3–3.3 MB otherwise).
  ['engine.statements_alloc_kb', () => buildStatements({ settings: BENCH_SETTINGS, trialBalance, chart }), 10],
  // Eight runs: over three, one run's share of the worker's own traffic moved the figure by 2 MB (24.6–26.7 MB, before
  // the import checked rows as it read them; 5.1–5.9 MB since).
  ['engine.dry_run_alloc_kb', () => readTrialBalance(csv, chart), 8],
  [
    'engine.validate_alloc_kb',
    () => validateStatements({ statements, previous, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS }),
    20,
  ],
  ['engine.xbrl_package_alloc_kb', () => buildXbrlPackage({ statements, entity: DEMO_ENTITY }), 5],
  ['engine.xbrl_zip_alloc_kb', () => buildXbrlZip({ statements, entity: DEMO_ENTITY }), 3],
];

/** The budgets are per Node major (the test command runs the engine on Node 20 and 24; V8 allocates differently). */
const major = Number(process.versions.node.split('.')[0]);
const keyOf = (figure: string) => (major >= 22 ? `${figure}.node24` : figure);

describe('engine cost guards (issue 30; budgets in bench/budgets.json)', () => {
  for (const [figure, run, runs] of operations) {
    const key = keyOf(figure);
    it(`${guards[key]!.label}: within ${guards[key]!.budget} ${guards[key]!.unit}`, async () => {
      const kb = (await allocatedBytes(run, runs, 2)) / 1024;
      console.log(`${key} ${kb.toFixed(0)}`);
      expect(kb).toBeLessThanOrEqual(guards[key]!.budget);
    });
  }
});
