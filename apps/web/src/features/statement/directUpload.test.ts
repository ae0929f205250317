import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendTrialBalance } from './api';
import { putDirect, resetDirectUpload } from './directUpload';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const file = new Blob(['account_code,account_name,year,debit,credit\n']);
const bucketUrl = 'https://bucket.example/dfr/uploads/e1/u1/tb.csv?X-Amz-Signature=abc';

beforeEach(resetDirectUpload);
afterEach(() => vi.restoreAllMocks());

describe('direct upload to the object store (issue 33)', () => {
  it('puts the file to the presigned URL, and the import names it instead of sending it', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ uploadId: 'u1', fileName: 'tb.csv', method: 'PUT', url: bucketUrl }, 201))
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
      .mockResolvedValueOnce(json({ dryRun: true, ok: true, problems: [], years: [] }));
    const stored = await putDirect('e1', file, 'tb.csv');
    expect(stored).toEqual({ upload: 'u1', name: 'tb.csv' });
    const [presign, presignInit] = fetchSpy.mock.calls[0]!;
    expect(String(presign)).toBe('/api/entities/e1/uploads/presign');
    expect(JSON.parse(String(presignInit?.body))).toEqual({ fileName: 'tb.csv', size: file.size });
    // The PUT goes to the bucket, with no bearer token.
    const [put, putInit] = fetchSpy.mock.calls[1]!;
    expect(String(put)).toBe(bucketUrl);
    expect(putInit?.method).toBe('PUT');
    expect(putInit?.body).toBe(file);
    expect(new Headers(putInit?.headers).get('authorization')).toBeNull();
    await sendTrialBalance('s1', file, { dryRun: true, fileName: 'tb.csv', stored });
    const [url, init] = fetchSpy.mock.calls[2]!;
    expect(String(url)).toBe('/api/statements/s1/trial-balance?dryRun=true&upload=u1&name=tb.csv');
    expect(init?.body ?? null).toBeNull();
  });

  it("puts to the embedded store's URL on this origin (relative) the same way", async () => {
    const local = '/storage/put/uploads/e1/u1/tb.csv?expires=1&size=45&signature=abc';
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ uploadId: 'u1', fileName: 'tb.csv', method: 'PUT', url: local }, 201))
      .mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect(await putDirect('e1', file, 'tb.csv')).toEqual({ upload: 'u1', name: 'tb.csv' });
    const [put, putInit] = fetchSpy.mock.calls[1]!;
    expect(String(put)).toBe(local);
    expect(putInit?.method).toBe('PUT');
  });

  it('falls back to the API when the embedded link is refused (expired: 403)', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ uploadId: 'u1', fileName: 'tb.csv', method: 'PUT', url: '/storage/put/x' }, 201))
      .mockResolvedValueOnce(json({ error: { message_key: 'upload_url_expired' } }, 403));
    expect(await putDirect('e1', file, 'tb.csv')).toBeNull();
  });

  it('falls back to the API when no presign is offered, and does not ask again', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        json(
          { error: { code: 'DIRECT_UPLOAD_UNAVAILABLE', message_key: 'direct_upload_unavailable', message: '' } },
          409,
        ),
      );
    expect(await putDirect('e1', file, 'tb.csv')).toBeNull();
    expect(await putDirect('e1', file, 'tb.csv')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the API when the bucket cannot be reached (network, CORS)', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ uploadId: 'u1', fileName: 'tb.csv', method: 'PUT', url: bucketUrl }, 201))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await putDirect('e1', file, 'tb.csv')).toBeNull();
  });
});
