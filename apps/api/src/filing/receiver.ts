import { createHash } from 'node:crypto';
import { checkFilingPackage } from '@dfr/statement-engine';
import { desc, eq, like } from 'drizzle-orm';
import { efilingReceipts } from '../db/schema';
import type { DbOrTx } from '../db/repository-base';
import type { PackageContent } from './package';

/**
 * The regulator's e-filing receiver (built in; production points the adapter at the regulator's endpoint instead).
 * On arrival it checks the package: the manifest names every file with its size and sha256, and the files match it;
 * the XBRL package passes the engine's filing check (both reports against the package's taxonomy, calculations, the
 * same facts in both; the Inline XBRL beside it is the package's own). A package that fails is refused with its
 * reasons. One that passes gets a receipt (number, time, the manifest's sha256) kept under its idempotency key, so the
 * same package sent again gets the same receipt back.
 */

export const MANIFEST = 'manifest.json';

/** A filing as it travels: who files, for which year, the key that makes a retry harmless, and the files. */
export interface Filing {
  idempotencyKey: string;
  entity: { id: string; nameEn: string; nameKh: string | null; registrationNumber: string };
  reportingYear: number;
  files: PackageContent[];
}

export interface Receipt {
  receiptNumber: string;
  receivedAt: string;
  packageHash: string;
  factCount: number;
}

export interface Manifest {
  entity: { registrationNumber: string; nameEn: string; nameKh: string | null };
  reportingYear: number;
  files: { name: string; mediaType: string; size: number; sha256: string }[];
}

export interface ReceiverProblem {
  code: string;
  message: string;
}

/** The receiver refused the package (not retryable: the same package would be refused again). */
export class FilingRefused extends Error {
  constructor(readonly problems: ReceiverProblem[]) {
    super(`filing refused: ${problems.map((p) => p.code).join(', ')}`);
    this.name = 'FilingRefused';
  }
}

const bytesOf = (body: Uint8Array | string) =>
  typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
export const sha256 = (body: Uint8Array | string) => createHash('sha256').update(bytesOf(body)).digest('hex');

/** The manifest the filer adds to its package: every other file with its size and sha256. */
export function manifestFile(
  filing: Pick<Filing, 'entity' | 'reportingYear'>,
  files: PackageContent[],
): PackageContent {
  const manifest: Manifest = {
    entity: {
      registrationNumber: filing.entity.registrationNumber,
      nameEn: filing.entity.nameEn,
      nameKh: filing.entity.nameKh,
    },
    reportingYear: filing.reportingYear,
    files: files.map((f) => ({
      name: f.name,
      mediaType: f.mediaType,
      size: bytesOf(f.body).length,
      sha256: sha256(f.body),
    })),
  };
  return { name: MANIFEST, mediaType: 'application/json', body: `${JSON.stringify(manifest, null, 2)}\n` };
}

/** What is wrong with a package (nothing: it may be received). */
export function inspect(filing: Filing): { problems: ReceiverProblem[]; packageHash: string; factCount: number } {
  const problems: ReceiverProblem[] = [];
  const manifestEntry = filing.files.find((f) => f.name === MANIFEST);
  if (!manifestEntry)
    return {
      problems: [{ code: 'missing-manifest', message: `${MANIFEST} is missing` }],
      packageHash: '',
      factCount: 0,
    };
  const packageHash = sha256(manifestEntry.body);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytesOf(manifestEntry.body).toString('utf8')) as Manifest;
    if (!Array.isArray(manifest.files)) throw new Error('no files');
  } catch {
    return {
      problems: [{ code: 'bad-manifest', message: `${MANIFEST} is not a manifest` }],
      packageHash,
      factCount: 0,
    };
  }
  if (
    manifest.reportingYear !== filing.reportingYear ||
    manifest.entity?.registrationNumber !== filing.entity.registrationNumber
  )
    problems.push({ code: 'manifest-mismatch', message: 'the manifest names another entity or year' });
  const others = filing.files.filter((f) => f.name !== MANIFEST);
  for (const listed of manifest.files) {
    const file = others.find((f) => f.name === listed.name);
    if (!file)
      problems.push({ code: 'missing-file', message: `${listed.name} is in the manifest but not in the package` });
    else if (sha256(file.body) !== listed.sha256 || bytesOf(file.body).length !== listed.size)
      problems.push({ code: 'hash-mismatch', message: `${listed.name} does not match its sha256 in the manifest` });
  }
  for (const f of others)
    if (!manifest.files.some((l) => l.name === f.name))
      problems.push({ code: 'unlisted-file', message: `${f.name} is not in the manifest` });
  const zip = others.find((f) => f.name.endsWith('.zip'));
  const inline = others.find((f) => f.name.endsWith('.xhtml'));
  if (!zip) {
    problems.push({ code: 'missing-report', message: 'the package holds no XBRL package (.zip)' });
    return { problems, packageHash, factCount: 0 };
  }
  const check = checkFilingPackage(bytesOf(zip.body), inline ? bytesOf(inline.body).toString('utf8') : undefined);
  problems.push(...check.problems);
  return { problems, packageHash, factCount: check.factCount };
}

/** The next receipt number of the year: EF-<yyyy>-<6 digits>. */
async function nextReceiptNumber(db: DbOrTx, year: string) {
  const stem = `EF-${year}-`;
  const last = (
    await db
      .select({ n: efilingReceipts.receiptNumber })
      .from(efilingReceipts)
      .where(like(efilingReceipts.receiptNumber, `${stem}%`))
      .orderBy(desc(efilingReceipts.receiptNumber))
      .limit(1)
  )[0]?.n;
  return `${stem}${String(last ? Number(last.slice(stem.length)) + 1 : 1).padStart(6, '0')}`;
}

const receiptOf = (row: typeof efilingReceipts.$inferSelect): Receipt => ({
  receiptNumber: row.receiptNumber,
  receivedAt: row.receivedAt,
  packageHash: row.packageHash,
  factCount: row.factCount,
});

/** Receives a filing: the receipt already given under its key, or a new one for a package that passes. */
export async function receive(db: DbOrTx, filing: Filing): Promise<Receipt> {
  const known = (
    await db.select().from(efilingReceipts).where(eq(efilingReceipts.idempotencyKey, filing.idempotencyKey))
  )[0];
  const result = inspect(filing);
  if (result.problems.length) throw new FilingRefused(result.problems);
  if (known) {
    if (known.packageHash !== result.packageHash)
      throw new FilingRefused([{ code: 'key-reused', message: 'another package was already filed under this key' }]);
    return receiptOf(known);
  }
  for (let attempt = 0; ; attempt++) {
    const receipt = {
      receiptNumber: await nextReceiptNumber(db, String(new Date().getUTCFullYear())),
      receivedAt: new Date().toISOString(),
      packageHash: result.packageHash,
      factCount: result.factCount,
    };
    try {
      await db.insert(efilingReceipts).values({
        idempotencyKey: filing.idempotencyKey,
        registrationNumber: filing.entity.registrationNumber,
        reportingYear: filing.reportingYear,
        ...receipt,
      });
      return receipt;
    } catch (e) {
      // Another receipt took the number (or the key) at the same moment: read the key again, else take the next number.
      const raced = (
        await db.select().from(efilingReceipts).where(eq(efilingReceipts.idempotencyKey, filing.idempotencyKey))
      )[0];
      if (raced) return receiptOf(raced);
      if (attempt >= 2) throw e;
    }
  }
}
