// `pnpm bench`: runs every benchmark of the project and prints one table of figures against the budgets in
// bench/budgets.json; exits 1 when a figure is over its budget (2 when a benchmark failed to run).
//
//   pnpm bench                         # everything (builds the web app and the API first)
//   pnpm bench engine api              # groups: engine, api, start, web, browser, pdf
//   pnpm bench api --no-build          # reuse apps/web/dist and apps/api/dist as they are
//   BENCH_PORT=4720 pnpm bench         # first of the ports the benchmarks' servers take (a few above it)
//
// Each benchmark prints its figures as lines `@bench <key> <value>`; the budgets file names each key with its unit,
// budget (the guard: over it fails), goal (the target) and the command that measures it alone. Timings move with
// the machine's load: compare a change with main in the same hour (docs/performance.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const args = process.argv.slice(2).filter((a) => a !== '--');
const build = !args.includes('--no-build');
const port = Number(process.env.BENCH_PORT ?? 4720);
const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')).figures;

/** The benchmarks, by group; each runs one command and prints `@bench` lines. */
const GROUPS = {
  engine: [
    {
      name: 'engine: statements, rerender, dry run',
      command: 'pnpm --filter @dfr/statement-engine exec tsx bench/median.ts',
    },
    {
      name: 'engine: validation and XBRL',
      command: 'pnpm --filter @dfr/statement-engine exec tsx bench/validation-median.ts',
    },
  ],
  api: [
    {
      name: 'API load (200 connections)',
      command: 'pnpm --filter @dfr/api load',
      env: { LOAD_PORT: String(port), DURATION: process.env.DURATION ?? '10' },
      needs: ['api-build'],
    },
  ],
  start: [
    {
      name: 'API start-up and idle memory (compiled build)',
      command: 'node apps/api/scripts/start-bench.mjs',
      env: { PORT: String(port + 5) },
      needs: ['api-build'],
    },
  ],
  web: [
    {
      name: 'web: first route bytes',
      command: 'node apps/web/scripts/bundle-size.mjs --max-kb=100000',
      needs: ['web-build'],
    },
    {
      name: 'web: first screens',
      command: 'pnpm --filter @dfr/api exec tsx ../web/scripts/first-screens.ts',
      env: { PORT: String(port + 6) },
      needs: ['web-build'],
    },
  ],
  browser: [
    {
      name: 'web: 10k-line import in the browser, typing',
      command: 'pnpm --filter @dfr/api exec tsx ../web/scripts/typing-latency.ts',
      env: { PORT: String(port + 7) },
      needs: ['web-build'],
    },
  ],
  pdf: [{ name: 'PDF (English)', command: 'pnpm --filter @dfr/api bench:pdf --runs 9 --language en' }],
};
const PREPARE = {
  'web-build': 'pnpm --filter @dfr/web build',
  'api-build': 'pnpm --filter @dfr/api build',
};

const chosen = args.filter((a) => !a.startsWith('--'));
for (const g of chosen)
  if (!GROUPS[g]) {
    console.error(`Unknown group "${g}": one of ${Object.keys(GROUPS).join(', ')}.`);
    process.exit(2);
  }
const groups = chosen.length ? chosen : Object.keys(GROUPS);
const runs = groups.flatMap((g) => GROUPS[g]);

/** Runs a command, echoing its output; resolves with its exit code and the `@bench` figures it printed. */
function run(command, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    const figures = {};
    let buffered = '';
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^@bench (\S+) (-?[\d.]+)\s*$/.exec(line.trim());
        if (m) figures[m[1]] = Number(m[2]);
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, figures }));
  });
}

const figures = {};
const failed = [];
const prepared = new Set();
for (const r of runs) {
  for (const need of r.needs ?? [])
    if (build && !prepared.has(need)) {
      prepared.add(need);
      console.log(`\n[bench] ${PREPARE[need]}`);
      if ((await run(PREPARE[need])).code !== 0) failed.push(need);
    }
  console.log(`\n[bench] ${r.name}: ${r.command}`);
  const result = await run(r.command, r.env);
  Object.assign(figures, result.figures);
  if (result.code !== 0) failed.push(r.name);
}

// One table: every figure measured, in the budgets file's order, then any figure the file does not know.
const rows = [];
let over = 0;
const keys = [
  ...Object.keys(budgets).filter((k) => k in figures),
  ...Object.keys(figures).filter((k) => !(k in budgets)),
];
for (const key of keys) {
  const b = budgets[key];
  const value = figures[key];
  const status = !b
    ? 'no budget'
    : value > b.budget
      ? 'OVER'
      : b.goal !== undefined && value > b.goal
        ? 'ok (goal not yet)'
        : 'ok';
  if (status === 'OVER') over += 1;
  rows.push([
    b?.label ?? key,
    `${value} ${b?.unit ?? ''}`.trim(),
    b ? String(b.budget) : '–',
    b?.goal !== undefined ? String(b.goal) : '–',
    status,
  ]);
}
const head = ['figure', 'value', 'budget', 'goal', 'status'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
const missing = Object.keys(budgets).filter((k) => groups.includes(budgets[k].group) && !(k in figures));
if (missing.length) console.log(`\nNot measured (the benchmark did not print them): ${missing.join(', ')}`);
if (failed.length) console.log(`\nFailed to run: ${failed.join(', ')}`);
console.log(over ? `\n${over} figure(s) over budget.` : '\nEvery figure within its budget.');
process.exit(failed.length || missing.length ? 2 : over ? 1 : 0);
