import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { testDatabaseEnv, testDatabaseUrl } from '../db/testing';

/**
 * The API as a child process (`src/main.ts` under tsx), for the tests that kill it (SIGKILL) in the middle of a write
 * and start it again on the same data directory.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startChild(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const database = await testDatabaseEnv(dataDir);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DFR_DATA_DIR: dataDir,
      PORT: String(port),
      DFR_DEMO: 'false',
      ...database,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it wrote on stderr, to say why when it exits before it runs (the last lines).
  let errors = '';
  proc.stderr!.on('data', (d: Buffer) => {
    errors = (errors + d.toString()).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    // Its start compiles the API under tsx: 8–13 s on this 2-core machine under load, longer while the test command's
    // lanes run beside it (the PostgreSQL lane on Node 24 went past 30 s twice).
    const timer = setTimeout(() => reject(new Error('server did not start within 60 s')), 60_000);
    proc.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('DFR is running')) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on port ${port} exited with ${code}${errors ? `:\n${errors.trim()}` : ''}`));
    });
  });
}

export function killChild(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends `request` and kills `proc` (SIGKILL) as soon as a server holds the data directory's write lock, i.e. inside
 * the commit's transaction (after a random wait of up to `jitterMs`, to land anywhere in it). Whether the kill came
 * inside a write: false when the request finished, or 20 s passed, first.
 */
export async function killDuringWrite(
  dataDir: string,
  proc: ChildProcess,
  request: () => Promise<unknown>,
  jitterMs = 0,
): Promise<boolean> {
  const probe = createClient({ url: `file:${path.join(dataDir, 'dfr.db')}` });
  await probe.execute('PRAGMA busy_timeout = 0');
  const sent = request().catch(() => undefined);
  let killedInside = false;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && proc.exitCode === null) {
    try {
      await probe.execute('BEGIN IMMEDIATE');
      await probe.execute('ROLLBACK');
    } catch {
      // SQLITE_BUSY: a server is writing.
      if (jitterMs) await sleep(Math.floor(Math.random() * jitterMs));
      await killChild(proc);
      killedInside = true;
      break;
    }
    await sleep(1);
  }
  probe.close();
  await sent;
  return killedInside;
}

/**
 * Holds the database's write lock from outside the server (SQLite: `BEGIN IMMEDIATE` on the file; PostgreSQL: the
 * statements table locked against writes), so that a server's next write waits; returns the release.
 */
export async function holdWriteLock(dataDir: string): Promise<() => Promise<void>> {
  const url = await testDatabaseUrl(dataDir);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('begin');
    await client.query('lock table statements in exclusive mode');
    return async () => {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    };
  }
  const probe = createClient({ url: `file:${path.join(dataDir, 'dfr.db')}` });
  await probe.execute('BEGIN IMMEDIATE');
  return async () => {
    await probe.execute('ROLLBACK').catch(() => undefined);
    probe.close();
  };
}
