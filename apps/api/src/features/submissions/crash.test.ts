import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/testing';
import { credentialRequests, efilingReceipts, invoices, statements, submissions } from '../../db/schema';
import { DEMO_EMAIL } from '../../demo/seed';
import { killChild, startChild } from '../../test/child-server';
import { seedDemoDataDir } from '../../test/data-dir';

/*
 * Kills the server (SIGKILL, a child process) while it submits a paid statement, at three moments: as soon as the
 * package is stored, as soon as the e-filing receiver has given its receipt, and after a random delay. After a restart
 * the statement is either paid with no filing, or submitted with exactly one submission and one receipt; a paid one
 * is then submitted and ends with exactly one of each.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-submit-crash-'));
// Below the system's ephemeral ports (32768–60999), so an outgoing connection never holds it.
const port = 24000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
let token = '';
let statementId = '';
let child: ChildProcess | undefined;

/** What is on disk for the statement's current attempt (read by a fresh connection after the process is gone). */
async function onDisk(key: string) {
  const { db, close } = await openTestDatabase(dataDir);
  const [row] = await db.select().from(statements).where(eq(statements.id, statementId));
  const filed = await db.select().from(submissions).where(eq(submissions.idempotencyKey, key));
  const receipts = await db.select().from(efilingReceipts).where(eq(efilingReceipts.idempotencyKey, key));
  close();
  return { stage: row!.stage, version: row!.version, filed, receipts };
}

/** The statement approved and paid again at a new version (as after a rejection, a new approval and payment). */
async function paidAgain() {
  const { db, close } = await openTestDatabase(dataDir);
  await db
    .update(statements)
    .set({ stage: 'paid', version: sql`${statements.version} + 1` })
    .where(eq(statements.id, statementId));
  const [row] = await db.select().from(statements).where(eq(statements.id, statementId));
  close();
  fs.rmSync(path.join(dataDir, 'filings'), { recursive: true, force: true });
  return row!.version;
}

const submit = (version: number) =>
  fetch(`${base}/api/statements/${statementId}/commands/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version, confirm: 'confirm' }),
  });

/** Every file under a folder (empty folders are not files). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)]))
    : [];

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Kill points: each returns once the moment has come (or the deadline passed). */
const moments: Record<string, (key: string) => Promise<void>> = {
  'the package is stored': async () => {
    const dir = path.join(dataDir, 'filings');
    const deadline = Date.now() + 30000;
    while (Date.now() < deadline && !(fs.existsSync(dir) && fs.readdirSync(dir).length)) await sleep(1);
  },
  'the receiver has given its receipt': async (key) => {
    const probe = createClient({ url: `file:${path.join(dataDir, 'dfr.db')}` });
    const deadline = Date.now() + 30000;
    try {
      while (Date.now() < deadline) {
        const found = await probe
          .execute({ sql: 'SELECT 1 FROM efiling_receipts WHERE idempotency_key = ?', args: [key] })
          .catch(() => ({ rows: [] }));
        if (found.rows.length) return;
        await sleep(1);
      }
    } finally {
      probe.close();
    }
  },
  'a random delay': async () => {
    await sleep(Math.floor(Math.random() * 2500));
  },
};

beforeAll(async () => {
  const { db, close, seeded, token: demoToken } = await seedDemoDataDir(dataDir, port);
  statementId = seeded.statementId;
  token = demoToken;
  // Eligible (the regulator issued the credential) and the year's fee paid.
  await db.insert(credentialRequests).values({
    id: 'crash-credential',
    entityId: seeded.entityId,
    requestedBy: 'demo',
    registrationNumber: 'X',
    contactName: DEMO_EMAIL,
    contactEmail: DEMO_EMAIL,
    status: 'approved',
  });
  await db.insert(invoices).values({
    id: 'crash-invoice',
    entityId: seeded.entityId,
    statementId,
    reportingYear: 2025,
    number: 'INV-2026-000900',
    date: '2026-01-10',
    amountDue: 400_000,
    currency: 'KHR',
    status: 'paid',
  });
  close();
}, 60000);

afterAll(async () => {
  if (child) await killChild(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during a submission', () => {
  it.each(Object.keys(moments))(
    'killed when %s: after restart, paid with no filing or submitted with exactly one',
    async (moment) => {
      const version = await paidAgain();
      const key = `${statementId}:v${version}`;
      child = await startChild(dataDir, port);
      const request = submit(version).catch(() => undefined);
      await moments[moment]!(key);
      await killChild(child);
      await request;

      // The restart finishes or undoes what the killed process left.
      child = await startChild(dataDir, port);
      const after = await onDisk(key);
      if (after.stage === 'paid') {
        expect(after.version).toBe(version);
        expect(after.filed).toHaveLength(0);
        expect(after.receipts).toHaveLength(0);
        // Nothing of the lost attempt remains to be sent: no file is kept under filings/.
        expect(filesUnder(path.join(dataDir, 'filings'))).toEqual([]);
        const retried = await submit(version);
        expect(retried.status, await retried.clone().text()).toBe(200);
      } else {
        expect(after.stage).toBe('submitted');
        expect(after.filed).toHaveLength(1);
        expect(after.receipts).toHaveLength(1);
        expect(after.filed[0]!.receiptNumber).toBe(after.receipts[0]!.receiptNumber);
        expect(after.filed[0]!.packageHash).toBe(after.receipts[0]!.packageHash);
      }
      await killChild(child);
      child = undefined;
      const end = await onDisk(key);
      expect(end.stage).toBe('submitted');
      expect(end.filed).toHaveLength(1);
      expect(end.receipts).toHaveLength(1);
      expect(end.filed[0]!.receiptNumber).toBe(end.receipts[0]!.receiptNumber);
      // The stored package is the one the receipt names, and nothing is left pending.
      const folder = path.join(dataDir, 'filings', end.filed[0]!.id);
      expect(fs.readdirSync(folder)).not.toContain('.pending.json');
    },
    120000,
  );
});
