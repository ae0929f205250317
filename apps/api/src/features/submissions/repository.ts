import { and, desc, eq, sql } from 'drizzle-orm';
import { entities, submissions } from '../../db/schema';
import type { SubmissionStatus } from '../../statuses';
import type { DbOrTx } from '../../db/repository-base';
import { submissionPlaceOf } from '../desk/place.repository';

export type SubmissionRow = typeof submissions.$inferSelect;

/** Filed packages and the regulator's decisions on them. */
export const submissionRepo = {
  byId: async (db: DbOrTx, id: string) => (await db.select().from(submissions).where(eq(submissions.id, id)))[0],
  /** A submission of the entity (undefined for another entity's). */
  ofEntity: async (db: DbOrTx, entityId: string, id: string) =>
    (
      await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.id, id), eq(submissions.entityId, entityId)))
    )[0],
  exists: async (db: DbOrTx, id: string) =>
    (await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id))).length > 0,
  /** The entity's submissions, latest first. */
  listForEntity: (db: DbOrTx, entityId: string) =>
    db.select().from(submissions).where(eq(submissions.entityId, entityId)).orderBy(desc(submissions.submittedAt)),
  /** Every entity's submissions with the entity's names, latest first (by status and year when asked). */
  listWithEntity: (db: DbOrTx, filter: { status?: SubmissionStatus; year?: number }) =>
    db
      .select({ submission: submissions, entityNameEn: entities.nameEn, entityNameKh: entities.nameKh })
      .from(submissions)
      .innerJoin(entities, eq(entities.id, submissions.entityId))
      .where(
        and(
          filter.status ? eq(submissions.status, filter.status) : undefined,
          filter.year ? eq(submissions.reportingYear, filter.year) : undefined,
        ),
      )
      .orderBy(desc(submissions.submittedAt)),
  /** Each submission's entity, year, status and time, latest first (the compliance view). */
  summaries: (db: DbOrTx) =>
    db
      .select({
        entityId: submissions.entityId,
        year: submissions.reportingYear,
        status: submissions.status,
        at: submissions.submittedAt,
      })
      .from(submissions)
      .orderBy(desc(submissions.submittedAt)),
  insert: async (db: DbOrTx, row: typeof submissions.$inferInsert) =>
    (
      await db
        .insert(submissions)
        .values({ ...submissionPlaceOf(row.entityId), ...row })
        .returning()
    )[0]!,
  /** Records the regulator's decision on a received submission; undefined when it is not (or no longer) received. */
  decide: async (
    db: DbOrTx,
    id: string,
    decision: { status: SubmissionStatus; decidedBy: string; decidedAt: string; reasons: string | null },
  ) =>
    (
      await db
        .update(submissions)
        .set({ ...decision, version: sql`${submissions.version} + 1`, updatedAt: decision.decidedAt })
        .where(and(eq(submissions.id, id), eq(submissions.status, 'received')))
        .returning()
    )[0],
};
