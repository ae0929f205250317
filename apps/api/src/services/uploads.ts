import { createHash } from 'node:crypto';
import type { Deps } from '../context';
import { ApiError, invalid, notFound } from '../http/errors';
import { checkUploadName, MAX_UPLOAD_BYTES, type Upload, uploadKey } from '../http/upload';
import { type DbOrTx, newId } from '../repositories/base';
import { profileRepo } from '../repositories/entities';
import { type UploadRow, uploadRepo } from '../repositories/uploads';
import type { UploadKind } from '../statuses';
import { requireMember } from './access';

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
   * A presigned PUT for one trial-balance or chart file, when the object store is S3-compatible (else 409
   * `direct_upload_unavailable`: the client sends the file to the API as before). The browser PUTs the file to `url`,
   * then names `uploadId` and the file's name to the import route, which reads it back from the store, checks it as
   * any upload and records it with the import (write-then-record: a file never imported is an orphan the lifecycle
   * sweep removes).
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
    const url = await deps.storage.presignPut(uploadKey(entityId, uploadId, file.fileName), PRESIGN_SECONDS);
    return { uploadId, fileName: file.fileName, method: 'PUT' as const, url, expiresIn: PRESIGN_SECONDS };
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
