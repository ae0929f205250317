import { createHash } from 'node:crypto';
import type { Deps } from '../context';
import { notFound } from '../http/errors';
import type { Upload } from '../http/upload';
import { type DbOrTx, newId } from '../repositories/base';
import { profileRepo } from '../repositories/entities';
import { type UploadRow, uploadRepo } from '../repositories/uploads';
import type { UploadKind } from '../statuses';
import { requireMember } from './access';

/** A file name safe as the last part of an object key (the original name stays in the row). */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100) || 'file';

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
  const id = newId();
  const storageKey = `uploads/${file.entityId}/${id}/${safeName(file.upload.name)}`;
  await deps.storage.put(storageKey, file.upload.bytes);
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

export const uploadService = {
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
