// Same findings, byte for byte: runs the validator over 483 inputs and records its results as JSON (RECORD=1), or
// compares with a recording (issue 30). Inputs: the benchmark's set at four rounding levels, with and without last
// year, with random sign flips and amounts; concepts of another prefix, unknown concepts, no taxonomy; the engine's
// fixture with dropped facts, NaN, blank policies; sets from the property tests' generator. Each is validated twice.
// Record on main, then check a change against it (the inputs are built by this checkout; VALIDATOR= the root of the
// checkout whose validator runs, this one by default):
//   git worktree add /tmp/main main && (cd /tmp/main && pnpm install)
//   RECORD=1 VALIDATOR=/tmp/main pnpm --filter @dfr/statement-engine exec tsx bench/compare-findings.ts
//   pnpm --filter @dfr/statement-engine exec tsx bench/compare-findings.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_TEXTS } from '../src/demo';
import { buildStatements } from '../src/statements';
import { buildScenario, statementScenario } from '../src/statements/testing';
import { getTaxonomy } from '../src/taxonomy';
import * as F from '../src/validation/__fixtures__/statements';
import type { Fact, StatementSettings } from '../src/model/types';
import type { StatementsLike, ValidationInput, ValidationRule } from '../src/validation';
import { BENCH_SETTINGS, largeFixture } from './fixtures';

const root = process.env.VALIDATOR ?? path.resolve(import.meta.dirname, '../../..');
const { validateStatements: v, VALIDATION_RULES } = await import(
  path.join(root, 'packages/statement-engine/src/validation/index.ts')
);
const T = { statementScenario, buildScenario };
const mode = process.env.RECORD ? 'record' : 'check';
const file = process.env.FINDINGS ?? path.join(os.tmpdir(), 'dfr-validation-findings.jsonl');
const recorded = mode === 'check' ? fs.readFileSync(file, 'utf8').split('\n') : [];
const out: string[] = [];
let seed = 12345;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const { chart, trialBalance } = largeFixture();
let inputs = 0,
  findings = 0,
  diffs = 0;
function check(input: ValidationInput, rules?: readonly ValidationRule[]) {
  const a = JSON.stringify(rules ? v(input, rules) : v(input));
  const a2 = JSON.stringify(rules ? v(input, rules) : v(input));
  if (a !== a2) {
    diffs++;
    console.log('DIFF second validation', inputs);
  }
  findings += JSON.parse(a).errors.length;
  if (mode === 'record') out.push(a);
  else if (recorded[inputs] !== a) {
    diffs++;
    if (diffs < 6) {
      console.log('DIFF', inputs);
      const x = JSON.parse(recorded[inputs]!),
        y = JSON.parse(a);
      for (let i = 0; i < Math.max(x.errors.length, y.errors.length); i++)
        if (JSON.stringify(x.errors[i]) !== JSON.stringify(y.errors[i])) {
          console.log(' main', JSON.stringify(x.errors[i]).slice(0, 400));
          console.log(' mine', JSON.stringify(y.errors[i]).slice(0, 400));
          break;
        }
    }
  }
  inputs++;
}
function mutate<S extends StatementsLike>(set: S, p: number): S {
  return {
    ...set,
    facts: set.facts.map((f) =>
      typeof f.value === 'number' && rnd() < p
        ? { ...f, value: rnd() < 0.5 ? -f.value : Math.round((rnd() - 0.3) * 1e10) / (rnd() < 0.3 ? 100 : 1) }
        : f,
    ),
  };
}
/** The demo's statements with these settings, and last year's from the same trial balance. */
function thisYearAndLast(settings: typeof BENCH_SETTINGS) {
  const set = buildStatements({
    settings,
    trialBalance,
    chart,
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });
  const previous = buildStatements({
    settings: { ...settings, periodEnd: '2024-12-31', reportingYear: 2024 },
    trialBalance,
    chart,
  });
  return { set, previous };
}
for (const rounding of ['units', 'thousands', 'millions', 'billions'] as const)
  for (const comparativeChange of [false, true]) {
    const { set, previous } = thisYearAndLast({ ...BENCH_SETTINGS, rounding, comparativeChange });
    const statements = { ...set, taxonomy: getTaxonomy(set.settings.framework) };
    for (let k = 0; k < 8; k++) {
      const s = k === 0 ? (comparativeChange ? set : statements) : mutate(statements, 0.1 * k);
      const pr = k < 2 ? previous : mutate(previous, 0.05 * k);
      check({ statements: s, previous: pr, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS });
      check({ statements: s, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS });
      check({ statements: s, previous: pr });
    }
  }
// concepts of another prefix (before and after the taxonomy's own of the same local name), unknown ones, no taxonomy
{
  const { set, previous } = thisYearAndLast({ ...BENCH_SETTINGS });
  for (let k = 0; k < 8; k++) {
    const facts: Fact[] = set.facts.map((f, i) =>
      i % (k + 3) === 0
        ? { ...f, concept: f.concept.replace(/^[^:]*:/, k % 2 ? 'other:' : k % 3 ? '' : 'zz:Unknown') }
        : f,
    );
    if (k >= 4)
      facts.unshift(...set.facts.slice(0, 20).map((f) => ({ ...f, concept: `x:${f.concept.split(':').pop()}` })));
    if (k >= 6)
      facts.push(
        ...set.facts.slice(0, 20).map((f) => ({
          ...f,
          concept: `y:${f.concept.split(':').pop()}`,
          value: typeof f.value === 'number' ? f.value + 1 : f.value,
        })),
      );
    const taxonomy = k === 7 ? undefined : getTaxonomy(set.settings.framework);
    check({
      statements: { ...set, facts, taxonomy },
      previous,
      entity: DEMO_ENTITY,
      notes: DEMO_NOTES,
      texts: DEMO_TEXTS,
    });
    check({
      statements: {
        ...set,
        facts,
        taxonomy,
        settings: { ...set.settings, framework: 'zz' as StatementSettings['framework'] },
      },
      previous: { ...previous, facts },
    });
  }
}
// the engine's fixtures
const base = F.cleanInput();
const prev = F.fixturePrevious();
for (let k = 0; k < 80; k++) {
  const facts = F.fixtureFacts()
    .filter(() => rnd() > 0.1 * (k % 4))
    .map((f) =>
      typeof f.value === 'number' && rnd() < 0.2
        ? { ...f, value: rnd() < 0.2 ? NaN : rnd() < 0.5 ? -f.value : Math.round(rnd() * 1e6) }
        : f,
    );
  const settings = {
    ...F.fixtureSettings(),
    comparativeChange: k % 3 === 0,
    rounding: (['units', 'thousands', 'millions'] as const)[k % 3],
  };
  const statements = { ...base.statements, facts, settings };
  const texts = k % 5 === 0 ? { ...base.texts, policies: {} } : base.texts;
  check({ ...base, statements, texts, previous: k % 2 ? prev : undefined });
  check({
    ...base,
    statements,
    previous: k % 2 ? mutate(prev, 0.3) : undefined,
    entity: undefined,
    notes: k % 4 ? base.notes : undefined,
  });
}
// the property tests' generator: engine-built statements in every framework, layout, rounding, translation
const scenarios = fc.sample(T.statementScenario, { seed: 42, numRuns: 70 });
for (const [i, sc] of scenarios.entries()) {
  const set = T.buildScenario(sc);
  check({ statements: set });
  if (i % 2 === 0)
    check({ statements: mutate(set, 0.2), previous: set, entity: DEMO_ENTITY, notes: DEMO_NOTES, texts: DEMO_TEXTS });
  if (i % 7 === 0)
    check(
      { statements: set },
      VALIDATION_RULES.filter((_: ValidationRule, j: number) => j % 3 === 0),
    );
}
if (mode === 'record') fs.writeFileSync(file, out.join('\n'));
console.log({ inputs, findings, diffs });
if (diffs) process.exit(1);
