import { and, asc, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { type DbOrTx, nowIso } from '../../db/repository-base';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountInsert = typeof accounts.$inferInsert;

/** An entity's chart of accounts. */
export const accountRepo = {
  list: (db: DbOrTx, entityId: string) =>
    db.select().from(accounts).where(eq(accounts.entityId, entityId)).orderBy(asc(accounts.code)),
  /**
   * The entity's account codes, in code order: all a trial-balance import reads of the chart. Reading the whole rows
   * (texts in both languages, documentation) of a 5,000-account chart was most of a 10,000-line import's time (issue 30).
   */
  codes: async (db: DbOrTx, entityId: string) =>
    (
      await db
        .select({ code: accounts.code })
        .from(accounts)
        .where(eq(accounts.entityId, entityId))
        .orderBy(asc(accounts.code))
    ).map((r) => r.code),
  byCode: async (db: DbOrTx, entityId: string, code: string) =>
    (
      await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.entityId, entityId), eq(accounts.code, code)))
    )[0],
  insert: async (db: DbOrTx, row: AccountInsert) => (await db.insert(accounts).values(row).returning())[0]!,
  /** Inserts many accounts in bounded batches (SQLite's variable limit). */
  insertMany: async (db: DbOrTx, rows: AccountInsert[]) => {
    for (let i = 0; i < rows.length; i += 200) await db.insert(accounts).values(rows.slice(i, i + 200));
  },
  /** Updates only when the version matches; returns undefined when it did not. */
  updateVersioned: async (db: DbOrTx, id: string, version: number, patch: Partial<AccountInsert>) =>
    (
      await db
        .update(accounts)
        .set({ ...patch, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(accounts.id, id), eq(accounts.version, version)))
        .returning()
    )[0],
  /** Overwrites an account read just before in the same transaction (a chart import), bumping its version. */
  overwrite: async (db: DbOrTx, id: string, version: number, patch: Partial<AccountInsert>) => {
    await db
      .update(accounts)
      .set({ ...patch, version: version + 1, updatedAt: nowIso() })
      .where(eq(accounts.id, id));
  },
};
