// Median time to validate the statements of a 10,000-line trial balance (target under 50 ms) and to export them to
// XBRL (target under 200 ms), after a JIT warm-up.
// Run: pnpm --filter @dfr/statement-engine exec tsx bench/validation-median.ts
import os from 'node:os';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_TEXTS } from '../src/demo';
import { buildStatements } from '../src/statements';
import { validateStatements } from '../src/validation';
import { buildInlineXbrl, buildXbrlInstance, buildXbrlPackage, buildXbrlZip } from '../src/xbrl';
import { BENCH_SETTINGS, largeFixture, largeStatements, median, medianPrepared } from './fixtures';

const { chart, trialBalance } = largeFixture();
const { set, statements } = largeStatements(chart, trialBalance);
const previous = buildStatements({
  settings: { ...BENCH_SETTINGS, periodEnd: '2024-12-31', reportingYear: 2024 },
  trialBalance,
  chart,
});
const exportInput = { statements, entity: DEMO_ENTITY };

const result = validateStatements({ statements, previous, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS });
const pkg = buildXbrlPackage(exportInput);
console.log(
  `${trialBalance.length} trial balance lines → ${set.facts.length} facts; ${result.errors.length} findings; ` +
    `${pkg.files.length} files, ${pkg.files.reduce((n, f) => n + f.content.length, 0).toLocaleString('en-US')} characters`,
);
console.log(`${os.cpus()[0]?.model ?? 'unknown CPU'} ×${os.cpus().length}, Node ${process.version}`);
median(
  'validate (every rule, with last year)',
  () => validateStatements({ statements, previous, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS }),
  200,
  'engine.validate_ms',
);
// The same, on a statement set validated for the first time: the set's rounded facts and their index are kept with it
// after a validation (the API validates a version again after each edit, and last year's set with every one of this
// year's), so the figure above is a set validated again. Here this year's set is built anew before each run, untimed
// (an edited version: what the API validates next), and last year's is the one kept.
medianPrepared(
  'validate a new version (first validation; last year kept)',
  () => largeStatements(chart, trialBalance).statements,
  (fresh) =>
    validateStatements({ statements: fresh, previous, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS }),
  100,
  'engine.validate_first_ms',
);
median('XBRL instance', () => buildXbrlInstance(exportInput), 100, 'engine.xbrl_instance_ms');
median('Inline XBRL document', () => buildInlineXbrl(exportInput), 100, 'engine.inline_xbrl_ms');
median(
  'XBRL package (taxonomy + instance + Inline XBRL)',
  () => buildXbrlPackage(exportInput),
  50,
  'engine.xbrl_package_ms',
);
median('XBRL package as a zip', () => buildXbrlZip(exportInput), 30, 'engine.xbrl_zip_ms');
