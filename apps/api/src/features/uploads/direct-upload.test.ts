import { randomUUID } from 'node:crypto';
import { demoTrialBalanceCsv } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityBody, type Harness, startHarness, startWithEntity, type TestUser } from '../../test/harness';
import { startS3 } from '../../test/s3-server';

/**
 * Issue 33: with an S3-compatible store, the browser puts a trial balance or chart file straight into the bucket
 * (a presigned PUT from the API), then the import route reads it back from there and records it with the import.
 * The embedded folder store presigns a PUT on the product's own origin (`/storage/put/…`), served by the API.
 */
let s3: Awaited<ReturnType<typeof startS3>>;
let h: Harness;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let entityId: string;
let statementId: string;
const csv = demoTrialBalanceCsv();

beforeAll(async () => {
  s3 = await startS3();
  ({ h, owner, viewer, stranger, entityId } = await startWithEntity('DU-1', {
    viewer: true,
    env: {
      DFR_S3_BUCKET: s3.bucket,
      DFR_S3_ENDPOINT: s3.endpoint,
      DFR_S3_ACCESS_KEY_ID: s3.accessKeyId,
      DFR_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  }));
  statementId = (
    await h.call('POST', `/api/entities/${entityId}/statements`, {
      as: owner,
      json: { framework: 'crfrf', reportingYear: 2025 },
    })
  ).data.id;
});
afterAll(async () => {
  await h.close();
  await s3.close();
});

const presign = (json: Record<string, unknown>, as: TestUser = owner, lang?: string) =>
  h.call('POST', `/api/entities/${entityId}/uploads/presign`, { as, json, ...(lang ? { lang } : {}) });

describe('direct upload to an S3-compatible store', () => {
  it('presigns a PUT, the file goes to the bucket, and the import reads and records it', async () => {
    const res = await presign({ fileName: 'trial balance.csv', size: csv.length });
    expect(res.status).toBe(201);
    const { uploadId, url, method, expiresIn } = res.data;
    expect(method).toBe('PUT');
    expect(expiresIn).toBe(900);
    expect(new URL(url).origin).toBe(s3.endpoint);
    // The web app's CSP lets the browser connect to the bucket (else it blocks the PUT and falls back to the API).
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`connect-src 'self' ${s3.endpoint}(;|$)`));
    expect(url).toContain(`/${s3.bucket}/uploads/${entityId}/${uploadId}/trial_balance.csv?`);
    // The browser's PUT: straight to the bucket, not through the API.
    expect((await fetch(url, { method: 'PUT', body: csv })).status).toBe(200);

    const path = `/api/statements/${statementId}/trial-balance`;
    const query = `upload=${uploadId}&name=${encodeURIComponent('trial balance.csv')}`;
    const dry = await h.call('POST', `${path}?dryRun=true&${query}`, { as: owner });
    expect(dry.status).toBe(200);
    expect(dry.data.problems).toEqual([]);
    const version = (await h.call('GET', `/api/statements/${statementId}`, { as: owner })).data.version;
    const commit = await h.call('POST', `${path}?dryRun=false&confirm=confirm&version=${version}&${query}`, {
      as: owner,
    });
    expect(commit.status).toBe(200);
    // Recorded with the import, under the key the browser wrote (not stored a second time).
    const uploads = (await h.call('GET', `/api/entities/${entityId}/uploads`, { as: viewer })).data.uploads;
    expect(uploads.map((u: { id: string; fileName: string }) => [u.id, u.fileName])).toEqual([
      [uploadId, 'trial balance.csv'],
    ]);
    expect(await h.deps.storage.list('uploads/')).toEqual([`uploads/${entityId}/${uploadId}/trial_balance.csv`]);
    const file = await h.call('GET', `/api/entities/${entityId}/uploads/${uploadId}/file`, { as: viewer });
    expect(file.status).toBe(200);
  });

  it('reads a chart file the same way', async () => {
    const chart = (await h.call('GET', `/api/entities/${entityId}/accounts/export`, { as: owner })).data as string;
    const { uploadId, url } = (await presign({ fileName: 'chart.csv', size: chart.length })).data;
    expect((await fetch(url, { method: 'PUT', body: chart })).status).toBe(200);
    const res = await h.call(
      'POST',
      `/api/entities/${entityId}/accounts/import?confirm=confirm&upload=${uploadId}&name=chart.csv`,
      { as: owner },
    );
    expect(res.status).toBe(200);
    const kept = (await h.call('GET', `/api/entities/${entityId}/uploads`, { as: owner })).data.uploads;
    expect(kept.some((u: { id: string; kind: string }) => u.id === uploadId && u.kind === 'chart')).toBe(true);
  });

  it('refuses bad input in both languages and changes nothing', async () => {
    const badName = await presign({ fileName: 'report.pdf', size: 10 }, owner, 'kh');
    expect(badName.status).toBe(422);
    expect(badName.data.error.field_keys.fileName).toBe('upload_file_name');
    expect(badName.data.error.fields.fileName).toMatch(/[\u1780-\u17FF]/);
    expect(badName.data.error.fields.fileName).toContain('.csv, .xlsx');
    const tooBig = await presign({ fileName: 'tb.csv', size: 11 * 1024 * 1024 });
    expect(tooBig.status).toBe(422);
    expect(tooBig.data.error.fields.size).toBe('The file must hold between 1 byte and 10 MB.');
    expect((await presign({ fileName: 'tb.csv', size: 0 })).status).toBe(422);
    expect((await presign({ size: 10 })).status).toBe(422);
    // A viewer prepares nothing; a stranger does not see the entity.
    expect((await presign({ fileName: 'tb.csv', size: 10 }, viewer)).status).toBe(403);
    expect((await presign({ fileName: 'tb.csv', size: 10 }, stranger)).status).toBe(404);

    const path = `/api/statements/${statementId}/trial-balance?dryRun=true`;
    const notOurs = await h.call('POST', `${path}&upload=../../etc&name=tb.csv`, { as: owner, lang: 'kh' });
    expect(notOurs.status).toBe(422);
    expect(notOurs.data.error.field_keys.upload).toBe('upload_id_invalid');
    expect(notOurs.data.error.fields.upload).toMatch(/[\u1780-\u17FF]/);
    // Presigned but never put (or swept): said so, in the reader's language.
    const { uploadId } = (await presign({ fileName: 'tb.csv', size: 10 })).data;
    const missing = await h.call('POST', `${path}&upload=${uploadId}&name=tb.csv`, { as: owner, lang: 'kh' });
    expect(missing.status).toBe(404);
    expect(missing.data.error.message_key).toBe('upload_not_found');
    expect(missing.data.error.message).toMatch(/[\u1780-\u17FF]/);
    // A file in the bucket that is not a spreadsheet is refused as it would be through the API.
    const other = (await presign({ fileName: 'tb.xlsx', size: 10 })).data;
    await fetch(other.url, { method: 'PUT', body: 'not a zip' });
    const wrong = await h.call('POST', `${path}&upload=${other.uploadId}&name=tb.xlsx`, { as: owner });
    expect(wrong.status).toBe(415);
  });
});

describe('with the embedded folder store (the default)', () => {
  let local: Harness;
  let user: TestUser;
  let id: string;
  let sid: string;
  beforeAll(async () => {
    local = await startHarness();
    user = await local.user('owner@example.com');
    id = (await local.call('POST', '/api/entities', { as: user, json: entityBody('DU-2') })).data.id;
    sid = (
      await local.call('POST', `/api/entities/${id}/statements`, {
        as: user,
        json: { framework: 'crfrf', reportingYear: 2025 },
      })
    ).data.id;
  });
  afterAll(() => local.close());

  const presignLocal = async (fileName: string, size: number) => {
    const res = await local.call('POST', `/api/entities/${id}/uploads/presign`, { as: user, json: { fileName, size } });
    expect(res.status).toBe(201);
    return res.data as { uploadId: string; url: string; method: string; expiresIn: number };
  };
  /** The browser's PUT: no sign-in, only the URL. */
  const put = (url: string, body: string | Uint8Array<ArrayBuffer>, lang?: string) =>
    local.call('PUT', url, { body, ...(lang ? { lang } : {}) });
  const stored = () => local.deps.storage.list('uploads/');

  it('presigns a PUT on the product origin; the file goes to the store and the import reads and records it', async () => {
    // The size in bytes, as the browser's File.size gives it (the demo file's Khmer names are several bytes each).
    const size = Buffer.byteLength(csv);
    const { uploadId, url, method, expiresIn } = await presignLocal('trial balance.csv', size);
    expect(method).toBe('PUT');
    expect(expiresIn).toBe(900);
    expect(url).toMatch(
      new RegExp(`^/storage/put/uploads/${id}/${uploadId}/trial_balance\\.csv\\?expires=\\d+&size=${size}&signature=`),
    );
    const res = await put(url, csv);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await stored()).toEqual([`uploads/${id}/${uploadId}/trial_balance.csv`]);

    const path = `/api/statements/${sid}/trial-balance`;
    const query = `upload=${uploadId}&name=${encodeURIComponent('trial balance.csv')}`;
    const version = (await local.call('GET', `/api/statements/${sid}`, { as: user })).data.version;
    const commit = await local.call('POST', `${path}?dryRun=false&confirm=confirm&version=${version}&${query}`, {
      as: user,
    });
    expect(commit.status, JSON.stringify(commit.data)).toBe(200);
    const uploads = (await local.call('GET', `/api/entities/${id}/uploads`, { as: user })).data.uploads;
    expect(uploads.map((u: { id: string; size: number }) => [u.id, u.size])).toEqual([[uploadId, size]]);
    // Used once: the kept file cannot be replaced through the same link.
    const again = await put(url, 'other,content\n', 'kh');
    expect(again.status).toBe(409);
    expect(again.data.error.message_key).toBe('upload_already_stored');
    expect(again.data.error.message).toMatch(/[\u1780-\u17FF]/);
    expect((await local.deps.storage.get(`uploads/${id}/${uploadId}/trial_balance.csv`))?.toString()).toBe(csv);
  });

  it('refuses an expired, changed or borrowed link with 403 in both languages, and stores nothing', async () => {
    const before = await stored();
    const key = `uploads/${id}/${randomUUID()}/tb.csv`;
    const expired = await put(await local.deps.storage.presignPut!(key, -1, 10), 'a,b\n', 'kh');
    expect(expired.status).toBe(403);
    expect(expired.data.error).toMatchObject({ code: 'REQUEST_EXPIRED', message_key: 'upload_url_expired' });
    expect(expired.data.error.message).toMatch(/[\u1780-\u17FF]/);
    expect((await put(await local.deps.storage.presignPut!(key, -1, 10), 'a,b\n')).data.error.message).toBe(
      'This upload link has expired (it lasts 15 minutes): choose the file again.',
    );

    const { url } = await presignLocal('tb.csv', 10);
    const tampered = [
      url.replace('size=10', 'size=10000'),
      url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`),
      url.replace(/signature=([0-9a-f])/, (_m, c) => `signature=${c === '0' ? '1' : '0'}`),
      url.replace(/&signature=.*$/, ''),
      // The same signature on another key (another entity's folder, another upload).
      url.replace(`/uploads/${id}/`, '/uploads/other-entity/'),
      url.replace(/\/tb\.csv\?/, '/../../x.csv?'),
    ];
    for (const wrong of tampered) {
      const res = await put(wrong, 'a,b\n', 'kh');
      expect(res.status, wrong).toBe(403);
      expect(res.data.error).toMatchObject({ code: 'SIGNATURE_DOES_NOT_MATCH', message_key: 'upload_url_invalid' });
      expect(res.data.error.message).toMatch(/[\u1780-\u17FF]/);
    }
    expect(await stored()).toEqual(before);
  });

  it('bounds the body to the signed size and to 10 MB (413), storing nothing', async () => {
    const before = await stored();
    const { url } = await presignLocal('tb.csv', 10);
    const over = await put(url, 'a,b\n1,2\n3,4\n', 'kh');
    expect(over.status).toBe(413);
    expect(over.data.error.message_key).toBe('payload_too_large');
    expect(over.data.error.message).toMatch(/[\u1780-\u17FF]/);
    // A link signed for more than the platform takes (never given out: the presign refuses it) still stops at 10 MB.
    const key = `uploads/${id}/${randomUUID()}/big.csv`;
    const huge = await local.deps.storage.presignPut!(key, 900, 20 * 1024 * 1024);
    expect((await put(huge, new Uint8Array(10 * 1024 * 1024 + 1).fill(65))).status).toBe(413);
    expect(await stored()).toEqual(before);
    // Within the bound it goes through.
    expect((await put(url, 'a,b\n1,2\n')).status).toBe(200);
  });
});

describe('the embedded PUT route with an S3-compatible store', () => {
  it('is closed: nothing there is signed by the platform', async () => {
    const res = await h.call('PUT', '/storage/put/uploads/e/u/tb.csv?expires=9999999999&size=1&signature=00', {
      body: 'a',
    });
    expect(res.status).toBe(403);
    expect(res.data.error.message_key).toBe('upload_url_invalid');
  });
});
