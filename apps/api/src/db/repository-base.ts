import { randomUUID } from 'node:crypto';
import type { Db } from './client';
import { eq } from 'drizzle-orm';
import { accounts, auditLog, credentialRequests, invoices, memberships, statements, submissions } from './schema';

/** A database handle or an open transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const newId = () => randomUUID();
export const nowIso = () => new Date().toISOString();

/** The subject types whose rows belong to an entity: the table that knows the entity (and the statement). */
const SUBJECT_TABLES = {
  statement: statements,
  membership: memberships,
  invoice: invoices,
  submission: submissions,
  credential_request: credentialRequests,
  account: accounts,
} as const;

/**
 * The entity and the statement an audit row concerns, read from its subject (issue 32: an entity's trail and a
 * statement's are read through an index). Platform-wide subjects (rates, settings, the fee schedule) have neither.
 */
async function subjectOwner(
  tx: DbOrTx,
  subjectType: string,
  subjectId: string,
): Promise<{ entityId: string | null; statementId: string | null }> {
  if (subjectType === 'entity') return { entityId: subjectId, statementId: null };
  if (subjectType === 'statement') {
    const [row] = await tx
      .select({ entityId: statements.entityId })
      .from(statements)
      .where(eq(statements.id, subjectId));
    return { entityId: row?.entityId ?? null, statementId: subjectId };
  }
  if (subjectType === 'submission' || subjectType === 'invoice') {
    const table = SUBJECT_TABLES[subjectType];
    const [row] = await tx
      .select({ entityId: table.entityId, statementId: table.statementId })
      .from(table)
      .where(eq(table.id, subjectId));
    return { entityId: row?.entityId ?? null, statementId: row?.statementId ?? null };
  }
  if (subjectType in SUBJECT_TABLES) {
    const table = SUBJECT_TABLES[subjectType as 'membership' | 'credential_request' | 'account'];
    const [row] = await tx.select({ entityId: table.entityId }).from(table).where(eq(table.id, subjectId));
    return { entityId: row?.entityId ?? null, statementId: null };
  }
  return { entityId: null, statementId: null };
}

/**
 * Appends one entry to the audit log (inside the caller's transaction, so it commits or rolls back with the write),
 * with the entity and statement it concerns (given, or read from the subject).
 */
export async function audit(
  tx: DbOrTx,
  entry: {
    actor: string;
    action: string;
    subjectType: string;
    subjectId: string;
    before?: unknown;
    after?: unknown;
    entityId?: string | null;
    statementId?: string | null;
  },
) {
  const owner =
    entry.entityId !== undefined
      ? { entityId: entry.entityId, statementId: entry.statementId ?? null }
      : await subjectOwner(tx, entry.subjectType, entry.subjectId);
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    entityId: owner.entityId,
    statementId: owner.statementId,
  });
}

/** Drops keys whose value is undefined (a PATCH leaves them unchanged). */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Whether a write failed on a unique index (SQLite's and PostgreSQL's wording; drizzle keeps the driver's in `cause`). */
export function isUniqueViolation(e: unknown): boolean {
  const text = String((e as { message?: string })?.message ?? '') + String((e as { cause?: unknown })?.cause ?? '');
  return /UNIQUE constraint|unique constraint|duplicate key/i.test(text);
}

/**
 * Runs an insert whose uniqueness was checked beforehand; when a concurrent request inserted the same row first, the
 * unique index refuses it and the caller gets `duplicate()` (a 409) instead of a database error.
 */
export async function insertUnique<T>(write: () => Promise<T>, duplicate: () => Error): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate();
    throw e;
  }
}
