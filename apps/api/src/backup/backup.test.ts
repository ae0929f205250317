import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoTrialBalanceCsv } from '@dfr/statement-engine';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createDeps } from '../context';
import { auditLog, efilingReceipts, receipts, submissions } from '../db/schema';
import { openTestDatabase, testDatabaseUrl } from '../db/testing';
import { loadEnv } from '../env';
import { filingStore } from '../filing/package';
import { createObjectStore } from '../storage';
import { startS3 } from '../test/s3-server';
import { callApp, type Harness, startHarness, type TestUser } from '../test/harness';
import { BackupError, backup, readBackup, restore } from '.';

/*
 * Issue 38: a running product with the demo data and two filings is backed up (SQLite's online backup, or pg_dump on
 * the PostgreSQL run, plus the stored files), restored by the documented command into an empty data directory, and
 * started from it: every statement, filing package (each file's SHA-256), receipt and audit row is there, and a
 * session from before the backup still works (the identity keys came along).
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-backup-'));
const out = path.join(tmp, 'backup');
const restoredDir = path.join(tmp, 'restored');
let h: Harness;
let demo: TestUser;
let entityId = '';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The installation's environment with its database URL (PostgreSQL run) spelled out. */
async function envOf(dataDir: string, extra: Record<string, string> = {}) {
  const url = await testDatabaseUrl(dataDir);
  return loadEnv({
    ...extra,
    NODE_ENV: 'test',
    DFR_DATA_DIR: dataDir,
    DFR_DEMO: 'true',
    ...(url ? { DFR_DATABASE_URL: url } : {}),
  });
}

/** Two filings of the demo entity (one accepted, one received) with their packages stored and their receipts. */
async function file(statementId: string, n: number, status: 'accepted' | 'received') {
  const id = `backup-filing-${n}`;
  const files = await filingStore(h.deps.storage).write(id, [
    { name: 'financial-statements.zip', mediaType: 'application/zip', body: new Uint8Array([80, 75, 3, 4, n]) },
    { name: 'financial-statements.xhtml', mediaType: 'application/xhtml+xml', body: `<html>${n}</html>` },
    { name: 'manifest.json', mediaType: 'application/json', body: `{"n":${n}}` },
  ]);
  const receiptNumber = `EF-2026-00000${n}`;
  await h.deps.db.insert(submissions).values({
    id,
    statementId,
    entityId,
    reportingYear: 2025 - n,
    statementVersion: 1,
    receiptNumber,
    status,
    submittedBy: demo.sub,
    submittedAt: `2026-0${n}-01T00:00:00.000Z`,
    decidedAt: status === 'accepted' ? `2026-0${n}-02T00:00:00.000Z` : null,
    files,
    packageHash: files[2]!.sha256,
    idempotencyKey: `${statementId}:v${n}`,
  });
  await h.deps.db.insert(efilingReceipts).values({
    idempotencyKey: `${statementId}:v${n}`,
    receiptNumber,
    receivedAt: `2026-0${n}-01T00:00:00.000Z`,
    packageHash: files[2]!.sha256,
    registrationNumber: 'demo',
    reportingYear: 2025 - n,
    factCount: 10,
  });
}

/** What a member reads of the entity, through the API: statements, filings, invoices and receipts, kept files. */
async function read(call: Harness['call']) {
  const get = async (p: string) => {
    const res = await call('GET', p, { as: demo });
    expect(res.status, p).toBe(200);
    return res.data;
  };
  const filed = (await get(`/api/entities/${entityId}/submissions`)).submissions as {
    id: string;
    files: { name: string; sha256: string }[];
  }[];
  const packages: Record<string, string> = {};
  for (const s of filed)
    for (const f of s.files) {
      const res = await call('GET', `/api/entities/${entityId}/submissions/${s.id}/files/${f.name}`, { as: demo });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(Buffer.from(typeof res.data === 'string' ? res.data : JSON.stringify(res.data)));
      packages[`${s.id}/${f.name}`] = sha256(bytes);
      expect(packages[`${s.id}/${f.name}`]).toBe(f.sha256);
    }
  return {
    statements: await get(`/api/entities/${entityId}/statements`),
    submissions: filed,
    packages,
    invoices: await get(`/api/entities/${entityId}/invoices`),
    uploads: await get(`/api/entities/${entityId}/uploads`),
  };
}

/** The rows that must survive whole (read from the database itself). */
async function rows(db: Harness['deps']['db']) {
  return {
    audit: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
    receipts: await db.select().from(receipts).orderBy(asc(receipts.number)),
    efiling: await db.select().from(efilingReceipts).orderBy(asc(efilingReceipts.receiptNumber)),
  };
}

beforeAll(async () => {
  h = await startHarness();
  const seeded = await h.demo();
  demo = seeded.demo;
  entityId = seeded.entityId;
  // A committed trial-balance import (its file is kept), and a second statement.
  const version = (await h.call('GET', `/api/statements/${seeded.statementId}`, { as: demo })).data.version;
  const imported = await h.call(
    'POST',
    `/api/statements/${seeded.statementId}/trial-balance?dryRun=false&confirm=confirm&version=${version}`,
    {
      as: demo,
      body: demoTrialBalanceCsv(),
      type: 'text/csv',
    },
  );
  expect(imported.status).toBe(200);
  const other = await h.call('POST', `/api/entities/${entityId}/statements`, {
    as: demo,
    json: { framework: 'crfrf', reportingYear: 2024 },
  });
  expect(other.status).toBe(201);
  await file(seeded.statementId, 1, 'accepted');
  await file(other.data.id, 2, 'received');
});
afterAll(async () => {
  await h.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a running product into an empty data directory with everything it held', async () => {
    const before = await read(h.call);
    expect(Object.keys(before.packages)).toHaveLength(6);
    expect(before.uploads.uploads).toHaveLength(1);
    const rowsBefore = await rows(h.deps.db);
    expect(rowsBefore.receipts.length).toBeGreaterThan(0);

    // Backed up while the product runs (its database open, its files in place).
    const manifest = await backup(await envOf(h.deps.env.dataDir), out);
    const kept = manifest.objects.map((o) => o.path);
    expect(kept.filter((k) => k.startsWith('filings/')).sort()).toEqual(
      Object.keys(before.packages)
        .map((k) => `filings/${k}`)
        .sort(),
    );
    expect(kept.filter((k) => k.startsWith('uploads/'))).toHaveLength(1);

    // Restored by the documented command (the CLI), into an empty data directory.
    const databaseUrl = await testDatabaseUrl(restoredDir);
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', 'restore', '--from', out, '--data-dir', restoredDir],
      {
        cwd: apiDir,
        env: { ...process.env, ...(databaseUrl ? { DFR_DATABASE_URL: databaseUrl } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let said = '';
    cli.stdout.on('data', (d: Buffer) => {
      said += d.toString();
    });
    cli.stderr.on('data', (d: Buffer) => {
      said += d.toString();
    });
    expect(await new Promise((r) => cli.on('exit', r)), said).toBe(0);
    expect(said).toMatch(/^Restored the (SQLite|PostgreSQL) database and 7 stored file\(s\)/);

    // Started from it: the same answers, a session from before still valid, every row whole.
    const env = await envOf(restoredDir);
    const { db, close } = await openTestDatabase(restoredDir);
    try {
      const app = createApp(await createDeps(env, db));
      const call: Harness['call'] = (method, p, opts = {}) => callApp(app, method, p, opts);
      expect(await read(call)).toEqual(before);
      expect(await rows(db)).toEqual(rowsBefore);
    } finally {
      await close();
    }
  });

  it('restores the stored files into an S3-compatible store when one is configured', async () => {
    const s3 = await startS3();
    const s3Vars = {
      DFR_S3_BUCKET: s3.bucket,
      DFR_S3_ENDPOINT: s3.endpoint,
      DFR_S3_ACCESS_KEY_ID: s3.accessKeyId,
      DFR_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      DFR_S3_PREFIX: 'restored/',
    };
    try {
      const dataDir = path.join(tmp, 'restored-s3');
      const env = await envOf(dataDir, s3Vars);
      const manifest = await restore(env, out);
      const store = createObjectStore(env);
      const objects = manifest.objects.map((o) => o.path).sort();
      expect([...(await store.list('uploads/')), ...(await store.list('filings/'))].sort()).toEqual(objects);
      for (const o of manifest.objects) expect(sha256((await store.get(o.path))!)).toBe(o.sha256);
      // The data directory holds the database and the keys, not the files.
      expect(fs.existsSync(path.join(dataDir, 'filings'))).toBe(false);
      // A prefix that holds files already is refused (another empty data directory, the same prefix).
      const again = await envOf(path.join(tmp, 'restored-s3-again'), s3Vars);
      await expect(restore(again, out)).rejects.toThrow(/already holds uploads\/ files/);
    } finally {
      await s3.close();
    }
  });

  it('refuses a data directory that holds a database, and a damaged backup, in English and Khmer', async () => {
    const refused = await restore(await envOf(restoredDir), out).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as BackupError).en).toMatch(/already holds a database|is not empty/);
    expect((refused as BackupError).kh).toMatch(/[\u1780-\u17FF]/);
    const [first] = readBackup(out).objects;
    fs.appendFileSync(path.join(out, 'objects', ...first!.path.split('/')), 'x');
    expect(() => readBackup(out)).toThrow(/damaged/);
    const intoFull = await backup(await envOf(h.deps.env.dataDir), out).catch((e: unknown) => e);
    expect((intoFull as BackupError).en).toMatch(/not empty/);
  });
});
