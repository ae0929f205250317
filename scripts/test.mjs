// The README's second command (and CI's): install what is needed, then run every check: lint, types,
// unit tests (Node 20; the published packages on Node 24 too), package builds and the packing check, the Storybook build, the web
// build and the end-to-end tests in Debian's Chromium. Ends with one line of totals across all runners.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureBrowserAndFonts, ensureHaproxy, ensurePnpm, ensurePostgres, log, pnpmInstall, run } from './lib.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const started = Date.now();
const pnpm = ensurePnpm();
await pnpmInstall(pnpm);
ensureBrowserAndFonts();
const postgres = await ensurePostgres();
// The two-instance test kills an instance under load behind the load balancer the product is deployed with (issue 37).
if (!ensureHaproxy())
  log('haproxy could not be installed: the two-instance failover test will fail (apt-get install haproxy)');

const reports = path.resolve('reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
/** Counts from a vitest JSON report. */
const vitestCounts = (file) => {
  const r = readJson(file);
  if (!r) return undefined;
  // A file that failed to run (an import error, a failed hook) counts once; Vitest's `numFailedTestSuites` counts every
  // describe block around a failed test too, which counted one failed test three times.
  const broken = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed'),
  ).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + broken };
};
/** Failed tests of a vitest JSON report: their names and the first line of each error (the summary prints them). */
const vitestFailures = (file) =>
  (readJson(file)?.testResults ?? []).flatMap((f) => [
    ...(f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed')
      ? [`${path.relative(process.cwd(), f.name)}: ${firstLine(f.message)}`]
      : []),
    ...(f.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => `${path.relative(process.cwd(), f.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
  ]);
/** Failed and flaky tests of a Playwright JSON report. */
const playwrightFailures = (file) => {
  const out = [];
  const walk = (suite) => {
    for (const s of suite.suites ?? []) walk(s);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.error)?.error?.message;
        out.push(
          `${t.status === 'flaky' ? '(flaky, passed on retry) ' : ''}${spec.file} › ${spec.title}: ${firstLine(error)}`,
        );
      }
  };
  for (const s of readJson(file)?.suites ?? []) walk(s);
  return out;
};
const firstLine = (text) =>
  stripVTControlCharacters(text ?? 'no message')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
/** Counts from a Playwright JSON report. */
const playwrightCounts = (file) => {
  const r = readJson(file);
  return r ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected } : undefined;
};

/*
 * Vitest's default is one worker fewer than the cores: on a two-core machine, one test file at a time. Most files mostly
 * wait (on child processes, servers, timers), so the runs below use at least three workers (measured: docs/decisions.md).
 */
const workers = Math.max(3, os.availableParallelism());
const vitest = `node_modules/vitest/vitest.mjs run --reporter=default --reporter=json --maxWorkers=${workers}`;
/** Each step is a runner (counted by its tests) or a check (counted as one). */
const step = {
  lint: { name: 'lint and format', command: `${pnpm} lint` },
  typecheck: { name: 'type checking', command: `${pnpm} typecheck` },
  // The arrows of docs/architecture.md and no import cycle (issue: one source for everything).
  architecture: { name: 'architecture', command: 'node scripts/check-architecture.mjs' },
  // No block of 6+ lines written twice (jscpd; the reasoned ignore list is in docs/decisions.md).
  duplicates: { name: 'copy-paste check', command: 'node scripts/check-duplicates.mjs' },
  unit: {
    name: 'unit tests (Node 20)',
    command: `node ${vitest} --outputFile.json=reports/vitest.json`,
    // The route fuzz test sends up to 10,000 generated bodies or 60 s per route family by default (a full run, its
    // figures in docs/security.md): here each family sends the 1,000 its own floor asks for, which alone took 393 s of
    // the command's unit tests (issue 29). Every family is still fuzzed on every run; FUZZ_RUNS unset gives the full run.
    // The pure package code (the engine outside its CLI, the input rules) runs once, in the Node 24 lane below: its
    // results cannot depend on the Node version, and running it on both took 200 s of this lane's workers (issue 31).
    env: { FUZZ_RUNS: '1000', DFR_PURE_TESTS_ON_NODE24_ONLY: '1' },
    counts: () => vitestCounts('reports/vitest.json'),
    failures: () => vitestFailures('reports/vitest.json'),
  },
  postgres: {
    name: 'API tests on PostgreSQL (Node 24)',
    // The API's tests again, route tests and route matrix included, against PostgreSQL (issue 17): each test's data
    // directory gets a database of its own on a throwaway server; the two-instance test runs its two processes on it.
    // The route fuzz test probes input handling, not the database, and runs once above; so does the rounding preview's
    // test, which watches the engine by replacing its module (that needs each file's own modules). These tests mostly wait (on
    // the server, on child processes, on timers): more workers than cores, modules shared across a worker's files.
    // The trial-balance and submission crash tests find their kill points through SQLite's file (its write lock, a
    // row read from it): on PostgreSQL those points never come, the tests wait out their deadlines (116 s of this run)
    // and kill after the work is done, testing nothing the SQLite run does not. The upload crash test holds the write
    // lock through either database and runs on both.
    // On Node 24, the current LTS (issue 37): the API's suite runs on Node 20 with SQLite above and on Node 24 with
    // PostgreSQL here, so both the deployment's Node lines and both databases are covered without a third run.
    command: `npx --yes -p node@24 node ${vitest} --project api --project api-own-modules --exclude '**/fuzz.test.ts' --exclude '**/rounding-preview.test.ts' --exclude '**/submissions/crash.test.ts' --exclude '**/statements/crash.test.ts' --no-isolate --outputFile.json=reports/vitest-postgres.json`,
    env: { DFR_DB_DIALECT: 'postgresql', DFR_TEST_DATABASE_URL: postgres.url },
    counts: () => vitestCounts('reports/vitest-postgres.json'),
    failures: () => vitestFailures('reports/vitest-postgres.json'),
  },
  node24: {
    name: 'package unit tests (Node 24)',
    // What of the published packages runs on Node (their `engines` include Node 24) runs on Node 24 too: the engine
    // and its CLI, and the input rules the API checks bodies with. The packages' React components run in browsers
    // (their tests on Node 20's jsdom above, and in Chromium by the Storybook and end-to-end runs); the apps run on
    // the deployment's Node 20. (The API's suite twice took 5 of the command's 25 minutes.)
    command: `npx --yes -p node@24 node ${vitest} --project statement-engine --project forms packages/statement-engine packages/forms/src/rules --outputFile.json=reports/vitest-node24.json`,
    counts: () => vitestCounts('reports/vitest-node24.json'),
    failures: () => vitestFailures('reports/vitest-node24.json'),
  },
  builds: { name: 'package builds', command: `${pnpm} build:packages` },
  packing: { name: 'packing check', command: 'node scripts/pack-check.mjs' },
  // The release's dry run (issue 35): each tarball carries what its package.json points at, README and CHANGELOG;
  // `pnpm publish -r --dry-run`. Built and pack-checked just before, hence --no-build.
  release: { name: 'release dry run', command: 'node scripts/release.mjs --dry-run --no-build' },
  storybook: { name: 'Storybook build', command: `${pnpm} build-storybook` },
  storybookA11y: { name: 'Storybook accessibility', command: 'node packages/ui/scripts/screenshots.mjs --axe' },
  web: { name: 'web build', command: `${pnpm} --filter @dfr/web build` },
  // The signed-in dashboard's first route stays under its budget of gzipped JavaScript (bench/budgets.json, issue 30).
  bundle: { name: 'web first-route size', command: 'node apps/web/scripts/bundle-size.mjs' },
  e2e: {
    name: 'end-to-end tests',
    command: `${pnpm} e2e`,
    counts: () => playwrightCounts('reports/playwright.json'),
    failures: () => playwrightFailures('reports/playwright.json'),
  },
};

/*
 * The order (issue 29: the command took 25–31 minutes, one step after another). Each phase runs its lanes side by side;
 * a lane runs its steps one after another. The unit tests mostly wait (on child processes, servers, timers), so the
 * checks and builds, which mostly compute on one core, run beside them; then the end-to-end tests, which mostly wait
 * on the browser and the product's timers, run beside the PostgreSQL and Node 24 runs. No lane needs another's output
 * within a phase (the unit tests read the packages' sources, not their builds); the end-to-end tests need the web
 * build of phase one.
 */
const phases = [
  [
    [step.unit],
    [
      step.lint,
      step.typecheck,
      step.architecture,
      step.duplicates,
      step.builds,
      step.packing,
      step.release,
      step.storybook,
      step.storybookA11y,
      step.web,
      step.bundle,
    ],
  ],
  [[step.e2e], [step.postgres, step.node24]],
];

let passed = 0;
let failed = 0;
const summary = [];
/**
 * Runs one step and records its result; resolves when it has ended. Beside other lanes, its output is kept in
 * reports/logs and printed whole when it ends, so that steps running at the same time do not interleave their lines.
 */
async function runStep(step, { alone }) {
  log(`${step.name}: ${step.command}`);
  const t0 = Date.now();
  const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...step.env };
  const code = alone ? await run(step.command, { env }) : await runLogged(step, env);
  const seconds = Math.round((Date.now() - t0) / 1000);
  if (step.counts) {
    const counts = step.counts() ?? { passed: 0, failed: 1 };
    // A runner that exits non-zero with no failed test (a crash, a config error) still counts as a failure.
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    passed += counts.passed;
    failed += counts.failed;
    summary.push(
      `${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`,
    );
    // Which tests failed (or passed only on a retry), where the last lines of the output show them: CI keeps only those.
    for (const f of step.failures?.() ?? []) summary.push(`       ${f}`);
  } else {
    if (code === 0) passed += 1;
    else failed += 1;
    summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds}s)`);
  }
}

/** A step's output into reports/logs/<step>.log, printed when it ends; resolves to its exit code. */
async function runLogged(step, env) {
  const logs = path.join(reports, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const file = path.join(logs, `${step.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const out = fs.openSync(file, 'w');
  const code = await run(step.command, { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  log(`${step.name} ended (exit ${code}); its output (${path.relative(process.cwd(), file)}):`);
  process.stdout.write(fs.readFileSync(file, 'utf8'));
  return code;
}

/** The machine's CPU time so far, busy and idle, summed over its cores (ms). */
const cpuTime = () =>
  os.cpus().reduce(
    (t, { times: { user, nice, sys, irq, idle } }) => ({
      busy: t.busy + user + nice + sys + irq,
      idle: t.idle + idle,
    }),
    { busy: 0, idle: 0 },
  );
for (const [i, lanes] of phases.entries()) {
  const alone = lanes.length === 1;
  const [t0, cpu0] = [Date.now(), cpuTime()];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const s of lane) await runStep(s, { alone });
    }),
  );
  // How busy the cores were: a phase near 100 % gains from less work, one well below from more lanes side by side.
  const cpu1 = cpuTime();
  const busy = cpu1.busy - cpu0.busy;
  const share = Math.round((100 * busy) / (busy + cpu1.idle - cpu0.idle || 1));
  summary.push(`---- phase ${i + 1}: ${Math.round((Date.now() - t0) / 1000)}s, the cores ${share} % busy`);
}

postgres.stop();
console.log(`\n[dfr] summary after ${Math.round((Date.now() - started) / 1000)}s:`);
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
