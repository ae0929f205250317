/**
 * Load test of the API: reading a statement, listing entities and reading the computed statements, at 200
 * concurrent connections, against a real server process (fresh data directory, demo data, a signed-in demo user).
 *
 *   pnpm --filter @dfr/api load            # 10 s per scenario
 *   DURATION=20 CONNECTIONS=200 pnpm --filter @dfr/api load
 *   ONLY=statement,health                  # only these scenarios (keys below)
 *   CPU_PROF=/tmp/prof                     # a V8 CPU profile of the server
 *   SERVER_NODE_ARGS="--max-semi-space-size=32"   # extra Node flags for the server processes (the floors' too)
 *   INSTANCES=2                            # two API processes on one database, each taking half the connections
 *   DFR_DB_DIALECT=postgresql              # on PostgreSQL (a throwaway local server, or DFR_TEST_DATABASE_URL's)
 *   DATA_DIR=/tmp/dfr-country              # an existing SQLite data directory (e.g. the country seed: 150,000
 *                                          # statements), the demo added to it and the directory kept; else a fresh one
 *   VIA_TSX=1                              # the server through tsx (TypeScript compiled at run time) instead of
 *                                          # its compiled build, dist/main.mjs (what production runs; build first)
 *   LOAD_PORT=4300                         # the API's port (INSTANCES take the next ones; the floor the one after,
 *                                          # the framework floor the one after that)
 *
 * Scenario `floor` (ONLY=floor) measures a bare `node:http` server answering a small JSON body under the same load:
 * the least CPU per request any server pays on this machine, to read the API's figures against (issue 30). Scenario
 * `hono-floor` is the second floor: a bare Hono app on @hono/node-server (the API's framework and adapter, no
 * middleware, no database) answering the same body with `c.json`: what the framework alone costs per request.
 * With CPU_PROF both floors are profiled too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { signInForTest } from '../src/auth/testing';
import { createDeps } from '../src/context';
import { openDatabase } from '../src/db/client';
import { testDatabaseEnv, testDatabaseUrl } from '../src/db/testing';
import { DIALECT } from '../src/db/schema/dialect';
// @ts-expect-error: the repository's plain-JavaScript scripts have no types
import { ensurePostgres } from '../../../scripts/lib.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/demo/seed';
import { loadEnv } from '../src/env';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 200);
const port = Number(process.env.LOAD_PORT ?? 43917);
const instances = Math.max(1, Number(process.env.INSTANCES ?? 1));
const ports = Array.from({ length: instances }, (_, i) => port + i);

/**
 * User + system CPU time of a process so far, in milliseconds (Linux /proc; clock ticks are 100 Hz); with
 * `children`, also its ended children's (a server whose backends come and go keeps their time there).
 */
function cpuMs(stat: string, children = false): number {
  const fields = stat.split(') ')[1]!.split(' ').map(Number);
  return (fields[11]! + fields[12]! + (children ? fields[13]! + fields[14]! : 0)) * 10;
}
const serverCpuMs = (pid: number) => cpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** CPU time of every PostgreSQL server process on this machine so far, in milliseconds (0 on SQLite: in-process). */
function postgresCpuMs(): number {
  if (DIALECT !== 'postgresql') return 0;
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) total += cpuMs(stat, true);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

// CPU_PROF=<dir> writes a V8 CPU profile of the server process there (open it in Chrome DevTools).
const profileArgs = process.env.CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.CPU_PROF)] : [];
// SERVER_NODE_ARGS: extra Node flags for every server process, the floors' too (e.g. `--perf-basic-prof` for `perf`).
const serverNodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

// The server as production runs it: the compiled build with source maps (`pnpm --filter @dfr/api build`); VIA_TSX=1
// runs the sources through tsx instead (no build needed; tsx adds its own work to every named function it creates).
const viaTsx = process.env.VIA_TSX === '1';
const serverArgs = viaTsx ? ['--import', 'tsx', 'src/main.ts'] : ['--enable-source-maps', 'dist/main.mjs'];

async function main() {
  if (!viaTsx && !fs.existsSync(path.join(apiDir, 'dist/main.mjs'))) {
    console.error('No apps/api/dist/main.mjs: build the API first (pnpm --filter @dfr/api build), or set VIA_TSX=1.');
    process.exit(2);
  }
  const keptDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined;
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-load-'));
  const postgres = DIALECT === 'postgresql' ? await ensurePostgres() : undefined;
  if (postgres) process.env.DFR_TEST_DATABASE_URL = postgres.url;
  const env = loadEnv({ NODE_ENV: 'test', DFR_DATA_DIR: dataDir, DFR_DEMO: 'false', PORT: String(port) });
  const { db, close } = await openDatabase(env.dataDir, { url: await testDatabaseUrl(dataDir) });
  const deps = await createDeps(env, db);
  const { statementId, entityId } = await seedDemo(deps);
  const { accessToken } = await signInForTest(deps, DEMO_EMAIL, DEMO_PASSWORD);
  await close();
  const database = await testDatabaseEnv(dataDir);

  const start = (instancePort: number): ChildProcess =>
    spawn(process.execPath, [...profileArgs, ...serverNodeArgs, ...serverArgs], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DFR_DATA_DIR: dataDir,
        PORT: String(instancePort),
        // Tokens are issued for one public address, as behind a proxy: each instance accepts the other's.
        DFR_PUBLIC_URL: `http://127.0.0.1:${port}`,
        DFR_DEMO: 'false',
        DFR_WEB_DIST: '/nonexistent',
        // One address and one user send everything here: the rate limits (tested on their own) would answer 429.
        DFR_RATE_LIMIT_PER_ADDRESS: '1000000000',
        DFR_RATE_LIMIT_PER_USER: '1000000000',
        ...database,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  const servers: ChildProcess[] = [];
  for (const instancePort of ports) {
    const server = start(instancePort);
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (d: Buffer) => d.toString().includes('DFR is running') && resolve());
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }
  // The floor: a bare node:http server answering a small JSON body (no framework, no database), on the next port.
  const floorPort = port + instances;
  const floor = spawn(
    process.execPath,
    [
      ...profileArgs,
      ...serverNodeArgs,
      '-e',
      `require('node:http').createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json' }); r.end('{"status":"ok"}'); }).listen(${floorPort}, '127.0.0.1', () => console.log('floor listening')); process.on('SIGTERM', () => process.exit(0));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The framework floor: a bare Hono app on @hono/node-server (the API's versions, from its folder), the same body.
  const honoFloorPort = floorPort + 1;
  const honoFloor = spawn(
    process.execPath,
    [
      ...profileArgs,
      ...serverNodeArgs,
      '--input-type=module',
      '-e',
      `import { Hono } from 'hono'; import { serve } from '@hono/node-server';
       const app = new Hono().get('/', (c) => c.json({ status: 'ok' }));
       serve({ fetch: app.fetch, hostname: '127.0.0.1', port: ${honoFloorPort} }, () => console.log('hono floor listening'));
       process.on('SIGTERM', () => process.exit(0));`,
    ],
    { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await Promise.all(
    [floor, honoFloor].map(
      (p) =>
        new Promise<void>((resolve) =>
          p.stdout!.on('data', (d: Buffer) => d.toString().includes('listening') && resolve()),
        ),
    ),
  );
  const serversCpuMs = () => servers.reduce((sum, s) => sum + serverCpuMs(s.pid!), 0);
  /** One autocannon per instance, the connections shared out; their counts summed, the worst p50/p99 kept. */
  const cannon = async (pathname: string, seconds: number, targets = ports) => {
    const runs = await Promise.all(
      targets.map((p) =>
        autocannon({
          url: `http://127.0.0.1:${p}${pathname}`,
          headers,
          connections: Math.ceil(connections / targets.length),
          duration: seconds,
        }),
      ),
    );
    const sum = (pick: (r: Result) => number) => runs.reduce((n, r) => n + pick(r), 0);
    return {
      average: sum((r) => r.requests.average),
      total: sum((r) => r.requests.total),
      p50: Math.max(...runs.map((r) => r.latency.p50)),
      p99: Math.max(...runs.map((r) => r.latency.p99)),
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
    };
  };

  // As a browser sends them: the token, and gzip accepted (large answers such as the computed statements use it).
  const headers = { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip' };
  const all: { key: string; name: string; path: string; floor?: ChildProcess }[] = [
    // The floor: what a bare node:http server costs per request under the same load.
    { key: 'floor', name: 'floor: bare node:http, small JSON', path: '/', floor },
    // The framework floor: a bare Hono app on @hono/node-server, the same body (`c.json`).
    {
      key: 'hono-floor',
      name: 'framework floor: bare Hono on @hono/node-server, small JSON',
      path: '/',
      floor: honoFloor,
    },
    // For comparison: the same server answering its health check (no token; the database pinged).
    { key: 'health', name: 'GET /api/health (no token, database ping)', path: '/api/health' },
    { key: 'statement', name: 'GET /api/statements/:id', path: `/api/statements/${statementId}` },
    { key: 'entities', name: 'GET /api/entities', path: '/api/entities' },
    { key: 'computed', name: 'GET /api/statements/:id/computed', path: `/api/statements/${statementId}/computed` },
    { key: 'statements', name: 'GET /api/entities/:id/statements', path: `/api/entities/${entityId}/statements` },
  ];
  // ONLY=health,statement runs only those scenarios (keys: floor, hono-floor, health, statement, entities, computed,
  // statements).
  const only = process.env.ONLY?.split(',').filter(Boolean);
  const scenarios = only ? all.filter((s) => only.includes(s.key)) : all;
  const rows: string[] = [];
  try {
    for (const s of scenarios) {
      const targets = s.floor ? [s.floor === floor ? floorPort : honoFloorPort] : ports;
      const floorProcess = s.floor;
      const cpuNow = floorProcess ? () => serverCpuMs(floorProcess.pid!) : serversCpuMs;
      let bytes = 0;
      for (const p of targets) {
        const check = await fetch(`http://127.0.0.1:${p}${s.path}`, { headers });
        if (check.status !== 200) throw new Error(`${s.name} answered ${check.status} on port ${p}`);
        // The answer's size on the wire (the body as sent, compressed or not).
        bytes = Number(check.headers.get('content-length') ?? (await check.arrayBuffer()).byteLength);
      }
      // Warm-up (JIT, caches), then the measured run.
      await cannon(s.path, 2, targets);
      const cpuBefore = cpuNow();
      const databaseBefore = postgresCpuMs();
      const ownBefore = process.cpuUsage();
      const r = await cannon(s.path, duration, targets);
      // The servers' own CPU time per answered request: unlike latency, barely moved by other work on the machine.
      const cpuPerRequest = ((cpuNow() - cpuBefore) * 1000) / Math.max(1, r.total);
      // PostgreSQL's own processes, apart (SQLite works inside the API process).
      const databaseCpuPerRequest = ((postgresCpuMs() - databaseBefore) * 1000) / Math.max(1, r.total);
      // The load generator shares the machine: its own CPU time per request tells how much is left for the server.
      const own = process.cpuUsage(ownBefore);
      const loadCpuPerRequest = (own.user + own.system) / Math.max(1, r.total);
      const line = `| ${DIALECT} × ${instances} | ${s.name} | ${connections} | ${Math.round(r.average)} | ${r.p50} | ${r.p99} | ${Math.round(cpuPerRequest)} | ${Math.round(databaseCpuPerRequest)} | ${Math.round(loadCpuPerRequest)} | ${r.non2xx} | ${r.errors} | ${bytes} |`;
      rows.push(line);
      console.log(line);
      // For `pnpm bench` (scripts/bench.mjs, budgets in bench/budgets.json).
      console.log(`@bench api.${s.key}.cpu_us ${Math.round(cpuPerRequest)}`);
      console.log(`@bench api.${s.key}.p99_ms ${r.p99}`);
      console.log(`@bench api.${s.key}.errors ${r.non2xx + r.errors}`);
    }
    // The servers' peak resident memory over the whole run (Linux /proc: VmHWM).
    const peakMb = Math.max(
      ...servers.map((sv) =>
        Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${sv.pid}/status`, 'utf8'))?.[1] ?? 0),
      ),
    );
    console.log(`@bench api.load_rss_mb ${Math.round(peakMb / 1024)}`);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    floor.kill('SIGTERM');
    honoFloor.kill('SIGTERM');
    postgres?.stop();
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n| database × instances | scenario | connections | req/s | p50 ms | p99 ms | API CPU µs/req | PostgreSQL CPU µs/req | autocannon CPU µs/req | non-2xx | errors | body bytes |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
  );
  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${duration} s per scenario, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
