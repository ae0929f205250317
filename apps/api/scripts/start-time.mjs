// How long the compiled build takes to start (issue 37): from spawning `node dist/main.mjs` until `/api/health`
// answers 200 (the database opened and migrated, the server listening), five runs, the median printed. Build first
// (`pnpm --filter @dfr/api build`); the database is the environment's (DFR_DATABASE_URL, else SQLite in DFR_DATA_DIR).
//
//   node apps/api/scripts/start-time.mjs [port]        e.g. DFR_DATA_DIR=/tmp/dfr-start node apps/api/scripts/start-time.mjs 4715
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.argv[2] ?? '3999';
const env = {
  DFR_DEMO: 'false',
  NODE_ENV: 'production',
  DFR_PUBLIC_URL: `http://127.0.0.1:${port}`,
  ...process.env,
  PORT: port,
};
const times = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
    cwd: apiDir,
    env,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  times.push(performance.now() - started);
  child.kill('SIGTERM');
  await exited;
}
times.sort((a, b) => a - b);
console.log(
  `start to first answer (ms): ${times.map((t) => t.toFixed(0)).join(', ')}; median ${times[2].toFixed(0)} ms`,
);
