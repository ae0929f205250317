import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { entities, invoices, memberships, reminderSends, statements, submissions } from '../../db/schema';
import { type DbOrTx, newId } from '../../db/repository-base';

export type ReminderKindRow = (typeof reminderSends.$inferInsert)['kind'];

/** The reminder job's queries (issue 32, item 5). */
export const reminderRepo = {
  /** Statements whose period ended in [from, to], with their entity's audit requirement and names. */
  yearsEndingBetween: (db: DbOrTx, from: string, to: string) =>
    db
      .select({
        entityId: statements.entityId,
        year: statements.reportingYear,
        periodEnd: statements.periodEnd,
        auditRequired: entities.auditRequired,
      })
      .from(statements)
      .innerJoin(entities, eq(entities.id, statements.entityId))
      .where(and(gte(statements.periodEnd, from), lte(statements.periodEnd, to))),
  /** The (entity, year) pairs filed and not sent back: received or accepted. */
  filed: (db: DbOrTx, entityIds: string[]) =>
    entityIds.length
      ? db
          .select({ entityId: submissions.entityId, year: submissions.reportingYear })
          .from(submissions)
          .where(and(inArray(submissions.entityId, entityIds), inArray(submissions.status, ['received', 'accepted'])))
      : Promise.resolve([]),
  /** Open invoices that fell due in [from, to]. */
  openInvoicesDueBetween: (db: DbOrTx, from: string, to: string) =>
    db
      .select({
        id: invoices.id,
        entityId: invoices.entityId,
        year: invoices.reportingYear,
        number: invoices.number,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, 'open'),
          isNotNull(invoices.dueDate),
          gte(invoices.dueDate, from),
          lte(invoices.dueDate, to),
        ),
      ),
  /** An entity's active members with an account: who they are and their role. */
  members: (db: DbOrTx, entityId: string) =>
    db
      .select({ userId: memberships.userId, email: memberships.email, role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.entityId, entityId), eq(memberships.status, 'active'), isNotNull(memberships.userId))),
  /**
   * Claims a reminder (entity, year, kind): true for the one caller whose row was written, false when it was sent
   * already — the unique key decides, whichever instance asks.
   */
  claim: async (db: DbOrTx, entityId: string, reportingYear: number, kind: ReminderKindRow) =>
    (
      await db
        .insert(reminderSends)
        .values({ id: newId(), entityId, reportingYear, kind })
        .onConflictDoNothing()
        .returning({ id: reminderSends.id })
    ).length === 1,
};
