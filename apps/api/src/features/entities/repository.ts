import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { entities, memberships, userProfiles } from '../../db/schema';
import { type DbOrTx, nowIso } from '../../db/repository-base';
import { changesPlace, copyPlace } from '../desk/place.repository';

export type EntityRow = typeof entities.$inferSelect;
export type EntityInsert = typeof entities.$inferInsert;
export type MembershipRow = typeof memberships.$inferSelect;
export type ProfileRow = typeof userProfiles.$inferSelect;

export const entityRepo = {
  byId: async (db: DbOrTx, id: string) => (await db.select().from(entities).where(eq(entities.id, id)))[0],
  byRegistrationNumber: async (db: DbOrTx, registrationNumber: string) =>
    (await db.select().from(entities).where(eq(entities.registrationNumber, registrationNumber)))[0],
  /** Entities where the user is an active member, with their role. */
  /** The entity switcher's list: the fields it shows (narrow on purpose: this runs on every page load). */
  listForUser: (db: DbOrTx, userId: string) =>
    db
      .select({
        entity: {
          id: entities.id,
          nameEn: entities.nameEn,
          nameKh: entities.nameKh,
          registrationNumber: entities.registrationNumber,
          legalForm: entities.legalForm,
          province: entities.province,
          size: entities.size,
          eligible: entities.eligible,
          version: entities.version,
        },
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(entities, eq(entities.id, memberships.entityId))
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
      .orderBy(asc(entities.nameEn)),
  /** Every entity, by English name (the regulator's compliance view). */
  listByName: (db: DbOrTx) => db.select().from(entities).orderBy(asc(entities.nameEn)),
  /** Whether the regulator lets the entity submit (false for an unknown entity). */
  eligible: async (db: DbOrTx, id: string) =>
    (await db.select({ eligible: entities.eligible }).from(entities).where(eq(entities.id, id)))[0]?.eligible ?? false,
  /** The regulator's switch; undefined for an unknown entity. */
  setEligible: async (db: DbOrTx, id: string, eligible: boolean) =>
    (
      await db
        .update(entities)
        .set({ eligible, version: sql`${entities.version} + 1`, updatedAt: nowIso() })
        .where(eq(entities.id, id))
        .returning({ id: entities.id, eligible: entities.eligible })
    )[0],
  insert: async (db: DbOrTx, row: typeof entities.$inferInsert) =>
    (await db.insert(entities).values(row).returning())[0]!,
  /** Updates only when the version matches; returns undefined when it did not. */
  /** Updates only when the version matches (and the desk's copies of its place with it); undefined when it did not. */
  updateVersioned: async (db: DbOrTx, id: string, version: number, patch: Partial<typeof entities.$inferInsert>) => {
    const row = (
      await db
        .update(entities)
        .set({ ...patch, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(entities.id, id), eq(entities.version, version)))
        .returning()
    )[0];
    if (row && changesPlace(patch)) await copyPlace(db, id);
    return row;
  },
};

export const membershipRepo = {
  /** The caller's active membership (the columns authorization needs). */
  of: async (db: DbOrTx, entityId: string, userId: string) =>
    (
      await db
        .select({ id: memberships.id, role: memberships.role, version: memberships.version })
        .from(memberships)
        .where(
          and(eq(memberships.entityId, entityId), eq(memberships.userId, userId), eq(memberships.status, 'active')),
        )
    )[0],
  /** How many active members an entity has (separation of duties: a sole member may approve their own work). */
  countActive: async (db: DbOrTx, entityId: string) =>
    (
      await db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.entityId, entityId), eq(memberships.status, 'active')))
    )[0]?.n ?? 0,
  byId: async (db: DbOrTx, entityId: string, id: string) =>
    (
      await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.entityId, entityId), eq(memberships.id, id)))
    )[0],
  byEmail: async (db: DbOrTx, entityId: string, email: string) =>
    (
      await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.entityId, entityId), eq(memberships.email, email)))
    )[0],
  listForEntity: (db: DbOrTx, entityId: string) =>
    db
      .select({ membership: memberships, profile: userProfiles })
      .from(memberships)
      .leftJoin(userProfiles, eq(userProfiles.id, memberships.userId))
      .where(eq(memberships.entityId, entityId))
      .orderBy(asc(memberships.email)),
  insert: async (db: DbOrTx, row: typeof memberships.$inferInsert) =>
    (await db.insert(memberships).values(row).returning())[0]!,
  updateVersioned: async (db: DbOrTx, id: string, version: number, patch: Partial<typeof memberships.$inferInsert>) =>
    (
      await db
        .update(memberships)
        .set({ ...patch, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(memberships.id, id), eq(memberships.version, version)))
        .returning()
    )[0],
  remove: async (db: DbOrTx, id: string, version: number) =>
    (
      await db
        .delete(memberships)
        .where(and(eq(memberships.id, id), eq(memberships.version, version)))
        .returning()
    )[0],
  /** Turns pending invitations for this email into active memberships of the user. */
  claimInvitations: (db: DbOrTx, userId: string, email: string) =>
    db
      .update(memberships)
      .set({ userId, status: 'active', updatedAt: nowIso() })
      .where(and(eq(memberships.email, email), eq(memberships.status, 'pending')))
      .returning(),
  /** The e-mail addresses of an entity's active members (as stored). */
  activeEmails: (db: DbOrTx, entityId: string) =>
    db
      .select({ email: memberships.email })
      .from(memberships)
      .where(and(eq(memberships.entityId, entityId), eq(memberships.status, 'active'))),
  userIdsOfEntity: async (db: DbOrTx, entityId: string) =>
    (
      await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.entityId, entityId), eq(memberships.status, 'active')))
    )
      .map((r) => r.userId)
      .filter((v): v is string => !!v),
};

export const profileRepo = {
  byEmail: async (db: DbOrTx, email: string) =>
    (await db.select().from(userProfiles).where(eq(userProfiles.email, email.toLowerCase())))[0],
  byId: async (db: DbOrTx, id: string) => (await db.select().from(userProfiles).where(eq(userProfiles.id, id)))[0],
  byIds: (db: DbOrTx, ids: string[]) =>
    ids.length ? db.select().from(userProfiles).where(inArray(userProfiles.id, ids)) : Promise.resolve([]),
  /** Creates the profile on first sight of a user (idempotent). */
  ensure: async (db: DbOrTx, id: string, email: string) => {
    await db.insert(userProfiles).values({ id, email }).onConflictDoNothing();
    return (await db.select().from(userProfiles).where(eq(userProfiles.id, id)))[0]!;
  },
  updateVersioned: async (db: DbOrTx, id: string, version: number, patch: Partial<typeof userProfiles.$inferInsert>) =>
    (
      await db
        .update(userProfiles)
        .set({ ...patch, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(userProfiles.id, id), eq(userProfiles.version, version)))
        .returning()
    )[0],
};
