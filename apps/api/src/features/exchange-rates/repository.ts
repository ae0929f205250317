import type { RateType } from '@dfr/forms/rules';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { exchangeRates } from '../../db/schema';
import { type DbOrTx, nowIso } from '../../db/repository-base';

export type RateRow = typeof exchangeRates.$inferSelect;
type RateInsert = typeof exchangeRates.$inferInsert;
/** Which rates: the official ones (`null`, the regulator's) or one entity's own. */
export type RateScope = string | null;

const inScope = (scope: RateScope) =>
  scope === null ? isNull(exchangeRates.entityId) : eq(exchangeRates.entityId, scope);

/** Exchange rates: the official ones and entities' own. */
export const rateRepo = {
  byId: async (db: DbOrTx, id: string) => (await db.select().from(exchangeRates).where(eq(exchangeRates.id, id)))[0],
  /** The scope's rate of a currency, release date and type (at most one: a unique index). */
  same: async (db: DbOrTx, scope: RateScope, r: { currency: string; releaseDate: string; rateType: RateType }) =>
    (
      await db
        .select()
        .from(exchangeRates)
        .where(
          and(
            inScope(scope),
            eq(exchangeRates.currency, r.currency),
            eq(exchangeRates.releaseDate, r.releaseDate),
            eq(exchangeRates.rateType, r.rateType),
          ),
        )
    )[0],
  /** The official rates and, with `entityId`, that entity's own; newest release first, at most 1,000. */
  list: (db: DbOrTx, q: { currency?: string; from?: string; to?: string; entityId?: string }) =>
    db
      .select()
      .from(exchangeRates)
      .where(
        and(
          q.entityId ? or(isNull(exchangeRates.entityId), eq(exchangeRates.entityId, q.entityId)) : inScope(null),
          q.currency ? eq(exchangeRates.currency, q.currency) : undefined,
          q.from ? gte(exchangeRates.releaseDate, q.from) : undefined,
          q.to ? lte(exchangeRates.releaseDate, q.to) : undefined,
        ),
      )
      .orderBy(desc(exchangeRates.releaseDate), exchangeRates.currency)
      .limit(1000),
  /** The scope's latest rate of a currency and type released on or before `date`. */
  latestOn: async (db: DbOrTx, scope: RateScope, currency: string, rateType: RateType, date: string) =>
    (
      await db
        .select()
        .from(exchangeRates)
        .where(
          and(
            inScope(scope),
            eq(exchangeRates.currency, currency),
            eq(exchangeRates.rateType, rateType),
            lte(exchangeRates.releaseDate, date),
          ),
        )
        .orderBy(desc(exchangeRates.releaseDate))
        .limit(1)
    )[0],
  insert: async (db: DbOrTx, row: RateInsert) => (await db.insert(exchangeRates).values(row).returning())[0]!,
  /** Updates only when the version matches; returns undefined when it did not. */
  updateVersioned: async (db: DbOrTx, id: string, version: number, patch: Partial<RateInsert>) =>
    (
      await db
        .update(exchangeRates)
        .set({ ...patch, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(exchangeRates.id, id), eq(exchangeRates.version, version)))
        .returning()
    )[0],
  /** Overwrites a rate read just before in the same transaction (an import), bumping its version. */
  overwrite: async (db: DbOrTx, id: string, version: number, patch: Partial<RateInsert>) => {
    await db
      .update(exchangeRates)
      .set({ ...patch, version: version + 1, updatedAt: nowIso() })
      .where(eq(exchangeRates.id, id));
  },
};
