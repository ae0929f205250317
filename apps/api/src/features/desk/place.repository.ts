import { FILED_STAGES, type StatementStage } from '@dfr/statement-engine';
import { eq, sql } from 'drizzle-orm';
import { credentialRequests, deskFilings, deskYears, entities, invoices, submissions } from '../../db/schema';
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
  column:
    | typeof entities.province
    | typeof entities.industry
    | typeof entities.size
    | typeof entities.nameEn
    | typeof entities.auditRequired,
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
  patch.nameEn !== undefined ||
  patch.auditRequired !== undefined;

/** Rewrites the copies on the entity's rows from the entity as it is now (call in the entity update's transaction). */
export async function copyPlace(db: DbOrTx, entityId: string) {
  const place = placeOf(entityId);
  await db
    .update(submissions)
    .set({ ...place, entityNameEn: ofEntity(entityId, entities.nameEn) })
    .where(eq(submissions.entityId, entityId));
  await db.update(invoices).set(place).where(eq(invoices.entityId, entityId));
  await db.update(credentialRequests).set(place).where(eq(credentialRequests.entityId, entityId));
  await db
    .update(deskFilings)
    .set({ ...place, auditRequired: ofEntity(entityId, entities.auditRequired) })
    .where(eq(deskFilings.entityId, entityId));
  await db
    .update(deskYears)
    .set({ ...place, auditRequired: ofEntity(entityId, entities.auditRequired) })
    .where(eq(deskYears.entityId, entityId));
}

const isFiled = (stage: StatementStage) => (FILED_STAGES as readonly string[]).includes(stage);

/**
 * The statistics' fact of one statement (`desk_filings`, issue 32), rewritten from the statement as it now is: a row
 * while it is filed, none otherwise (call in the transaction of the statement's stage move or period change).
 */
export async function refreshFiling(
  db: DbOrTx,
  row: {
    id: string;
    entityId: string;
    reportingYear: number;
    stage: StatementStage;
    periodEnd: string;
    submittedAt: string | null;
  },
) {
  await db.delete(deskFilings).where(eq(deskFilings.statementId, row.id));
  if (!isFiled(row.stage)) return;
  await db.insert(deskFilings).values({
    statementId: row.id,
    entityId: row.entityId,
    reportingYear: row.reportingYear,
    ...placeOf(row.entityId),
    auditRequired: ofEntity(row.entityId, entities.auditRequired),
    periodEnd: row.periodEnd,
    submittedDay: row.submittedAt ? row.submittedAt.slice(0, 10) : null,
  });
}

/**
 * The compliance list's copy of one statement's year (`desk_years`, issue 32), rewritten from the statement as it now
 * is: its year, the entity's place and audit requirement, and its period end while it is not filed (call in the
 * transaction of the statement's insert, stage move or period change).
 */
export async function refreshYear(
  db: DbOrTx,
  row: { id: string; entityId: string; reportingYear: number; stage: StatementStage; periodEnd: string },
) {
  const values = {
    entityId: row.entityId,
    reportingYear: row.reportingYear,
    ...placeOf(row.entityId),
    auditRequired: ofEntity(row.entityId, entities.auditRequired),
    openPeriodEnd: isFiled(row.stage) ? null : row.periodEnd,
  };
  await db
    .insert(deskYears)
    .values({ statementId: row.id, ...values })
    .onConflictDoUpdate({ target: deskYears.statementId, set: values });
}
