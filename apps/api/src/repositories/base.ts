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
