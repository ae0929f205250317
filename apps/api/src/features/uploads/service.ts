import { createHash } from 'node:crypto';
import type { Deps } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { checkUploadName, MAX_UPLOAD_BYTES, type Upload, uploadKey } from '../../http/upload';
import { type DbOrTx, newId } from '../../db/repository-base';
import { profileRepo } from '../entities/repository';
import { type UploadRow, uploadRepo } from './repository';
import type { UploadKind } from '../../statuses';
import type { SignedPutQuery } from '../../storage/signed-put';
import { requireMember } from '../entities/access';

/** A file stored for an import, before its row: `record` writes the row inside the import's transaction. */
export interface StoredUpload {
  record: (db: DbOrTx) => Promise<UploadRow>;
}

/**
 * Keeps the file an import reads: its bytes in the object store (`uploads/<entity>/<id>/<name>`, the data directory's
 * folder or S3), who, when and its SHA-256 in `uploads`. Write-then-record (issue 38): the file is stored first,
 * then `work` runs the import and calls `record(tx)` in its transaction, so the row exists exactly when the import
 * does. When the import fails the file is removed at once (unless its row committed); when the process stops between
 * the file and the commit, the lifecycle's orphan sweep (services/lifecycle.ts) removes the file once it is older
 * than DFR_ORPHAN_GRACE_MINUTES with no row.
 */
export async function withKeptUpload<T>(
  deps: Deps,
  file: { entityId: string; statementId?: string; kind: UploadKind; upload: Upload; userId: string },
  work: (stored: StoredUpload) => Promise<T>,
): Promise<T> {
  // A file the browser put into the store itself (presigned) is there already: only its row is left to write.
  const id = file.upload.stored?.id ?? newId();
  const storageKey = file.upload.stored?.key ?? uploadKey(file.entityId, id, file.upload.name);
  if (!file.upload.stored) await deps.storage.put(storageKey, file.upload.bytes);
  const row = {
    id,
    entityId: file.entityId,
    statementId: file.statementId ?? null,
    kind: file.kind,
    fileName: file.upload.name,
    size: file.upload.bytes.byteLength,
    sha256: createHash('sha256').update(file.upload.bytes).digest('hex'),
    storageKey,
    uploadedBy: file.userId,
  };
  try {
    return await work({ record: (db) => uploadRepo.insert(db, row) });
  } catch (e) {
    // The import did not commit (a refusal, a lost race): its file goes with it. A row means it did commit after all.
    if (!(await uploadRepo.byId(deps.db, file.entityId, id).catch(() => true)))
      await deps.storage.remove(storageKey).catch(() => undefined);
    throw e;
  }
}

/** What a member sees of a kept file (never the storage key). */
const present = ({ storageKey: _key, ...row }: UploadRow) => row;

/** How long a presigned upload URL may be used (seconds): long enough for a 10 MB file on a slow line. */
export const PRESIGN_SECONDS = 15 * 60;

export const uploadService = {
  /**
   * A presigned PUT for one trial-balance or chart file: on the bucket's origin with an S3-compatible store, on the
   * product's own (`/storage/put/…`, relative) with the embedded folder store (issue 33); a store without presigned
   * PUTs answers 409 `direct_upload_unavailable` (the client sends the file to the API as before). The browser PUTs
   * the file to `url`, then names `uploadId` and the file's name to the import route, which reads it back from the
   * store, checks it as any upload and records it with the import (write-then-record: a file never imported is an
   * orphan the lifecycle sweep removes).
   */
  presign: async (deps: Deps, userId: string, entityId: string, file: { fileName: string; size: number }) => {
    await requireMember(deps.db, userId, entityId, 'prepare');
    if (!deps.storage.presignPut) throw new ApiError(409, 'DIRECT_UPLOAD_UNAVAILABLE', 'direct_upload_unavailable');
    checkUploadName(file.fileName, ['csv', 'xlsx']);
    if (!Number.isInteger(file.size) || file.size < 1 || file.size > MAX_UPLOAD_BYTES)
      throw invalid('validation_failed', {
        size: { key: 'upload_file_size', params: { max: MAX_UPLOAD_BYTES / 1024 / 1024 } },
      });
    const uploadId = newId();
    const url = await deps.storage.presignPut(uploadKey(entityId, uploadId, file.fileName), PRESIGN_SECONDS, file.size);
    return { uploadId, fileName: file.fileName, method: 'PUT' as const, url, expiresIn: PRESIGN_SECONDS };
  },

  /**
   * The embedded folder store's presigned PUT (`PUT /storage/put/<key>?expires=&size=&signature=`, issue 33): the
   * signature checked first (403 `upload_url_invalid` for a key, expiry or size the platform did not sign, 403
   * `upload_url_expired` after 15 minutes), then the body read up to the signed size and MAX_UPLOAD_BYTES (413 beyond),
   * then written through the store (write-then-record: the import records it; never imported, the orphan sweep
   * removes it). A key already written is not written again (409 `upload_already_stored`): once imported, the kept
   * file must stay the one its row's SHA-256 describes.
   */
  putSigned: async (
    deps: Deps,
    key: string,
    query: SignedPutQuery,
    read: (maxBytes: number) => Promise<Uint8Array>,
  ) => {
    const checked = deps.storage.checkPut?.(key, query) ?? { ok: false as const, reason: 'invalid' as const };
    if (!checked.ok)
      throw new ApiError(
        403,
        checked.reason === 'expired' ? 'REQUEST_EXPIRED' : 'SIGNATURE_DOES_NOT_MATCH',
        checked.reason === 'expired' ? 'upload_url_expired' : 'upload_url_invalid',
      );
    const bytes = await read(Math.min(checked.size, MAX_UPLOAD_BYTES));
    if (await deps.storage.get(key)) throw new ApiError(409, 'CONFLICT', 'upload_already_stored');
    await deps.storage.put(key, bytes);
    return { etag: `"${createHash('md5').update(bytes).digest('hex')}"` };
  },

  /** The entity's imported files, newest first; any member reads them. */
  list: async (deps: Deps, userId: string, entityId: string, statementId?: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const rows = await uploadRepo.list(deps.db, entityId, statementId);
    // Who uploaded, as people read it: the e-mail of the account (kept even if the person left the entity).
    const people = new Map(
      (await profileRepo.byIds(deps.db, [...new Set(rows.map((r) => r.uploadedBy))])).map((p) => [p.id, p.email]),
    );
    return rows.map((r) => ({ ...present(r), uploadedByEmail: people.get(r.uploadedBy) ?? null }));
  },

  /** One kept file's bytes, as uploaded. */
  file: async (deps: Deps, userId: string, entityId: string, uploadId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const row = await uploadRepo.byId(deps.db, entityId, uploadId);
    const bytes = row ? await deps.storage.get(row.storageKey) : undefined;
    if (!row || !bytes) throw notFound();
    return { row: present(row), bytes };
  },
};
