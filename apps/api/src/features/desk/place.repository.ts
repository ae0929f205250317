import { eq, sql } from 'drizzle-orm';
import { credentialRequests, entities, invoices, submissions } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

/*
 * The desk's copies of an entity's place (issue 32): its province, industry and size (and for submissions its English
 * name, the "by entity" order) are kept on the submissions, invoices and credential requests themselves, so that the
 * desk filters, sorts and counts a country's rows on their own indexes instead of joining every entity. They are
 * written with the row (one INSERT, the values read from the entity by sub-selects) and rewritten when the entity's
 * place or name changes (`copyPlace`, in the same transaction as the entity's update).
 */

const ofEntity = (
  entityId: string,
  column: typeof entities.province | typeof entities.industry | typeof entities.size | typeof entities.nameEn,
) => sql`(select ${column} from ${entities} where ${entities.id} = ${entityId})`;

/** The place columns of a new row of `entityId` (sub-selects in the INSERT's values: no read before the write). */
export const placeOf = (entityId: string) => ({
  province: ofEntity(entityId, entities.province),
  industry: ofEntity(entityId, entities.industry),
  size: ofEntity(entityId, entities.size),
});

/** A new submission's place and entity name. */
export const submissionPlaceOf = (entityId: string) => ({
  ...placeOf(entityId),
  entityNameEn: ofEntity(entityId, entities.nameEn),
});

/** Whether an entity's patch changes what the desk copies. */
export const changesPlace = (patch: Partial<typeof entities.$inferInsert>) =>
  patch.province !== undefined ||
  patch.industry !== undefined ||
  patch.size !== undefined ||
  patch.nameEn !== undefined;

/** Rewrites the copies on the entity's rows from the entity as it is now (call in the entity update's transaction). */
export async function copyPlace(db: DbOrTx, entityId: string) {
  const place = placeOf(entityId);
  await db
    .update(submissions)
    .set({ ...place, entityNameEn: ofEntity(entityId, entities.nameEn) })
    .where(eq(submissions.entityId, entityId));
  await db.update(invoices).set(place).where(eq(invoices.entityId, entityId));
  await db.update(credentialRequests).set(place).where(eq(credentialRequests.entityId, entityId));
}
