import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { filingStore } from '../filing/package';
import { startS3 } from '../test/s3-server';
import { checkKey, createObjectStore, folderStore, type ObjectStore, presignedPutUrl } from '.';

/** The same contract for both stores: the data directory's folder and an S3-compatible server. */
let s3: Awaited<ReturnType<typeof startS3>>;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-store-'));
const stores: Record<string, () => ObjectStore> = {
  folder: () => folderStore(folder),
  s3: () =>
    createObjectStore(
      loadEnv({
        NODE_ENV: 'test',
        DFR_DATA_DIR: folder,
        DFR_S3_BUCKET: s3.bucket,
        DFR_S3_ENDPOINT: s3.endpoint,
        DFR_S3_ACCESS_KEY_ID: s3.accessKeyId,
        DFR_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        DFR_S3_PREFIX: 'tenant-a/',
      }),
    ),
};

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe.each(Object.keys(stores))('%s store', (name) => {
  it('is the configured kind', () => {
    expect(stores[name]!().kind).toBe(name);
  });

  it('puts, gets, lists under a prefix and removes a key or a prefix', async () => {
    const store = stores[name]!();
    await store.put('filings/a/x.pdf', new Uint8Array([37, 80, 68, 70]));
    await store.put('filings/a/manifest.json', '{"files":[]}');
    await store.put('filings/b/y.zip', 'zip');
    expect(await store.get('filings/a/x.pdf')).toEqual(Buffer.from('%PDF'));
    expect((await store.list('filings/')).sort()).toEqual([
      'filings/a/manifest.json',
      'filings/a/x.pdf',
      'filings/b/y.zip',
    ]);
    await store.remove('filings/a/x.pdf');
    expect(await store.get('filings/a/x.pdf')).toBeUndefined();
    await store.remove('filings/a/');
    expect(await store.list('filings/')).toEqual(['filings/b/y.zip']);
    await store.remove('filings/b/');
    expect(await store.get('nothing/here')).toBeUndefined();
  });

  it('refuses a key that would leave its root', async () => {
    const store = stores[name]!();
    await expect(store.put('../escape', 'x')).rejects.toThrow(/unsafe/);
    await expect(store.get('filings/../../etc/passwd')).rejects.toThrow(/unsafe/);
  });

  it('keeps filing packages: pending marker, settle, the folders a restart reads', async () => {
    const filings = filingStore(stores[name]!());
    const pending = {
      submissionId: 'sub-1',
      idempotencyKey: 's1:v3',
      statementId: 's1',
      entityId: 'e1',
      reportingYear: 2025,
      statementVersion: 3,
      submittedBy: 'u1',
      entity: { id: 'e1', nameEn: 'Co', nameKh: null, registrationNumber: '1' },
    };
    const described = await filings.write(
      'sub-1',
      [{ name: 'a.xhtml', mediaType: 'application/xhtml+xml', body: '<x/>' }],
      pending,
    );
    await filings.write('sub-2', [{ name: 'b.zip', mediaType: 'application/zip', body: 'zip' }]);
    expect(described).toEqual([
      expect.objectContaining({
        name: 'a.xhtml',
        size: 4,
        key: 'sub-1/a.xhtml',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(await filings.read('sub-1/a.xhtml')).toEqual(Buffer.from('<x/>'));
    const seen = (await filings.folders()).sort((a, b) => a.submissionId.localeCompare(b.submissionId));
    expect(seen).toEqual([
      { submissionId: 'sub-1', pending: { ...pending, files: described } },
      { submissionId: 'sub-2' },
    ]);
    await filings.settle('sub-1');
    expect((await filings.folders()).find((f) => f.submissionId === 'sub-1')).toEqual({ submissionId: 'sub-1' });
    await filings.remove('sub-1');
    await filings.remove('sub-2');
    expect(await filings.folders()).toEqual([]);
  });
});

it('accepts only safe key segments', () => {
  expect(checkKey('filings/abc-1/x.pdf')).toBe('filings/abc-1/x.pdf');
  expect(() => checkKey('filings//x')).toThrow();
  expect(() => checkKey('a/../b')).toThrow();
  expect(checkKey('filings/', true)).toBe('filings/');
});

describe('a presigned PUT (direct upload, issue 33)', () => {
  it('lets the holder of the URL put the object (path-style, under the prefix)', async () => {
    const store = stores.s3!();
    const url = await store.presignPut!('uploads/e1/u1/tb.csv', 300, 8);
    expect(url).toContain('X-Amz-Signature=');
    expect(new URL(url).pathname).toBe(`/${s3.bucket}/tenant-a/uploads/e1/u1/tb.csv`);
    const put = await fetch(url, { method: 'PUT', body: 'a,b\n1,2\n' });
    expect(put.status).toBe(200);
    expect((await store.get('uploads/e1/u1/tb.csv'))?.toString()).toBe('a,b\n1,2\n');
  });

  it("signs as AWS's published Signature V4 example does (s3rver checks no V4 signature, so this is the check)", () => {
    // "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)", the example presigned URL.
    const url = presignedPutUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      expiresIn: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

describe("the folder store's presigned PUT (issue 33)", () => {
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://dfr.local').searchParams);

  it('signs a URL on the product origin that only its key, expiry and size pass', async () => {
    const store = folderStore(folder, { signingSecret: 'x'.repeat(32) });
    const url = await store.presignPut!('uploads/e1/u1/tb.csv', 900, 45);
    expect(url).toMatch(/^\/storage\/put\/uploads\/e1\/u1\/tb\.csv\?expires=\d+&size=45&signature=[0-9a-f]{64}$/);
    const q = query(url);
    expect(Number(q.expires) - Date.now() / 1000).toBeGreaterThan(890);
    expect(store.checkPut!('uploads/e1/u1/tb.csv', q)).toEqual({ ok: true, size: 45 });
    expect(store.checkPut!('uploads/e1/u2/tb.csv', q)).toEqual({ ok: false, reason: 'invalid' });
    expect(store.checkPut!('uploads/e1/u1/tb.csv', { ...q, size: '46' })).toEqual({ ok: false, reason: 'invalid' });
    expect(store.checkPut!('uploads/e1/u1/tb.csv', { ...q, expires: String(Number(q.expires) + 1) })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(store.checkPut!('uploads/e1/u1/tb.csv', { ...q, signature: undefined })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // Another installation's secret signs other URLs.
    expect(folderStore(folder, { signingSecret: 'y'.repeat(32) }).checkPut!('uploads/e1/u1/tb.csv', q)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const expired = query(await store.presignPut!('uploads/e1/u1/tb.csv', -1, 45));
    expect(store.checkPut!('uploads/e1/u1/tb.csv', expired)).toEqual({ ok: false, reason: 'expired' });
  });

  it('generates its secret in the data directory (0600) on first use, and keeps it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-sign-'));
    try {
      const url = await folderStore(dir).presignPut!('uploads/e1/u1/tb.csv', 900, 10);
      const file = path.join(dir, 'storage-signing-key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // A second process (or a restart) reads the same secret: the URL it gave out still passes.
      expect(folderStore(dir).checkPut!('uploads/e1/u1/tb.csv', query(url))).toEqual({ ok: true, size: 10 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
