import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityCodes, identitySessions, identityThrottle, identityUsers } from '../db/schema';
import type { DbOrTx } from '../db/repository-base';

/** The embedded identity endpoint's records: users, sessions, one-time codes and challenges, throttle counters. */
export type IdentityUser = typeof identityUsers.$inferSelect;
export type IdentityUserPatch = Partial<typeof identityUsers.$inferInsert>;
export type CodePurpose = (typeof identityCodes.$inferInsert)['purpose'];

export const identityUserRepo = {
  byEmail: async (db: Db, address: string) =>
    (await db.select().from(identityUsers).where(eq(identityUsers.email, address)).limit(1))[0],
  bySub: async (db: Db, sub: string) =>
    (await db.select().from(identityUsers).where(eq(identityUsers.sub, sub)).limit(1))[0],
  /** Inserts a user; with `returning`, the row written. */
  insert: (db: Db, row: typeof identityUsers.$inferInsert) => db.insert(identityUsers).values(row),
  update: (db: Db, sub: string, patch: IdentityUserPatch) =>
    db.update(identityUsers).set(patch).where(eq(identityUsers.sub, sub)),
  delete: async (db: Db, sub: string) => {
    await db.delete(identityUsers).where(eq(identityUsers.sub, sub));
  },
  /**
   * The users of a pool group, by e-mail (issue 32): the JSON column read as text narrows the rows in both databases,
   * the caller keeps those whose list holds the group exactly.
   */
  inGroup: (db: Db, group: string) =>
    db
      .select()
      .from(identityUsers)
      .where(sql`cast(${identityUsers.groups} as text) like ${`%"${group}"%`}`)
      .orderBy(asc(identityUsers.email)),
  /** The user of a session, with whether the session was revoked. */
  ofSession: async (db: Db, sessionId: string) =>
    (
      await db
        .select({
          sub: identityUsers.sub,
          email: identityUsers.email,
          groups: identityUsers.groups,
          revokedAt: identitySessions.revokedAt,
        })
        .from(identitySessions)
        .innerJoin(identityUsers, eq(identityUsers.sub, identitySessions.sub))
        .where(eq(identitySessions.id, sessionId))
        .limit(1)
    )[0],
};

export const identitySessionRepo = {
  insert: async (db: Db, row: typeof identitySessions.$inferInsert) => {
    await db.insert(identitySessions).values(row);
  },
  byId: async (db: Db, id: string) =>
    (await db.select().from(identitySessions).where(eq(identitySessions.id, id)).limit(1))[0],
  byRefreshHash: async (db: Db, refreshHash: string) =>
    (await db.select().from(identitySessions).where(eq(identitySessions.refreshHash, refreshHash)).limit(1))[0],
  /** Revokes every live session of the user (but `except`). */
  revokeAll: (db: Db, sub: string, at: number, except?: string) =>
    db
      .update(identitySessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(identitySessions.sub, sub),
          isNull(identitySessions.revokedAt),
          except ? ne(identitySessions.id, except) : undefined,
        ),
      ),
  revokeByRefreshHash: async (db: Db, refreshHash: string, at: number) => {
    await db
      .update(identitySessions)
      .set({ revokedAt: at })
      .where(and(eq(identitySessions.refreshHash, refreshHash), isNull(identitySessions.revokedAt)));
  },
};

export const identityCodeRepo = {
  /** When the user's latest codes of a purpose were made, newest first. */
  recent: (db: DbOrTx, sub: string, purpose: CodePurpose, limit: number) =>
    db
      .select({ createdAt: identityCodes.createdAt })
      .from(identityCodes)
      .where(and(eq(identityCodes.sub, sub), eq(identityCodes.purpose, purpose)))
      .orderBy(desc(identityCodes.createdAt))
      .limit(limit),
  /** Marks every unused code of the purpose used. */
  retire: async (db: DbOrTx, sub: string, purpose: CodePurpose, at: number) => {
    await db
      .update(identityCodes)
      .set({ usedAt: at })
      .where(and(eq(identityCodes.sub, sub), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)));
  },
  insert: async (db: DbOrTx, row: typeof identityCodes.$inferInsert) => {
    await db.insert(identityCodes).values(row);
  },
  /** The code that counts: an unused one first, then the newest. */
  latest: async (db: Db, sub: string, purpose: CodePurpose) =>
    (
      await db
        .select()
        .from(identityCodes)
        .where(and(eq(identityCodes.sub, sub), eq(identityCodes.purpose, purpose)))
        .orderBy(asc(isNotNull(identityCodes.usedAt)), desc(identityCodes.createdAt))
        .limit(1)
    )[0],
  /** A sign-in challenge by its session string's hash. */
  challenge: async (db: Db, secretHash: string) =>
    (
      await db
        .select()
        .from(identityCodes)
        .where(and(eq(identityCodes.purpose, 'CHALLENGE'), eq(identityCodes.secretHash, secretHash)))
        .limit(1)
    )[0],
  setAttempts: async (db: Db, id: string, attempts: number) => {
    await db.update(identityCodes).set({ attempts }).where(eq(identityCodes.id, id));
  },
  /** Marks the code used unless it already was (of two concurrent uses, only one wins); whether this one did. */
  use: async (db: Db, id: string, at: number) =>
    (
      await db
        .update(identityCodes)
        .set({ usedAt: at })
        .where(and(eq(identityCodes.id, id), isNull(identityCodes.usedAt)))
        .returning({ id: identityCodes.id })
    ).length > 0,
};

export const identityThrottleRepo = {
  get: async (db: Db, key: string) =>
    (await db.select().from(identityThrottle).where(eq(identityThrottle.key, key)).limit(1))[0],
  put: async (db: Db, row: { key: string; failures: number; windowStart: number; lockedUntil?: number | null }) => {
    const { key, ...set } = row;
    await db.insert(identityThrottle).values(row).onConflictDoUpdate({ target: identityThrottle.key, set });
  },
  /**
   * Ends an account's account-wide count and its delays from one address; without an address, its delays from every
   * address.
   */
  clearAccount: (db: Db, accountKey: string, address?: string) =>
    db
      .delete(identityThrottle)
      .where(
        or(
          eq(identityThrottle.key, `acct:${accountKey}`),
          address !== undefined
            ? eq(identityThrottle.key, `pair:${accountKey}|${address}`)
            : sql`substr(${identityThrottle.key}, 1, ${`pair:${accountKey}|`.length}) = ${`pair:${accountKey}|`}`,
        ),
      ),
};
