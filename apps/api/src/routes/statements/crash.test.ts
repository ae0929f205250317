import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTest } from '../../auth/testing';
import { createDeps } from '../../context';
import { openDatabase } from '../../db/client';
import { entities, statements, trialBalanceLines } from '../../db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../demo/seed';
import { loadEnv } from '../../env';
import { bigTrialBalance, lineKey } from '../../test/big-trial-balance';
import { killChild, startChild } from '../../test/child-server';

/*
 * Kills the server (SIGKILL, a child process) while it commits a 10,000-line trial balance, restarts it, and checks
 * that the statement holds either the old trial balance or the new one, whole, with the matching version.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-crash-'));
const port = 41000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
let token = '';
let statementId = '';
let bigCsv = '';
let newKeys: string[] = [];
let child: ChildProcess | undefined;

const start = () => startChild(dataDir, port);
const kill = killChild;

/** The trial balance and version now on disk (read by a fresh connection after the process is gone). */
async function onDisk() {
  const { db, close } = await openDatabase(dataDir);
  const lines = await db.select().from(trialBalanceLines).where(eq(trialBalanceLines.statementId, statementId));
  const [row] = await db.select().from(statements).where(eq(statements.id, statementId));
  close();
  return { keys: lines.map(lineKey).sort(), version: row!.version };
}

beforeAll(async () => {
  // Same port as the child server: the token's issuer is the server's public URL.
  const env = loadEnv({ NODE_ENV: 'test', DFR_DATA_DIR: dataDir, DFR_DEMO: 'false', PORT: String(port) });
  const { db, close } = await openDatabase(env.dataDir);
  const deps = await createDeps(env, db);
  const seeded = await seedDemo(deps);
  statementId = seeded.statementId;
  token = (await signInForTest(deps, DEMO_EMAIL, DEMO_PASSWORD)).accessToken;
  // 5,000 custom accounts so that a 10,000-line trial balance (two years) is valid.
  const [entity] = await db.select().from(entities);
  const big = await bigTrialBalance(db, entity!.id);
  bigCsv = big.csv;
  newKeys = big.keys;
  close();
}, 60000);

afterAll(async () => {
  if (child) await kill(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during a trial-balance commit', () => {
  it('leaves the old or the new trial balance whole after restart', async () => {
    const old = await onDisk();
    expect(old.keys.length).toBeGreaterThan(0);
    expect(newKeys).toHaveLength(10000);

    child = await start();
    const auth = { authorization: `Bearer ${token}` };
    // Warm up: profile and caches, so the only write lock during the commit is the commit's own.
    expect((await fetch(`${base}/api/statements/${statementId}`, { headers: auth })).status).toBe(200);

    // Kill as soon as the server holds the database's write lock (inside the commit's transaction).
    const probe = createClient({ url: `file:${path.join(dataDir, 'dfr.db')}` });
    await probe.execute('PRAGMA busy_timeout = 0');
    const request = fetch(`${base}/api/statements/${statementId}/trial-balance?dryRun=false&version=${old.version}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: bigCsv,
    }).catch(() => undefined);
    let killedInside = false;
    const deadline = Date.now() + 20000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        await probe.execute('BEGIN IMMEDIATE');
        await probe.execute('ROLLBACK');
      } catch {
        // SQLITE_BUSY: the server is writing.
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 15)));
        await kill(child);
        killedInside = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    probe.close();
    await request;
    expect(killedInside).toBe(true);

    const after = await onDisk();
    if (after.version === old.version) expect(after.keys).toEqual(old.keys);
    else {
      expect(after.version).toBe(old.version + 1);
      expect(after.keys).toEqual(newKeys);
    }

    // The restarted server serves whichever trial balance survived, and a retried commit completes.
    child = await start();
    const current = (await (await fetch(`${base}/api/statements/${statementId}`, { headers: auth })).json()) as {
      version: number;
    };
    expect(current.version).toBe(after.version);
    const retry = await fetch(
      `${base}/api/statements/${statementId}/trial-balance?dryRun=false&version=${after.version}`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/csv' },
        body: bigCsv,
      },
    );
    expect(retry.status).toBe(200);
    await kill(child);
    child = undefined;
    expect((await onDisk()).keys).toEqual(newKeys);
  }, 120000);
});
