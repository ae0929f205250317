// Runs in a blank project that installed the packed tarball (scripts/pack-check.mjs): the library imports and
// builds statements, and the dfr-statements CLI works through npx.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as engine from '@dfr/statement-engine';

assert.deepEqual(engine.ROUNDING_LEVELS, ['units', 'thousands', 'millions', 'billions', 'trillions']);
const library = engine.buildStatements({ settings: engine.DEMO_SETTINGS, trialBalance: engine.demoTrialBalance() });
const fact = (set, concept, instant) =>
  set.facts.find((f) => f.concept === concept && f.period.instant === instant)?.value;
assert.equal(
  fact(library, 'ifrs-full:Assets', '2025-12-31'),
  fact(library, 'ifrs-full:EquityAndLiabilities', '2025-12-31'),
);
console.log('statement-engine: imports from its tarball and builds the demo statements');

const cli = (...args) => execFileSync('npx', ['dfr-statements', ...args], { encoding: 'utf8' });
cli('template', '--out', 'tb.csv');
assert.match(fs.readFileSync('tb.csv', 'utf8'), /account_code,account_name,year,debit,credit/);
cli('build', '--trial-balance', 'tb.csv', '--period-end', '2025-12-31', '--out', 'statements.json');
assert.ok(JSON.parse(fs.readFileSync('statements.json', 'utf8')).facts.length > 0);

// The demo trial balance ships with the package.
const demo = createRequire(import.meta.url).resolve('@dfr/statement-engine/demo/angkor-trading-trial-balance.csv');
cli('build', '--trial-balance', demo, '--period-end', '2025-12-31', '--rounding', 'thousands', '--out', 'demo.json');
const built = JSON.parse(fs.readFileSync('demo.json', 'utf8'));
assert.equal(fact(built, 'ifrs-full:Assets', '2025-12-31'), 3_898_000_000);

// A bad trial balance: non-zero exit, every problem listed, no stack trace.
fs.writeFileSync('bad.csv', 'account_code,account_name,year,debit,credit\n9999,Ghost,2025,5,0\n');
const bad = spawnSync(
  'npx',
  ['dfr-statements', 'build', '--trial-balance', 'bad.csv', '--period-end', '2025-12-31', '--out', 'x.json'],
  {
    encoding: 'utf8',
  },
);
assert.equal(bad.status, 1);
assert.match(bad.stderr, /row 2, column account_code/);
assert.doesNotMatch(bad.stderr, /\n\s+at /);
console.log('statement-engine: dfr-statements template and build work from the tarball through npx');
