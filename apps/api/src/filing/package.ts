import { createHash } from 'node:crypto';
import type { ObjectStore } from '../storage';

/** One file of a filing package, as the submission records it. */
export interface PackageFile {
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  /** Where the storage keeps it (relative to the filings folder). */
  key: string;
}

export interface PackageContent {
  name: string;
  mediaType: string;
  body: Uint8Array | string;
}

/**
 * The filing package's files kept in the data directory (`filings/<submissionId>/<name>`): written first, described
 * by size and sha256, read back for the regulator. The storage folder is the embedded default of object storage.
 */
/** What a package being sent remembers, so that a restart can finish or undo a submission the process lost. */
export interface PendingFiling {
  submissionId: string;
  idempotencyKey: string;
  statementId: string;
  entityId: string;
  reportingYear: number;
  statementVersion: number;
  submittedBy: string;
  entity: { id: string; nameEn: string; nameKh: string | null; registrationNumber: string };
}

const PENDING = '.pending.json';

/**
 * The filing packages in object storage (`filings/<submissionId>/<name>`, apps/api/src/storage: the data directory's
 * folder by default, S3 by configuration): written first, described by size and sha256, read back for the regulator
 * and the entity.
 */
export function filingStore(store: ObjectStore) {
  const safe = (s: string) => s.replace(/[^\w.-]/g, '_');
  const pendingKey = (submissionId: string) => `filings/${safe(submissionId)}/${PENDING}`;
  return {
    /**
     * Writes the package's files, then (last, whole or absent) the pending marker: a folder without a marker was never
     * sent; one with a marker may have reached the receiver.
     */
    async write(submissionId: string, files: PackageContent[], pending?: PendingFiling): Promise<PackageFile[]> {
      const described: PackageFile[] = [];
      for (const f of files) {
        const bytes = typeof f.body === 'string' ? Buffer.from(f.body, 'utf8') : Buffer.from(f.body);
        const key = `${safe(submissionId)}/${safe(f.name)}`;
        await store.put(`filings/${key}`, bytes);
        described.push({
          name: f.name,
          mediaType: f.mediaType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          key,
        });
      }
      if (pending) await store.put(pendingKey(submissionId), JSON.stringify({ ...pending, files: described }));
      return described;
    },
    async read(key: string): Promise<Buffer | undefined> {
      try {
        return await store.get(`filings/${key}`);
      } catch {
        return undefined;
      }
    },
    /** The submission is recorded: the package is an ordinary filing now. */
    settle: (submissionId: string) => store.remove(pendingKey(submissionId)),
    remove: (submissionId: string) => store.remove(`filings/${safe(submissionId)}/`),
    /** Every stored package, with its pending marker when it has one. */
    async folders(): Promise<{ submissionId: string; pending?: PendingFiling & { files: PackageFile[] } }[]> {
      const ids = [...new Set((await store.list('filings/')).map((k) => k.split('/')[1]!).filter(Boolean))];
      const out: { submissionId: string; pending?: PendingFiling & { files: PackageFile[] } }[] = [];
      for (const submissionId of ids) {
        const marker = await store.get(pendingKey(submissionId));
        try {
          out.push(marker ? { submissionId, pending: JSON.parse(marker.toString('utf8')) } : { submissionId });
        } catch {
          out.push({ submissionId });
        }
      }
      return out;
    },
  };
}
