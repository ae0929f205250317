// The scaled-out setup on one machine (issue 17), for trying it and for tests: PostgreSQL (Debian's package, a
// cluster of its own kept in the system's temporary folder), an MQTT broker (Debian's mosquitto when installed, else
// a small aedes broker), an S3-compatible store (s3rver, from npm), two API instances and a round-robin proxy in
// front of them on PORT (3000), WebSockets (/mqtt) included. Every instance serves the built web app.
//
//   node scripts/scale-out.mjs            then open http://127.0.0.1:3000 (Ctrl+C stops everything)
//   node scripts/scale-out.mjs --sqlite   the two instances on one SQLite file and the data directory's files instead
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePnpm, ensurePostgres, log, pnpmInstall, runOrExit } from './lib.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const pnpm = ensurePnpm();
await pnpmInstall(pnpm);
log('building the web app');
await runOrExit(`${pnpm} --filter @dfr/web build`);

const port = Number(process.env.PORT ?? 3000);
const brokerPort = Number(process.env.DFR_BROKER_PORT ?? 1883);
const instances = [port + 1, port + 2];
const dataDir = process.env.DFR_DATA_DIR ?? path.resolve('data');
const children = [];
const start = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
};
const sqlite = process.argv.includes('--sqlite');
const postgres = sqlite ? undefined : await ensurePostgres({ dir: path.join(os.tmpdir(), 'dfr-scale-out-postgres') });
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  postgres?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

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
    DFR_DATABASE_URL: postgres.database('dfr'),
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

// Two instances: one database, one broker, one public address (the proxy's), so a token of one is valid on the other.
for (const instancePort of instances) {
  if (instancePort !== instances[0]) await answering(instances[0]);
  start(pnpm.split(' ')[0], [...pnpm.split(' ').slice(1), '--filter', '@dfr/api', 'start'], {
    PORT: String(instancePort),
    DFR_DATA_DIR: dataDir,
    DFR_MQTT_URL: `mqtt://127.0.0.1:${brokerPort}`,
    DFR_PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The proxy is the only client the instances see: its X-Forwarded-For is believed.
    DFR_TRUSTED_PROXIES: '127.0.0.1',
    ...shared,
  });
}

// The proxy: each request and each WebSocket to the next instance in turn; an instance that does not answer is
// skipped.
let next = 0;
const pick = () => instances[next++ % instances.length];
const proxy = http.createServer((req, res) => {
  const forward = (tries) => {
    const target = pick();
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (tries > 1 ? forward(tries - 1) : res.writeHead(502).end()));
    req.pipe(upstream);
  };
  forward(instances.length);
});
proxy.on('upgrade', (req, socket, head) => {
  const upstream = net.connect(pick(), '127.0.0.1', () => {
    const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`);
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});
await Promise.all(instances.map(answering));
proxy.listen(port, '127.0.0.1', () =>
  log(`proxy on http://127.0.0.1:${port} → instances on ports ${instances.join(' and ')} (data in ${dataDir})`),
);
