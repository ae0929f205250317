import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** A database handle or an open transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const newId = () => randomUUID();
export const nowIso = () => new Date().toISOString();

/** Appends one entry to the audit log (inside the caller's transaction, so it commits or rolls back with the write). */
export async function audit(
  tx: DbOrTx,
  entry: { actor: string; action: string; subjectType: string; subjectId: string; before?: unknown; after?: unknown },
) {
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
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
