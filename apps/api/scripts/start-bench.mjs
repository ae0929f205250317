// Start-up of the API from its compiled build (issue 30): the time from `node dist/main.mjs` to the first answer of
// /api/health, and the resident memory once idle. Two starts on one data directory: the first migrates and seeds the
// demo, the second is a restart (what a deployment does). With `--tsx`, the same through tsx, for comparison.
//
//   pnpm --filter @dfr/api build && node apps/api/scripts/start-bench.mjs [--tsx]   (PORT, default 4725)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4725);
const viaTsx = process.argv.includes('--tsx');
const args = viaTsx ? ['--import', 'tsx', 'src/main.ts'] : ['--enable-source-maps', 'dist/main.mjs'];
if (!viaTsx && !fs.existsSync(path.join(apiDir, 'dist/main.mjs'))) {
  console.error('No apps/api/dist/main.mjs: build the API first (pnpm --filter @dfr/api build).');
  process.exit(2);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-start-'));
/** CPU time (user + system) of a process so far, in milliseconds (Linux /proc; 100 clock ticks a second). */
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
  return (fields[11] + fields[12]) * 10;
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function start() {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DFR_DATA_DIR: dataDir, DFR_WEB_DIST: '/nonexistent' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - t0;
  // CPU time to the first answer: unlike the wall time, barely moved by other work on the machine.
  const cpu = cpuMs(child.pid);
  await new Promise((r) => setTimeout(r, 3000)); // idle: timers started, start-up garbage left to the collector
  const idle = rssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, cpu, idle };
}

try {
  const first = await start();
  const again = await start();
  const how = viaTsx ? 'through tsx' : 'compiled build';
  console.log(`first start (migrations, demo data), ${how}: ${first.ms.toFixed(0)} ms to the first answer`);
  console.log(
    `restart, ${how}: ${again.ms.toFixed(0)} ms to the first answer (${again.cpu} ms of CPU); idle memory ${again.idle.toFixed(0)} MB RSS`,
  );
  if (!viaTsx) {
    console.log(`@bench api.start_ms ${again.ms.toFixed(0)}`);
    console.log(`@bench api.first_start_ms ${first.ms.toFixed(0)}`);
    console.log(`@bench api.start_cpu_ms ${again.cpu}`);
    console.log(`@bench api.idle_rss_mb ${again.idle.toFixed(0)}`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
