import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../db/schema';
import { bigTrialBalance } from '../../test/big-trial-balance';
import { killChild, killDuringWrite, startChild } from '../../test/child-server';
import { seedDemoDataDir, trialBalanceOnDisk } from '../../test/data-dir';

/*
 * Kills the server (SIGKILL, a child process) while it commits a 10,000-line trial balance, restarts it, and checks
 * that the statement holds either the old trial balance or the new one, whole, with the matching version.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-crash-'));
// Below the system's ephemeral ports (32768–60999), so an outgoing connection never holds it.
const port = 28000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
let token = '';
let statementId = '';
let bigCsv = '';
let newKeys: string[] = [];
let child: ChildProcess | undefined;

const start = () => startChild(dataDir, port);
const kill = killChild;

/** The trial balance and version now on disk (read by a fresh connection after the process is gone). */
const onDisk = () => trialBalanceOnDisk(dataDir, statementId);

beforeAll(async () => {
  // Same port as the child server: the token's issuer is the server's public URL.
  const { db, close, seeded, token: demoToken } = await seedDemoDataDir(dataDir, port);
  statementId = seeded.statementId;
  token = demoToken;
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
    const commit = () =>
      fetch(`${base}/api/statements/${statementId}/trial-balance?dryRun=false&confirm=confirm&version=${old.version}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/csv' },
        body: bigCsv,
      });
    expect(await killDuringWrite(dataDir, child, commit, 15)).toBe(true);

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
      `${base}/api/statements/${statementId}/trial-balance?dryRun=false&confirm=confirm&version=${after.version}`,
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
