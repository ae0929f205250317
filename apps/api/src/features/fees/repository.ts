import { and, desc, eq, lte } from 'drizzle-orm';
import { feeSchedules } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

export type FeeScheduleRow = typeof feeSchedules.$inferSelect;

/** The fee schedule's data access (issue 32): versions are inserted, never updated. Queries only, no rule. */
export const feeRepo = {
  /** Every version, the newest year and version first (the history). */
  all: (db: DbOrTx) => db.select().from(feeSchedules).orderBy(desc(feeSchedules.fromYear), desc(feeSchedules.version)),

  /** The version in effect for a financial year: the newest of the greatest `from_year` ≤ year. */
  inEffect: async (db: DbOrTx, year: number) =>
    (
      await db
        .select()
        .from(feeSchedules)
        .where(lte(feeSchedules.fromYear, year))
        .orderBy(desc(feeSchedules.fromYear), desc(feeSchedules.version))
        .limit(1)
    )[0],

  /** The newest version written for a `from_year` (undefined when none). */
  latestOf: async (db: DbOrTx, fromYear: number) =>
    (
      await db
        .select()
        .from(feeSchedules)
        .where(eq(feeSchedules.fromYear, fromYear))
        .orderBy(desc(feeSchedules.version))
        .limit(1)
    )[0],

  any: async (db: DbOrTx) => (await db.select({ id: feeSchedules.id }).from(feeSchedules).limit(1))[0],

  /** Inserts a version; undefined when that year's version exists already (another writer got there first). */
  insert: async (db: DbOrTx, row: typeof feeSchedules.$inferInsert) =>
    (await db.insert(feeSchedules).values(row).onConflictDoNothing().returning())[0],

  byYearVersion: async (db: DbOrTx, fromYear: number, version: number) =>
    (
      await db
        .select()
        .from(feeSchedules)
        .where(and(eq(feeSchedules.fromYear, fromYear), eq(feeSchedules.version, version)))
    )[0],
};
