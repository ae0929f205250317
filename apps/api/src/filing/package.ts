import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

export function filingStore(dataDir: string) {
  const root = path.join(dataDir, 'filings');
  const safe = (s: string) => s.replace(/[^\w.-]/g, '_');
  const pendingPath = (submissionId: string) => path.join(root, safe(submissionId), PENDING);
  return {
    /**
     * Writes the package's files, then (last, by rename, so it is whole or absent) the pending marker: a folder
     * without a marker was never sent; one with a marker may have reached the receiver.
     */
    write(submissionId: string, files: PackageContent[], pending?: PendingFiling): PackageFile[] {
      const dir = path.join(root, safe(submissionId));
      fs.mkdirSync(dir, { recursive: true });
      const described = files.map((f) => {
        const bytes = typeof f.body === 'string' ? Buffer.from(f.body, 'utf8') : Buffer.from(f.body);
        const key = `${safe(submissionId)}/${safe(f.name)}`;
        fs.writeFileSync(path.join(root, key), bytes);
        return {
          name: f.name,
          mediaType: f.mediaType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          key,
        };
      });
      if (pending) {
        const tmp = `${pendingPath(submissionId)}.tmp`;
        fs.writeFileSync(tmp, JSON.stringify({ ...pending, files: described }));
        fs.renameSync(tmp, pendingPath(submissionId));
      }
      return described;
    },
    read(key: string): Buffer | undefined {
      const file = path.join(root, key);
      if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return undefined;
      return fs.readFileSync(file);
    },
    /** The submission is recorded: the folder is an ordinary filing now. */
    settle(submissionId: string) {
      fs.rmSync(pendingPath(submissionId), { force: true });
    },
    remove(submissionId: string) {
      fs.rmSync(path.join(root, safe(submissionId)), { recursive: true, force: true });
    },
    /** Every stored folder, with its pending marker when it has one. */
    folders(): { submissionId: string; pending?: PendingFiling & { files: PackageFile[] } }[] {
      if (!fs.existsSync(root)) return [];
      return fs
        .readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => {
          const marker = path.join(root, d.name, PENDING);
          if (!fs.existsSync(marker)) return { submissionId: d.name };
          try {
            return { submissionId: d.name, pending: JSON.parse(fs.readFileSync(marker, 'utf8')) };
          } catch {
            return { submissionId: d.name };
          }
        });
    },
  };
}
