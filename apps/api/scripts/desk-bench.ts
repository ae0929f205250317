/**
 * The desk's response times on a country's data (issue 32): every desk list (several filters each), the statistics
 * and the audit trail, requested one at a time by one regulator user through the app (routing, sign-in check,
 * validation, the queries, JSON), 200 times each after 10 warm-ups. Prints the first request's time (counts and
 * statistics computed: they are then kept until the next write), p50, p99 and max per request and the heap before and
 * after (the lists are pages: memory does not grow with the rows).
 *
 *   pnpm --filter @dfr/api seed:country --data-dir /tmp/dfr-country      # once (50,000 entities)
 *   pnpm --filter @dfr/api bench:desk --data-dir /tmp/dfr-country
 *   RUNS=500 pnpm --filter @dfr/api bench:desk --data-dir /tmp/dfr-country
 *   WALK=1 pnpm --filter @dfr/api bench:desk --data-dir /tmp/dfr-country   # also every page of every list, by cursor
 *   COLD=1 pnpm --filter @dfr/api bench:desk --data-dir /tmp/dfr-country   # a write before every request
 *
 * COLD=1 writes one row (an entity's `updated_at`) before every request, untimed: the counts and statistics kept until
 * the next write (db/read-cache.ts) are computed again each time, as for the first request after any change.
 *
 * "… by cursor" requests ask for the page after another with the cursor its answer gave (`?after=`, issue 32): the
 * cursors are read once before the runs. WALK=1 then reads every list to its end a page of 100 at a time, following
 * the cursors, and prints the process's resident memory (RSS) and heap as it goes: they stay flat while the rows read
 * grow to the whole country.
 */
import path from 'node:path';
import { createApp } from '../src/app';
import { REGULATOR_GROUP } from '../src/auth/regulator';
import { signInForTest } from '../src/auth/testing';
import { createDeps } from '../src/context';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { ensureUser } from '../src/identity';
import { eq } from 'drizzle-orm';
import { entities } from '../src/db/schema';

const RUNS = Number(process.env.RUNS ?? 200);
const WARM = 10;
const GOAL_MS = 100;
const COLD = Boolean(process.env.COLD);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const SCENARIOS: [string, string][] = [
  ['submissions', '/api/regulator/submissions'],
  ['submissions, received in Kampot', '/api/regulator/submissions?status=received&province=kampot'],
  ['submissions, page 200 by entity', '/api/regulator/submissions?sort=entity&page=200'],
  ['submissions, page 200 by entity, by cursor', '/api/regulator/submissions?sort=entity&page=200&after=@199'],
  ['submissions, page 4000, by cursor', '/api/regulator/submissions?page=4000&after=@3999'],
  ['credential requests, pending', '/api/regulator/credential-requests?status=pending'],
  ['credential requests, Siem Reap', '/api/regulator/credential-requests?province=siem-reap'],
  ['compliance', '/api/regulator/compliance'],
  ['compliance, overdue', '/api/regulator/compliance?overdue=true'],
  [
    'compliance, overdue medium in Battambang',
    '/api/regulator/compliance?overdue=true&province=battambang&size=medium',
  ],
  ['compliance, 2025 construction', '/api/regulator/compliance?year=2025&industry=construction'],
  ['compliance, page 1000', '/api/regulator/compliance?page=1000'],
  ['compliance, page 1000, by cursor', '/api/regulator/compliance?page=1000&after=@999'],
  ['invoices', '/api/regulator/invoices'],
  ['invoices, overdue', '/api/regulator/invoices?status=overdue'],
  ['invoices, Kandal 2024 by amount', '/api/regulator/invoices?province=kandal&year=2024&sort=amount'],
  ['invoices, page 4000 by due date, by cursor', '/api/regulator/invoices?sort=due&page=4000&after=@3999'],
  ['credential requests, page 1500, by cursor', '/api/regulator/credential-requests?page=1500&after=@1499'],
  ['statistics, 2024', '/api/regulator/statistics?year=2024'],
  ['statistics, latest year', '/api/regulator/statistics'],
  ['audit trail', '/api/regulator/audit'],
  ['audit trail, one entity', '/api/regulator/audit?entityId=ctry-e-123'],
  ['staff', '/api/regulator/staff'],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main() {
  const dataDir = path.resolve(arg('--data-dir') ?? process.env.DFR_DATA_DIR ?? './data-country');
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'test',
    DFR_DATA_DIR: dataDir,
    DFR_DEMO: 'false',
    DFR_RATE_LIMIT_PER_ADDRESS: '1000000000',
    DFR_RATE_LIMIT_PER_USER: '1000000000',
  });
  const { db, close } = await openDatabase(env.dataDir);
  const deps = await createDeps(env, db);
  const app = createApp(deps);
  const email = 'desk-bench@example.com';
  await ensureUser(deps, { email, password: 'Regulator@2026', groups: [REGULATOR_GROUP] });
  const { accessToken } = await signInForTest(deps, email, 'Regulator@2026');
  const headers = { authorization: `Bearer ${accessToken}` };

  // `after=@N`: the cursor the answer for page N (by offset) gave for the page after it.
  const scenarios: [string, string][] = [];
  for (const [name, url] of SCENARIOS) {
    const at = /after=@(\d+)/.exec(url);
    if (!at) {
      scenarios.push([name, url]);
      continue;
    }
    const before = url.replace(/page=\d+&after=@\d+/, `page=${at[1]}`);
    const res = await app.request(before, { headers });
    const next = ((await res.json()) as { next?: string | null }).next;
    if (!next) throw new Error(`${before} gave no cursor (answered ${res.status})`);
    scenarios.push([name, url.replace(`@${at[1]}`, next)]);
  }

  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const lines: string[] = [];
  let worst = 0;
  for (const [name, url] of scenarios) {
    const times: number[] = [];
    let size = 0;
    let first = 0;
    for (let i = 0; i < WARM + RUNS; i++) {
      if (COLD)
        await db.update(entities).set({ updatedAt: new Date().toISOString() }).where(eq(entities.id, 'ctry-e-0'));
      const t = performance.now();
      const res = await app.request(url, { headers });
      const body = await res.text();
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
      if (i === 0) first = ms;
      if (i >= WARM) times.push(ms);
      size = body.length;
    }
    times.sort((a, b) => a - b);
    const p99 = quantile(times, 0.99);
    worst = Math.max(worst, p99);
    lines.push(
      `| ${name} | \`${url.replace('/api/regulator', '').replace(/after=[\w-]+/, 'after=…')}\` | ${first.toFixed(1)} | ${quantile(times, 0.5).toFixed(1)} | ${p99.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${(size / 1024).toFixed(0)} KB |`,
    );
  }
  globalThis.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  console.log(
    `\n${RUNS} requests each after ${WARM} warm-ups, one user, ${dataDir}${COLD ? ', a write before each' : ''}\n`,
  );
  console.log('| request | path | first ms | p50 ms | p99 ms | max ms | answer |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const line of lines) console.log(line);
  console.log(
    `\nheap: ${(heapBefore / 1048576).toFixed(0)} MB before, ${(heapAfter / 1048576).toFixed(0)} MB after; worst p99 ${worst.toFixed(1)} ms (goal < ${GOAL_MS} ms)`,
  );
  if (process.env.WALK) await walk(app, headers);
  await deps.pdf?.close?.();
  await close();
  process.exit(worst < GOAL_MS ? 0 : 1);
}

/** Every page of every list, 100 rows a page by cursor; RSS and heap every 200 pages and at the end. */
async function walk(app: ReturnType<typeof createApp>, headers: Record<string, string>) {
  const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;
  const lists: [string, string][] = [
    ['submissions', 'submissions'],
    ['credential-requests', 'requests'],
    ['compliance', 'entities'],
    ['invoices', 'invoices'],
  ];
  console.log('\n| list | pages | rows | RSS at start | RSS at the end | largest RSS | heap at the end |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [list, key] of lists) {
    globalThis.gc?.();
    const start = process.memoryUsage().rss;
    let peak = start;
    let after: string | null | undefined;
    let pages = 0;
    let rows = 0;
    do {
      const url = `/api/regulator/${list}?pageSize=100${after ? `&after=${after}` : ''}`;
      const body = (await (await app.request(url, { headers })).json()) as Record<string, unknown>;
      after = body.next as string | null;
      rows += (body[key] as unknown[]).length;
      pages++;
      if (pages % 200 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    } while (after);
    globalThis.gc?.();
    const end = process.memoryUsage();
    peak = Math.max(peak, end.rss);
    console.log(`| ${list} | ${pages} | ${rows} | ${mb(start)} | ${mb(end.rss)} | ${mb(peak)} | ${mb(end.heapUsed)} |`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
