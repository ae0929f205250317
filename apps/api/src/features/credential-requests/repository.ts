import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { credentialRequests, entities } from '../../db/schema';
import type { CredentialRequestStatus } from '../../statuses';
import type { DbOrTx } from '../../db/repository-base';
import { placeOf } from '../desk/place.repository';

/** A request's own columns, as the API answers them (not the desk's copies of the entity's place, desk/place.ts). */
const { province: _p, industry: _i, size: _s, ...requestColumns } = getTableColumns(credentialRequests);

/** An entity's requests for an e-filing access credential. */
export const credentialRequestRepo = {
  /** The entity's requests, newest first. */
  listForEntity: (db: DbOrTx, entityId: string) =>
    db
      .select(requestColumns)
      .from(credentialRequests)
      .where(eq(credentialRequests.entityId, entityId))
      .orderBy(desc(credentialRequests.createdAt)),
  insert: async (db: DbOrTx, row: typeof credentialRequests.$inferInsert) =>
    (
      await db
        .insert(credentialRequests)
        .values({ ...placeOf(row.entityId), ...row })
        .returning(requestColumns)
    )[0]!,
  /** The statuses of the entity's requests (its eligibility to submit). */
  statuses: async (db: DbOrTx, entityId: string) =>
    (
      await db
        .select({ status: credentialRequests.status })
        .from(credentialRequests)
        .where(eq(credentialRequests.entityId, entityId))
    ).map((r) => r.status),
  exists: async (db: DbOrTx, id: string) =>
    (await db.select({ id: credentialRequests.id }).from(credentialRequests).where(eq(credentialRequests.id, id)))
      .length > 0,
  /** Every entity's requests with the entity's names, newest first (of one status when asked): the regulator's list. */
  listWithEntity: (db: DbOrTx, status?: CredentialRequestStatus) =>
    db
      .select({
        id: credentialRequests.id,
        entityId: credentialRequests.entityId,
        entityNameEn: entities.nameEn,
        entityNameKh: entities.nameKh,
        registrationNumber: credentialRequests.registrationNumber,
        contactName: credentialRequests.contactName,
        contactEmail: credentialRequests.contactEmail,
        message: credentialRequests.message,
        status: credentialRequests.status,
        reason: credentialRequests.reason,
        decidedAt: credentialRequests.decidedAt,
        createdAt: credentialRequests.createdAt,
        version: credentialRequests.version,
      })
      .from(credentialRequests)
      .innerJoin(entities, eq(entities.id, credentialRequests.entityId))
      .where(status ? eq(credentialRequests.status, status) : undefined)
      .orderBy(desc(credentialRequests.createdAt)),
  /** Records the regulator's decision on a pending request; undefined when it is not (or no longer) pending. */
  decide: async (
    db: DbOrTx,
    id: string,
    decision: { status: CredentialRequestStatus; decidedBy: string; decidedAt: string; reason: string | null },
  ) =>
    (
      await db
        .update(credentialRequests)
        .set({ ...decision, version: sql`${credentialRequests.version} + 1`, updatedAt: decision.decidedAt })
        .where(and(eq(credentialRequests.id, id), eq(credentialRequests.status, 'pending')))
        .returning(requestColumns)
    )[0],
};
