import { demoTrialBalanceCsv } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';
import { startS3 } from '../../test/s3-server';

/**
 * Issue 33: with an S3-compatible store, the browser puts a trial balance or chart file straight into the bucket
 * (a presigned PUT from the API), then the import route reads it back from there and records it with the import.
 * The embedded folder store offers no presign: the client sends the file to the API as before.
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
  h = await startHarness({
    DFR_S3_BUCKET: s3.bucket,
    DFR_S3_ENDPOINT: s3.endpoint,
    DFR_S3_ACCESS_KEY_ID: s3.accessKeyId,
    DFR_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  owner = await h.user('owner@example.com');
  viewer = await h.user('viewer@example.com');
  stranger = await h.user('stranger@example.com');
  entityId = (await h.call('POST', '/api/entities', { as: owner, json: entityBody('DU-1') })).data.id;
  await h.call('POST', `/api/entities/${entityId}/users`, { as: owner, json: { email: viewer.email, role: 'viewer' } });
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

describe('with the embedded folder store', () => {
  it('offers no presign: the file goes to the API as before', async () => {
    const local = await startHarness();
    try {
      const user = await local.user('owner@example.com');
      const id = (await local.call('POST', '/api/entities', { as: user, json: entityBody('DU-2') })).data.id;
      const res = await local.call('POST', `/api/entities/${id}/uploads/presign`, {
        as: user,
        lang: 'kh',
        json: { fileName: 'tb.csv', size: 10 },
      });
      expect(res.status).toBe(409);
      expect(res.data.error.message_key).toBe('direct_upload_unavailable');
      expect(res.data.error.message).toMatch(/[\u1780-\u17FF]/);
    } finally {
      await local.close();
    }
  });
});
