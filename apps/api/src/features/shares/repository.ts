import { and, desc, eq, isNull } from 'drizzle-orm';
import { statementShares } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

export type ShareRow = typeof statementShares.$inferSelect;

/** The share links of accepted statements. */
export const shareRepo = {
  byId: async (db: DbOrTx, id: string) =>
    (await db.select().from(statementShares).where(eq(statementShares.id, id)))[0],
  /** The statement's links, newest first. */
  listForStatement: (db: DbOrTx, statementId: string) =>
    db
      .select()
      .from(statementShares)
      .where(eq(statementShares.statementId, statementId))
      .orderBy(desc(statementShares.createdAt)),
  insert: async (db: DbOrTx, row: typeof statementShares.$inferInsert) =>
    (await db.insert(statementShares).values(row).returning())[0]!,
  /** Revokes a live link of the statement; undefined when there is none (unknown, another statement's, revoked). */
  revoke: async (db: DbOrTx, id: string, statementId: string, revokedBy: string, at: string) =>
    (
      await db
        .update(statementShares)
        .set({ revokedAt: at, revokedBy })
        .where(
          and(
            eq(statementShares.id, id),
            eq(statementShares.statementId, statementId),
            isNull(statementShares.revokedAt),
          ),
        )
        .returning()
    )[0],
  /** Whether the link exists for the statement (revoked or not). */
  exists: async (db: DbOrTx, id: string, statementId: string) =>
    (
      await db
        .select({ id: statementShares.id })
        .from(statementShares)
        .where(and(eq(statementShares.id, id), eq(statementShares.statementId, statementId)))
    ).length > 0,
};
