import { ApiError, api, call, param } from '../../api/client';

/** A file put straight into the object store: what an import route is told instead of a body. */
export interface StoredFile {
  upload: string;
  name: string;
}

/** Set once the API said it offers no presigned upload (a store without them): not asked again this session. */
let offered = true;

/**
 * Puts a trial-balance or chart file straight into the object store with a presigned PUT from the API (issue 33): to
 * an S3-compatible bucket, or to the embedded store's `/storage/put/…` on this origin (a relative URL). `null` when
 * that cannot be done: the API offers none, or the PUT did not reach the store (no network to it, the bucket's CORS
 * rules refuse this origin, the link expired), or the presign was refused; the caller then sends the file to the API
 * as before, which says what is wrong with a file it refuses.
 */
export async function putDirect(entityId: string, file: Blob, fileName: string): Promise<StoredFile | null> {
  if (!offered) return null;
  let presigned: { uploadId: string; url: string; method: 'PUT' };
  try {
    presigned = await call(
      api.api.entities[':entityId'].uploads.presign.$post({
        param: param({ entityId }),
        json: { fileName, size: file.size },
      }),
    );
  } catch (e) {
    // Not offered: not asked again. Any other refusal (the file's name or size, a lost connection): the API route
    // reads the file itself and says what is wrong with it, in the reader's language.
    if (e instanceof ApiError && e.messageKey === 'direct_upload_unavailable') offered = false;
    return null;
  }
  try {
    const put = await fetch(presigned.url, { method: presigned.method, body: file });
    return put.ok ? { upload: presigned.uploadId, name: fileName } : null;
  } catch {
    return null;
  }
}

/** For tests: forget the API's "not offered". */
export function resetDirectUpload() {
  offered = true;
}
