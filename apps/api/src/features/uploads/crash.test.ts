import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, uploads } from '../../db/schema';
import { openTestDatabase } from '../../db/testing';
import { demoTrialBalanceCsv } from '@dfr/statement-engine';
import { holdWriteLock, killChild, startChild } from '../../test/child-server';
import { seedDemoDataDir, trialBalanceOnDisk } from '../../test/data-dir';

/*
 * Issue 38: kills the server (SIGKILL, a child process) between the file of a trial-balance import and its row (the
 * file is stored before the import's transaction; the test holds the database's write lock, so the transaction waits
 * and the kill lands between the two), and shows the orphan removed by the lifecycle's sweep when the server starts
 * again (grace period 0 here; an hour by default).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-orphan-'));
const port = Number(process.env.DFR_TEST_PORT) || 26000 + Math.floor(Math.random() * 2000); // below the ephemeral ports
const base = `http://127.0.0.1:${port}`;
let token = '';
let statementId = '';
let child: ChildProcess | undefined;

/** Every file under the data directory's uploads folder. */
const uploadedFiles = (dir = path.join(dataDir, 'uploads')): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((d) => (d.isDirectory() ? uploadedFiles(path.join(dir, d.name)) : [path.join(dir, d.name)]))
    : [];

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function until(done: () => boolean | Promise<boolean>, ms: number, every = 1) {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) await sleep(every);
  return done();
}

async function rowsOnDisk() {
  const { db, close } = await openTestDatabase(dataDir);
  const kept = await db.select().from(uploads);
  const swept = await db.select().from(auditLog).where(eq(auditLog.action, 'storage.lifecycle'));
  await close();
  return { kept, swept };
}

beforeAll(async () => {
  const { close, seeded, token: demoToken } = await seedDemoDataDir(dataDir, port);
  statementId = seeded.statementId;
  token = demoToken;
  await close();
}, 60000);

afterAll(async () => {
  if (child) await killChild(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed between an upload and its row', () => {
  it('leaves an orphaned file that the sweep at the next start removes', async () => {
    const before = await trialBalanceOnDisk(dataDir, statementId);
    expect(uploadedFiles()).toEqual([]);
    child = await startChild(dataDir, port);
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${base}/api/statements/${statementId}`, { headers: auth })).status).toBe(200);
    const release = await holdWriteLock(dataDir);
    const commit = fetch(
      `${base}/api/statements/${statementId}/trial-balance?dryRun=false&confirm=confirm&version=${before.version}`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/csv' },
        body: demoTrialBalanceCsv(),
      },
    ).catch(() => undefined);
    // The file is in storage; the import's transaction (its lines, then the row) waits for the lock.
    expect(await until(() => uploadedFiles().length > 0, 20000)).toBe(true);
    await killChild(child);
    await release();
    await commit;

    // Nothing committed, and the file is there with no row: the orphan of issue 38.
    expect((await trialBalanceOnDisk(dataDir, statementId)).version).toBe(before.version);
    expect((await rowsOnDisk()).kept).toEqual([]);
    const [orphan] = uploadedFiles();
    expect(orphan).toBeDefined();

    // The next start sweeps it (one instance, under the lease) and says what it removed.
    child = await startChild(dataDir, port, { DFR_ORPHAN_GRACE_MINUTES: '0' });
    expect(await until(async () => (await rowsOnDisk()).swept.length > 0, 10000, 50)).toBe(true);
    expect(fs.existsSync(orphan!)).toBe(false);
    await killChild(child);
    child = undefined;
    const { swept } = await rowsOnDisk();
    expect(swept).toHaveLength(1);
    expect(swept[0]!.after).toMatchObject({ orphans: { uploads: 1 } });
    expect((swept[0]!.after as { keys: string[] }).keys[0]).toBe(
      path.relative(dataDir, orphan!).split(path.sep).join('/'),
    );
  }, 90000);
});
