// The scaled-out setup on one machine (issues 17 and 37), for trying it and for tests: PostgreSQL (Debian's package, a
// cluster of its own kept in the system's temporary folder), an MQTT broker (Debian's mosquitto when installed, else
// a small aedes broker), an S3-compatible store (s3rver, from npm), API instances (two; DFR_INSTANCES) from the
// compiled build, each restarted when it dies, and HAProxy (Debian's, installed when missing) in front of them on PORT
// (3000): health checks every second, a failed connection retried on another instance, idempotent requests (GET, HEAD,
// OPTIONS) also retried when an instance dies while answering; WebSockets (/mqtt) included. Every instance serves the
// built web app. docs/deployment.md shows the same layout for production.
//
//   node scripts/scale-out.mjs                    then open http://127.0.0.1:3000 (Ctrl+C stops everything)
//   node scripts/scale-out.mjs --sqlite           the instances on one SQLite file and the data directory's files
//   node scripts/scale-out.mjs --measure-failover a steady load through HAProxy, one instance killed (SIGKILL) in
//                                                 the middle: prints the requests answered, failed and in flight at
//                                                 the kill, exits 1 when more failed than were in flight; then stops
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failoverUnderLoad, haproxyConfigText } from './haproxy.mjs';
import { ensureHaproxy, ensurePnpm, ensurePostgres, log, pnpmInstall, runOrExit } from './lib.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const pnpm = ensurePnpm();
await pnpmInstall(pnpm);
log('building the web app and the API');
await runOrExit(`${pnpm} --filter @dfr/web build`);
await runOrExit(`${pnpm} --filter @dfr/api build`);
if (!ensureHaproxy()) {
  console.error('[dfr] Could not install haproxy. Install it with apt-get (Debian) and run this command again.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const brokerPort = Number(process.env.DFR_BROKER_PORT ?? 1883);
const instanceCount = Math.max(1, Number(process.env.DFR_INSTANCES ?? 2));
const instances = Array.from({ length: instanceCount }, (_, i) => port + 1 + i);
const measureFailover = process.argv.includes('--measure-failover');
const dataDir = process.env.DFR_DATA_DIR ?? path.resolve('data');
const children = [];
const start = (command, args, env = {}, cwd = undefined) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, cwd });
  children.push(child);
  return child;
};
const sqlite = process.argv.includes('--sqlite');
// DFR_DATABASE_URL names a PostgreSQL database to use instead of the script's own cluster.
const postgres =
  sqlite || process.env.DFR_DATABASE_URL
    ? undefined
    : await ensurePostgres({ dir: path.join(os.tmpdir(), 'dfr-scale-out-postgres') });
let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  postgres?.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

/** Runs one of the API package's scripts (under tsx) beside the instances. */
const apiScript = (script, ...args) =>
  start(pnpm.split(' ')[0], [...pnpm.split(' ').slice(1), '--filter', '@dfr/api', 'exec', 'tsx', script, ...args]);

// The broker every instance shares.
if (spawnSync('sh', ['-c', 'command -v mosquitto']).status === 0) {
  log(`mosquitto on mqtt://127.0.0.1:${brokerPort}`);
  start('mosquitto', ['-p', String(brokerPort)]);
} else {
  log(`no mosquitto (apt-get install mosquitto): the aedes broker on mqtt://127.0.0.1:${brokerPort}`);
  apiScript('scripts/broker.ts', String(brokerPort));
}
// The object store every instance shares (uploads, exports, filing packages).
const s3Port = Number(process.env.DFR_S3_PORT ?? 4569);
const shared = {};
if (!sqlite) {
  apiScript('scripts/s3.ts', String(s3Port), path.join(dataDir, 's3'));
  Object.assign(shared, {
    DFR_DATABASE_URL: process.env.DFR_DATABASE_URL ?? postgres.database('dfr'),
    DFR_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    DFR_S3_BUCKET: 'dfr',
    DFR_S3_ACCESS_KEY_ID: 'S3RVER',
    DFR_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  log(`PostgreSQL on ${shared.DFR_DATABASE_URL}, S3-compatible store on ${shared.DFR_S3_ENDPOINT}`);
}
await new Promise((r) => setTimeout(r, 1500));

/** Waits until an instance answers (the first one migrates and seeds the database before the second starts). */
const answering = async (instancePort) => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${instancePort}/config.json`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the instance on port ${instancePort} did not start`);
};

// The instances: one database, one broker, one public address (the load balancer's), so a token of one is valid on
// every other. Each runs the compiled build on plain Node (as the systemd unit in deploy/ does) and is started again
// when it dies (the unit's Restart=on-failure).
const running = new Map();
const startInstance = (instancePort) => {
  const child = start(
    process.execPath,
    ['--enable-source-maps', 'dist/main.mjs'],
    {
      PORT: String(instancePort),
      DFR_DATA_DIR: dataDir,
      DFR_MQTT_URL: `mqtt://127.0.0.1:${brokerPort}`,
      DFR_PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The load balancer is the only client the instances see: its X-Forwarded-For is believed.
      DFR_TRUSTED_PROXIES: '127.0.0.1',
      ...(measureFailover ? { DFR_RATE_LIMIT_PER_ADDRESS: '1000000', DFR_RATE_LIMIT_PER_USER: '1000000' } : {}),
      ...shared,
    },
    path.resolve('apps/api'),
  );
  running.set(instancePort, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`the instance on port ${instancePort} stopped (${signal ?? `exit ${code}`}): starting it again`);
    setTimeout(() => startInstance(instancePort), 1000).unref();
  });
  return child;
};
for (const instancePort of instances) {
  if (instancePort !== instances[0]) await answering(instances[0]);
  startInstance(instancePort);
}

// HAProxy in front: health checks of /api/health every second (an instance that fails two is taken out, one that
// passes two is put back; a refused connection takes it out at once), least connections first. A request whose
// connection fails is sent to another instance (nothing reached the dead one); a GET, HEAD or OPTIONS whose instance
// dies while answering is sent again too (never a write, which may have been done). WebSockets pass through.
const haproxyConfig = path.join(os.tmpdir(), `dfr-scale-out-haproxy-${port}.cfg`);
fs.writeFileSync(haproxyConfig, haproxyConfigText(port, instances));
start('haproxy', ['-f', haproxyConfig, '-db']);
await Promise.all(instances.map(answering));
await answering(port);
log(`HAProxy on http://127.0.0.1:${port} → instances on ports ${instances.join(', ')} (data in ${dataDir})`);
if (measureFailover) {
  const failed = await measureFailoverUnderLoad(port, instances, running);
  stop(failed ? 1 : 0);
}

/**
 * A steady load through the load balancer for 3 s, then the second instance killed with SIGKILL, then 4 s more
 * (`failoverUnderLoad`). Prints what was answered and what failed; returns whether more requests failed than were in
 * flight at the kill (the most a kill may cost).
 */
async function measureFailoverUnderLoad(frontPort, backendPorts, children) {
  const victim = children.get(backendPorts[1] ?? backendPorts[0]);
  const r = await failoverUnderLoad({ base: `http://127.0.0.1:${frontPort}`, kill: () => victim.kill('SIGKILL') });
  log(
    `failover: ${r.ok} requests answered 200 (${r.okBefore} before the kill, ${r.ok - r.okBefore} in the ${r.afterMs} ms after), ${r.failures.length} failed${r.failures.length ? ` (${[...new Set(r.failures)].join(', ')})` : ''}; ${r.inFlightAtKill} were in flight through the load balancer when the instance was killed`,
  );
  return r.failures.length > r.inFlightAtKill;
}
