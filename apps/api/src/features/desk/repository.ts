import { FILED_STAGES } from '@dfr/statement-engine';
import { and, asc, count, desc, eq, exists, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { credentialRequests, entities, invoices, statements, submissions } from '../../db/schema';
import type { CredentialRequestStatus, SubmissionStatus } from '../../statuses';
import type { DbOrTx } from '../../db/repository-base';

/** The desk's entity filters (issue 32): every desk list narrows by the entity's province, industry and size. */
export interface DeskEntityFilter {
  province?: string;
  industry?: string;
  size?: 'small' | 'medium';
}

/**
 * When a year is overdue: not filed, and its period ended on or before the cutoff for the entity's audit requirement
 * (the last period end whose filing deadline has passed, found by the service with the engine's deadline rule).
 */
export interface OverdueCutoffs {
  unaudited: string;
  audited: string;
}

/** Whether the filter names an entity column (else the lists and counts need not join the entities to filter). */
export const narrowsEntities = (f: DeskEntityFilter) => Boolean(f.province || f.industry || f.size);

export function entityWhere(f: DeskEntityFilter): SQL | undefined {
  return and(
    f.province ? eq(entities.province, f.province) : undefined,
    f.industry ? eq(entities.industry, f.industry) : undefined,
    f.size ? eq(entities.size, f.size) : undefined,
  );
}

/** A statement (joined with its entity) that is overdue. */
function overdueWhere(cut: OverdueCutoffs): SQL {
  return and(
    notInArray(statements.stage, [...FILED_STAGES]),
    or(
      and(eq(entities.auditRequired, true), lte(statements.periodEnd, cut.audited)),
      and(
        or(isNull(entities.auditRequired), eq(entities.auditRequired, false)),
        lte(statements.periodEnd, cut.unaudited),
      ),
    ),
  )!;
}

/** The entity (of the outer query) has a statement that matches `where`. */
function hasStatementWhere(db: DbOrTx, where: SQL | undefined): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(statements)
      .where(and(eq(statements.entityId, entities.id), where)),
  );
}

export const SUBMISSION_SORTS = ['submitted', 'year', 'entity'] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];
const SUBMISSION_ORDER: Record<SubmissionSort, SQL[]> = {
  submitted: [desc(submissions.submittedAt), desc(submissions.id)],
  year: [desc(submissions.reportingYear), desc(submissions.submittedAt)],
  entity: [asc(entities.nameEn), desc(submissions.reportingYear)],
};
export const COMPLIANCE_SORTS = ['entity', 'registration'] as const;
export type ComplianceSort = (typeof COMPLIANCE_SORTS)[number];

const n = (v: unknown) => Number(v ?? 0);

/** The desk's lists across a country's entities (issue 32): a page, its total and its counts, on indexed columns. */
export const deskRepo = {
  submissionsPage: async (
    db: DbOrTx,
    f: DeskEntityFilter & { status?: SubmissionStatus; year?: number },
    sort: SubmissionSort,
    limit: number,
    offset: number,
  ) => {
    const where = and(
      entityWhere(f),
      f.year ? eq(submissions.reportingYear, f.year) : undefined,
      f.status ? eq(submissions.status, f.status) : undefined,
    );
    const fields = { submission: submissions, entityNameEn: entities.nameEn, entityNameKh: entities.nameKh };
    // By entity: walk the entities in name order (their index) and each one's submissions, so a deep page reads the
    // rows before it and no more; joined the other way SQLite sorted every submission of the country for each page
    // (page 200: 55 ms against 4). A cross join with the condition in WHERE fixes SQLite's loop order; PostgreSQL
    // plans it as the same inner join.
    if (sort === 'entity')
      return db
        .select(fields)
        .from(entities)
        .crossJoin(submissions)
        .where(and(eq(entities.id, submissions.entityId), where))
        .orderBy(...SUBMISSION_ORDER[sort])
        .limit(limit)
        .offset(offset);
    return db
      .select(fields)
      .from(submissions)
      .innerJoin(entities, eq(entities.id, submissions.entityId))
      .where(where)
      .orderBy(...SUBMISSION_ORDER[sort])
      .limit(limit)
      .offset(offset);
  },

  /** How many submissions match the filter (but its status), per status. */
  submissionCounts: async (db: DbOrTx, f: DeskEntityFilter & { year?: number }) => {
    const countWhere = and(entityWhere(f), f.year ? eq(submissions.reportingYear, f.year) : undefined);
    const counts = await (narrowsEntities(f)
      ? db
          .select({ status: submissions.status, n: count() })
          .from(submissions)
          .innerJoin(entities, eq(entities.id, submissions.entityId))
          .where(countWhere)
          .groupBy(submissions.status)
      : db
          .select({ status: submissions.status, n: count() })
          .from(submissions)
          .where(countWhere)
          .groupBy(submissions.status));
    return counts.map((c) => ({ status: c.status, n: n(c.n) }));
  },

  credentialRequestsPage: async (
    db: DbOrTx,
    f: DeskEntityFilter & { status?: CredentialRequestStatus },
    limit: number,
    offset: number,
  ) => {
    const where = and(entityWhere(f), f.status ? eq(credentialRequests.status, f.status) : undefined);
    return db
      .select({ request: credentialRequests, entityNameEn: entities.nameEn, entityNameKh: entities.nameKh })
      .from(credentialRequests)
      .innerJoin(entities, eq(entities.id, credentialRequests.entityId))
      .where(where)
      .orderBy(desc(credentialRequests.createdAt), desc(credentialRequests.id))
      .limit(limit)
      .offset(offset);
  },

  /** How many credential requests match the entity filter, per status. */
  credentialRequestCounts: async (db: DbOrTx, f: DeskEntityFilter) => {
    const counts = await (narrowsEntities(f)
      ? db
          .select({ status: credentialRequests.status, n: count() })
          .from(credentialRequests)
          .innerJoin(entities, eq(entities.id, credentialRequests.entityId))
          .where(entityWhere(f))
          .groupBy(credentialRequests.status)
      : db
          .select({ status: credentialRequests.status, n: count() })
          .from(credentialRequests)
          .groupBy(credentialRequests.status));
    return counts.map((c) => ({ status: c.status, n: n(c.n) }));
  },

  /**
   * The compliance list: entities (a page of them) that match the filters, with how many match in all and how many
   * of those have an overdue year; `overdue` keeps only the latter, `year` only entities with a statement that year.
   */
  compliancePage: async (
    db: DbOrTx,
    f: DeskEntityFilter & { year?: number; overdue?: boolean },
    cut: OverdueCutoffs,
    sort: ComplianceSort,
    limit: number,
    offset: number,
  ) => {
    const ofYear = f.year ? eq(statements.reportingYear, f.year) : undefined;
    const anyOverdue = hasStatementWhere(db, and(ofYear, overdueWhere(cut)));
    const hasYear = f.year ? hasStatementWhere(db, ofYear) : undefined;
    return db
      .select()
      .from(entities)
      .where(and(entityWhere(f), hasYear, f.overdue ? anyOverdue : undefined))
      .orderBy(
        ...(sort === 'registration'
          ? [asc(entities.registrationNumber)]
          : [asc(entities.nameEn), asc(entities.registrationNumber)]),
      )
      .limit(limit)
      .offset(offset);
  },

  /** How many entities match the compliance filter (but "overdue"), and how many of them have an overdue year. */
  complianceCounts: async (db: DbOrTx, f: DeskEntityFilter & { year?: number }, cut: OverdueCutoffs) => {
    const ofYear = f.year ? eq(statements.reportingYear, f.year) : undefined;
    const hasYear = f.year ? hasStatementWhere(db, ofYear) : undefined;
    const [[all], [late]] = await Promise.all([
      db
        .select({ n: count() })
        .from(entities)
        .where(and(entityWhere(f), hasYear)),
      // Counted from the overdue statements' side: one pass over the statements an index narrows to the open ones.
      db
        .select({ n: sql<number>`count(distinct ${statements.entityId})` })
        .from(statements)
        .innerJoin(entities, eq(entities.id, statements.entityId))
        .where(and(entityWhere(f), ofYear, overdueWhere(cut))),
    ]);
    return { all: n(all?.n), overdue: n(late?.n) };
  },

  /** The years of some entities (the compliance page's): stage, period end, the latest submission's status. */
  yearsOf: async (db: DbOrTx, entityIds: string[], year?: number) => {
    if (entityIds.length === 0) return { years: [], filed: [], requests: [] };
    const [years, filed] = await Promise.all([
      db
        .select({
          entityId: statements.entityId,
          year: statements.reportingYear,
          stage: statements.stage,
          periodEnd: statements.periodEnd,
        })
        .from(statements)
        .where(and(inArray(statements.entityId, entityIds), year ? eq(statements.reportingYear, year) : undefined))
        .orderBy(desc(statements.reportingYear)),
      db
        .select({
          entityId: submissions.entityId,
          year: submissions.reportingYear,
          status: submissions.status,
          at: submissions.submittedAt,
        })
        .from(submissions)
        .where(inArray(submissions.entityId, entityIds))
        .orderBy(desc(submissions.submittedAt)),
    ]);
    const requests = await db
      .select({ entityId: credentialRequests.entityId, status: credentialRequests.status })
      .from(credentialRequests)
      .where(inArray(credentialRequests.entityId, entityIds));
    return { years, filed, requests };
  },

  /** The latest year that has statements (the statistics' default year). */
  latestYear: async (db: DbOrTx) =>
    (
      await db
        .select({ year: statements.reportingYear })
        .from(statements)
        .orderBy(desc(statements.reportingYear))
        .limit(1)
    )[0]?.year,

  /** Entities per province × industry × size (the filing rates' denominators). */
  entityGroups: (db: DbOrTx) =>
    db
      .select({ province: entities.province, industry: entities.industry, size: entities.size, n: count() })
      .from(entities)
      .groupBy(entities.province, entities.industry, entities.size),

  /** The period ends and audit requirements of a year's filed statements (each has its own filing deadline). */
  filedPeriods: (db: DbOrTx, year: number) =>
    db
      .selectDistinct({
        periodEnd: statements.periodEnd,
        audited: sql<number>`case when ${entities.auditRequired} then 1 else 0 end`,
      })
      .from(statements)
      .innerJoin(entities, eq(entities.id, statements.entityId))
      .where(and(eq(statements.reportingYear, year), inArray(statements.stage, [...FILED_STAGES]))),

  /**
   * A year's filed statements per province × industry × size, and how many of them were filed by their deadline
   * (`deadlines`: each period end and audit requirement's deadline, from `filedPeriods` and the engine's rule).
   */
  filedGroups: async (
    db: DbOrTx,
    year: number,
    deadlines: { periodEnd: string; audited: boolean; deadline: string }[],
  ) => {
    const day = sql`substr(${statements.submittedAt}, 1, 10)`;
    const audited = sql`case when ${entities.auditRequired} then 1 else 0 end`;
    const onTime = deadlines.length
      ? sql.join(
          deadlines.map(
            (d) =>
              sql`when ${statements.periodEnd} = ${d.periodEnd} and ${audited} = ${d.audited ? 1 : 0} then (case when ${day} <= ${d.deadline} then 1 else 0 end)`,
          ),
          sql` `,
        )
      : sql`when 1 = 0 then 0`;
    const rows = await db
      .select({
        province: entities.province,
        industry: entities.industry,
        size: entities.size,
        n: count(),
        onTime: sql<number>`sum(case ${onTime} else 0 end)`,
      })
      .from(statements)
      .innerJoin(entities, eq(entities.id, statements.entityId))
      .where(and(eq(statements.reportingYear, year), inArray(statements.stage, [...FILED_STAGES])))
      .groupBy(entities.province, entities.industry, entities.size);
    return rows.map((r) => ({ ...r, n: n(r.n), onTime: n(r.onTime) }));
  },

  /** A year's fees: invoices by status, their number and amount. */
  feeTotals: async (db: DbOrTx, year: number) =>
    (
      await db
        .select({ status: invoices.status, n: count(), amount: sql<number>`coalesce(sum(${invoices.amountDue}), 0)` })
        .from(invoices)
        .where(eq(invoices.reportingYear, year))
        .groupBy(invoices.status)
    ).map((r) => ({ status: r.status, n: n(r.n), amount: n(r.amount) })),
};
