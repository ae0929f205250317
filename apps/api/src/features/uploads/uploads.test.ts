import { createHash } from 'node:crypto';
import { demoTrialBalanceCsv } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startWithEntity, type TestUser } from '../../test/harness';

/**
 * Issue 17: the files committed imports read are kept (who, when, SHA-256, the bytes in the object store), so that
 * an import can be traced back to its file; a dry run or a refused file keeps nothing.
 */
let h: Harness;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let entityId: string;
let statementId: string;

const csv = demoTrialBalanceCsv();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  ({ h, owner, viewer, stranger, entityId } = await startWithEntity('UP-1', { viewer: true }));
  statementId = (
    await h.call('POST', `/api/entities/${entityId}/statements`, {
      as: owner,
      json: { framework: 'crfrf', reportingYear: 2025, rounding: 'thousands' },
    })
  ).data.id;
});
afterAll(() => h.close());

const list = (as: TestUser = viewer, query = '') =>
  h.call('GET', `/api/entities/${entityId}/uploads${query}`, { as }).then((r) => r.data.uploads as any[]);

describe('imported files, kept', () => {
  it('keeps nothing for a dry run or a refused file', async () => {
    const path = `/api/statements/${statementId}/trial-balance`;
    expect((await h.call('POST', `${path}?dryRun=true`, { as: owner, body: csv, type: 'text/csv' })).status).toBe(200);
    const version = (await h.call('GET', `/api/statements/${statementId}`, { as: owner })).data.version;
    const refused = await h.call('POST', `${path}?dryRun=false&confirm=confirm&version=${version}`, {
      as: owner,
      body: 'account_code,account_name,year,debit,credit\n9999,Ghost,2025,5,0\n',
      type: 'text/csv',
    });
    expect(refused.status).toBe(422);
    expect(await list()).toEqual([]);
    // A commit refused inside its transaction (a stale version) removes the file it stored first (issue 38).
    const stale = await h.call('POST', `${path}?dryRun=false&confirm=confirm&version=${version + 5}`, {
      as: owner,
      body: csv,
      type: 'text/csv',
    });
    expect(stale.status).toBe(409);
    expect(await list()).toEqual([]);
    expect(await h.deps.storage.list('uploads/')).toEqual([]);
  });

  it('keeps the file of a committed trial balance: who, when, size, SHA-256, and the bytes as uploaded', async () => {
    const version = (await h.call('GET', `/api/statements/${statementId}`, { as: owner })).data.version;
    const committed = await h.call(
      'POST',
      `/api/statements/${statementId}/trial-balance?dryRun=false&confirm=confirm&version=${version}`,
      {
        as: owner,
        body: csv,
        type: 'text/csv',
      },
    );
    expect(committed.status).toBe(200);
    const [kept] = await list();
    expect(kept).toMatchObject({
      kind: 'trial-balance',
      statementId,
      uploadedBy: owner.sub,
      uploadedByEmail: owner.email,
      size: Buffer.byteLength(csv),
      sha256: sha256(csv),
    });
    expect(kept.storageKey).toBeUndefined();
    expect(Date.parse(kept.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const file = await h.app.request(`/api/entities/${entityId}/uploads/${kept.id}/file`, {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-sha256')).toBe(sha256(csv));
    // Byte for byte (the demo file starts with a byte-order mark, which a text reading would drop).
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(csv))).toBe(true);
    expect(await list(viewer, `?statementId=${statementId}`)).toHaveLength(1);
    expect(await list(viewer, '?statementId=another')).toEqual([]);
  });

  it('keeps the file of a chart import too', async () => {
    const chart = (await h.call('GET', `/api/entities/${entityId}/accounts/export`, { as: owner })).data as string;
    const imported = await h.call('POST', `/api/entities/${entityId}/accounts/import?confirm=confirm`, {
      as: owner,
      body: chart,
      type: 'text/csv',
    });
    expect(imported.status).toBe(200);
    const [latest] = await list();
    expect(latest).toMatchObject({ kind: 'chart', sha256: sha256(chart), statementId: null });
  });

  it("keeps the user's file name of a raw body: X-File-Name (percent-encoded UTF-8) or Content-Disposition (issue 37)", async () => {
    const chart = (await h.call('GET', `/api/entities/${entityId}/accounts/export`, { as: owner })).data as string;
    const send = async (headers: Record<string, string>) => {
      const res = await h.app.request(`/api/entities/${entityId}/accounts/import?confirm=confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/csv', ...headers },
        body: chart,
      });
      expect(res.status).toBe(200);
      return (await list())[0].fileName as string;
    };
    expect(await send({ 'x-file-name': 'Chart of accounts 2025.csv' })).toBe('Chart of accounts 2025.csv');
    const khmer = 'តារាងគណនី ២០២៥.csv';
    expect(await send({ 'x-file-name': encodeURIComponent(khmer) })).toBe(khmer);
    expect(await send({ 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(khmer)}` })).toBe(
      khmer,
    );
    expect(await send({ 'content-disposition': 'attachment; filename="chart.csv"' })).toBe('chart.csv');
    // A path is cut to its last part; no name at all is "upload".
    expect(await send({ 'x-file-name': 'C:\\Users\\dara\\chart (final).csv' })).toBe('chart (final).csv');
    expect(await send({})).toBe('upload');
  });

  it('answers a stranger as for an unknown entity, and an unknown file 404', async () => {
    expect((await h.call('GET', `/api/entities/${entityId}/uploads`, { as: stranger })).status).toBe(404);
    const [kept] = await list();
    expect((await h.call('GET', `/api/entities/${entityId}/uploads/${kept.id}/file`, { as: stranger })).status).toBe(
      404,
    );
    expect((await h.call('GET', `/api/entities/${entityId}/uploads/nope/file`, { as: owner })).status).toBe(404);
  });
});
