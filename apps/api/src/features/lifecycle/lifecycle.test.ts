import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, submissions, uploads } from '../../db/schema';
import { loadEnv } from '../../env';
import { createObjectStore, type ObjectStore, PARTIAL } from '../../storage';
import { type Harness, startHarness } from '../../test/harness';
import { startS3 } from '../../test/s3-server';
import { runLifecycle } from './service';
import { withKeptUpload } from '../uploads/service';

/*
 * The data lifecycle on both stores (the data directory's folder and an S3-compatible server): files no row points at
 * are removed once older than the grace period (never younger ones, never a pending filing), and the retention policy
 * removes what has outlived it, reporting what it removed in an audit row; the audit log itself is never purged.
 */
let h: Harness;
let s3: Awaited<ReturnType<typeof startS3>>;
let entityId = '';
let statementId = '';
let demoSub = '';
let folder: ObjectStore;
const HOUR = 3_600_000;
const YEAR = 365.25 * 24 * HOUR;

beforeAll(async () => {
  h = await startHarness();
  s3 = await startS3();
  const seeded = await h.demo();
  entityId = seeded.entityId;
  statementId = seeded.statementId;
  demoSub = seeded.demo.sub;
  folder = h.deps.storage;
});
afterAll(async () => {
  await h.close();
  await s3.close();
});

const stores: Record<string, () => ObjectStore> = {
  folder: () => folder,
  s3: () =>
    createObjectStore(
      loadEnv({
        NODE_ENV: 'test',
        DFR_S3_BUCKET: s3.bucket,
        DFR_S3_ENDPOINT: s3.endpoint,
        DFR_S3_ACCESS_KEY_ID: s3.accessKeyId,
        DFR_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        DFR_S3_PREFIX: 'lifecycle/',
      }),
    ),
};

describe.each(Object.keys(stores))('%s store', (kind) => {
  const id = (name: string) => `${kind}-${name}`;
  const keys = {
    orphanUpload: `uploads/ENTITY/${id('orphan')}/tb.csv`,
    filed: `filings/${id('filed')}/financial-statements.zip`,
    unfiled: `filings/${id('unfiled')}/financial-statements.zip`,
    pending: `filings/${id('pending')}/.pending.json`,
    knownExport: 'exports/ENTITY/STATEMENT/en-1.pdf',
    unknownExport: `exports/ENTITY/${id('gone')}/en-2.pdf`,
    partial: `${PARTIAL}/${id('half')}`,
  };
  const key = (k: keyof typeof keys) => keys[k].replace('ENTITY', entityId).replace('STATEMENT', statementId);
  const stored = async (k: keyof typeof keys) => (await h.deps.storage.get(key(k))) !== undefined;
  const recorded: string[] = [];

  beforeAll(async () => {
    h.deps.storage = stores[kind]!();
    for (const k of Object.keys(keys) as (keyof typeof keys)[])
      if (k !== 'partial' || kind === 'folder') await h.deps.storage.put(key(k), `bytes of ${k}`);
    // Two kept files of the (draft) statement, the older first, through the real write-then-record path.
    for (const [i, name] of ['old.csv', 'new.csv'].entries()) {
      const row = await withKeptUpload(
        h.deps,
        {
          entityId,
          statementId,
          kind: 'trial-balance',
          upload: { name, bytes: new TextEncoder().encode(name) } as never,
          userId: demoSub,
        },
        (s) => s.record(h.deps.db),
      );
      await h.deps.db
        .update(uploads)
        .set({ createdAt: `2026-0${i + 1}-01T00:00:00.000Z` })
        .where(eq(uploads.id, row.id));
      recorded.push(row.storageKey);
    }
    // An accepted filing decided long ago (its folder is `filed`).
    await h.deps.db.insert(submissions).values({
      id: id('filed'),
      statementId,
      entityId,
      reportingYear: 2019,
      statementVersion: 1,
      receiptNumber: `EF-2020-${kind}`,
      status: 'accepted',
      submittedBy: demoSub,
      submittedAt: '2020-05-01T00:00:00.000Z',
      decidedAt: '2020-06-30T00:00:00.000Z',
      files: [],
    });
  });

  it('removes nothing younger than the grace period', async () => {
    const report = await runLifecycle(h.deps, Date.now(), () => undefined);
    expect(report.keys).toEqual([]);
    for (const k of Object.keys(keys) as (keyof typeof keys)[])
      if (k !== 'partial' || kind === 'folder') expect(await stored(k), k).toBe(true);
  });

  it('removes, after the grace period, files no row points at, and reports them', async () => {
    const auditBefore = (await h.deps.db.select().from(auditLog)).length;
    const lines: string[] = [];
    const report = await runLifecycle(h.deps, Date.now() + 2 * HOUR, (l) => lines.push(l));
    expect(report.orphans).toEqual({ uploads: 1, exports: 1, filings: 1, partial: kind === 'folder' ? 1 : 0 });
    expect(await stored('orphanUpload')).toBe(false);
    expect(await stored('unfiled')).toBe(false);
    expect(await stored('unknownExport')).toBe(false);
    if (kind === 'folder') expect(await stored('partial')).toBe(false);
    // A filed package, a pending one (the start's recovery decides), a kept upload and a statement's PDF stay.
    expect(await stored('filed')).toBe(true);
    expect(await stored('pending')).toBe(true);
    expect(await stored('knownExport')).toBe(true);
    for (const k of recorded) expect(await h.deps.storage.get(k)).toBeDefined();
    expect(report.purged).toEqual({ filings: [], uploads: 0, exports: 0 });
    expect(lines.join()).toMatch(/removed \d orphaned file/);
    const audits = await h.deps.db.select().from(auditLog).where(eq(auditLog.action, 'storage.lifecycle'));
    expect(audits.at(-1)).toMatchObject({ actor: 'system', subjectType: 'storage', after: report });
    expect((await h.deps.db.select().from(auditLog)).length).toBe(auditBefore + 1);
  });

  it('purges what outlived its retention, keeps the filing row, the newest upload and every audit row', async () => {
    const auditBefore = await h.deps.db.select().from(auditLog);
    const report = await runLifecycle(h.deps, Date.now() + 11 * YEAR, () => undefined);
    expect(report.purged.filings).toEqual([id('filed')]);
    expect(await stored('filed')).toBe(false);
    const [filed] = await h.deps.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, id('filed')));
    expect(filed).toMatchObject({ receiptNumber: `EF-2020-${kind}`, status: 'accepted' });
    expect(filed!.packagePurgedAt).toMatch(/^\d{4}-/);
    // The older draft upload goes (file and row); the newest, which the figures came from, stays.
    expect(await h.deps.storage.get(recorded[0]!)).toBeUndefined();
    expect(await h.deps.storage.get(recorded[1]!)).toBeDefined();
    const left = await h.deps.db.select().from(uploads).where(eq(uploads.statementId, statementId));
    expect(left.map((u) => u.storageKey).filter((k) => recorded.includes(k))).toEqual([recorded[1]]);
    expect(report.purged.uploads).toBe(1);
    // A printed PDF is a cache: it goes after DFR_EXPORT_RETENTION_DAYS and is printed again when asked.
    expect(report.purged.exports).toBe(1);
    expect(await stored('knownExport')).toBe(false);
    // The pending filing is the recovery's, never the purge's; the audit log only grows.
    expect(await stored('pending')).toBe(true);
    const auditAfter = await h.deps.db.select().from(auditLog);
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
    expect(auditAfter).toHaveLength(auditBefore.length + 1);
    // Purged once: the next run finds nothing left to purge.
    expect((await runLifecycle(h.deps, Date.now() + 11 * YEAR, () => undefined)).purged.filings).toEqual([]);
    await h.deps.storage.remove(key('pending'));
  });

  it('keeps a file read before a filing whose package is kept, however old', async () => {
    const row = await withKeptUpload(
      h.deps,
      {
        entityId,
        statementId,
        kind: 'trial-balance',
        upload: { name: 'filed.csv', bytes: new TextEncoder().encode('filed') } as never,
        userId: demoSub,
      },
      (s) => s.record(h.deps.db),
    );
    await h.deps.db.update(uploads).set({ createdAt: '2025-12-01T00:00:00.000Z' }).where(eq(uploads.id, row.id));
    // Submitted after the file was read, not yet decided: its package (and so the file) is kept.
    await h.deps.db.insert(submissions).values({
      id: id('received'),
      statementId,
      entityId,
      reportingYear: 2025,
      statementVersion: 2,
      receiptNumber: `EF-2025-${kind}`,
      status: 'received',
      submittedBy: demoSub,
      submittedAt: '2025-12-15T00:00:00.000Z',
      files: [],
    });
    const report = await runLifecycle(h.deps, Date.now() + 11 * YEAR, () => undefined);
    expect(report.purged).toEqual({ filings: [], uploads: 0, exports: 0 });
    expect(await h.deps.storage.get(row.storageKey)).toBeDefined();
    await h.deps.db.delete(submissions).where(eq(submissions.id, id('received')));
    await h.deps.db.delete(uploads).where(eq(uploads.id, row.id));
  });
});
