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
export function filingStore(dataDir: string) {
  const root = path.join(dataDir, 'filings');
  const safe = (s: string) => s.replace(/[^\w.-]/g, '_');
  return {
    write(submissionId: string, files: PackageContent[]): PackageFile[] {
      const dir = path.join(root, safe(submissionId));
      fs.mkdirSync(dir, { recursive: true });
      return files.map((f) => {
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
    },
    read(key: string): Buffer | undefined {
      const file = path.join(root, key);
      if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return undefined;
      return fs.readFileSync(file);
    },
    remove(submissionId: string) {
      fs.rmSync(path.join(root, safe(submissionId)), { recursive: true, force: true });
    },
  };
}
