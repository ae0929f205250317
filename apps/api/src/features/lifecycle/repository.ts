import { and, eq, inArray, isNull, lt, max } from 'drizzle-orm';
import { statements, submissions, uploads } from '../../db/schema';
import { SUBMISSION_STATUSES } from '../../statuses';
import type { DbOrTx } from '../../db/repository-base';

/** Lists of ids are asked in slices (SQLite's and PostgreSQL's bound-parameter limits). */
const SLICE = 500;
async function inSlices<T>(ids: string[], ask: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += SLICE) out.push(...(await ask(ids.slice(i, i + SLICE))));
  return out;
}

const DECIDED = SUBMISSION_STATUSES.filter((s) => s !== 'received');

/** What the data lifecycle (orphan sweep, retention purge) reads and writes: rows that point at stored files. */
export const lifecycleRepo = {
  /** Which of these storage keys an upload row points at. */
  uploadKeysKnown: async (db: DbOrTx, keys: string[]) =>
    new Set(
      (
        await inSlices(keys, (slice) =>
          db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.storageKey, slice)),
        )
      ).map((r) => r.key),
    ),
  /** Which of these submission ids have a row. */
  submissionsKnown: async (db: DbOrTx, ids: string[]) =>
    new Set(
      (
        await inSlices(ids, (slice) =>
          db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, slice)),
        )
      ).map((r) => r.id),
    ),
  /** Which of these statement ids have a row. */
  statementsKnown: async (db: DbOrTx, ids: string[]) =>
    new Set(
      (
        await inSlices(ids, (slice) =>
          db.select({ id: statements.id }).from(statements).where(inArray(statements.id, slice)),
        )
      ).map((r) => r.id),
    ),
  /** Decided submissions (accepted or rejected) decided before `cutoff` whose package is still stored. */
  decidedBefore: (db: DbOrTx, cutoff: string) =>
    db
      .select({
        id: submissions.id,
        statementId: submissions.statementId,
        status: submissions.status,
        decidedAt: submissions.decidedAt,
      })
      .from(submissions)
      .where(
        and(
          inArray(submissions.status, DECIDED),
          lt(submissions.decidedAt, cutoff),
          isNull(submissions.packagePurgedAt),
        ),
      ),
  markPackagePurged: (db: DbOrTx, id: string, at: string) =>
    db.update(submissions).set({ packagePurgedAt: at }).where(eq(submissions.id, id)),
  /** Every kept upload (what retention chooses from). */
  uploadsKept: (db: DbOrTx) =>
    db
      .select({
        id: uploads.id,
        entityId: uploads.entityId,
        statementId: uploads.statementId,
        kind: uploads.kind,
        storageKey: uploads.storageKey,
        createdAt: uploads.createdAt,
      })
      .from(uploads),
  removeUpload: (db: DbOrTx, id: string) => db.delete(uploads).where(eq(uploads.id, id)),
  /** Each statement's latest filing whose package is still kept (when it was submitted). */
  lastFilingOfStatements: (db: DbOrTx) =>
    db
      .select({ statementId: submissions.statementId, at: max(submissions.submittedAt) })
      .from(submissions)
      .where(isNull(submissions.packagePurgedAt))
      .groupBy(submissions.statementId),
};
