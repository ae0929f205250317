import { FILED_STAGES } from '@dfr/statement-engine';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { DIALECT } from '../../db/schema/dialect';
import type { PageAt } from './cursor';
import { afterKey, type KeyOrder } from './keyset.repository';
import {
  credentialRequests,
  deskFilings,
  deskYears,
  entities,
  invoices,
  statements,
  submissions,
} from '../../db/schema';
import type { CredentialRequestStatus, SubmissionStatus } from '../../statuses';
import type { DbOrTx } from '../../db/repository-base';

export type { PageAt };

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

/** A list's filter columns: the entity's place (copied onto the row), a status, a year. */
export type FilterColumn = 'province' | 'industry' | 'size' | 'status' | 'year';

/**
 * `column = value`, usable by an index only when the list's order allows (`indexed`). A page of a sorted list is
 * cheapest read by walking the order's own index and stopping after the page; SQLite (which keeps no statistics here)
 * otherwise starts from any index on an equality and sorts every matching row for each page (Kandal's 2024 invoices by
 * amount: 40,000 rows of the year sorted, 100 ms; walked in order: 2,000 rows read). `+column` is the same value to
 * SQLite but no index's; PostgreSQL plans from its statistics and gets the column itself.
 */
export function filterTerm(column: AnyColumn, value: string | number, indexed: boolean): SQL {
  return DIALECT === 'sqlite' && !indexed ? sql`+${column} = ${value}` : eq(column, value);
}

/** The entity filter on a list's own copies of the entity's place (desk/place.ts); `indexed`: see `filterTerm`. */
export function placeWhere(
  table: { province: AnyColumn; industry: AnyColumn; size: AnyColumn },
  f: DeskEntityFilter,
  indexed: readonly FilterColumn[] = ['province', 'industry', 'size'],
): SQL | undefined {
  return and(
    f.province ? filterTerm(table.province, f.province, indexed.includes('province')) : undefined,
    f.industry ? filterTerm(table.industry, f.industry, indexed.includes('industry')) : undefined,
    f.size ? filterTerm(table.size, f.size, indexed.includes('size')) : undefined,
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

/**
 * The entity is overdue in some year: its earliest open period end (kept on the entity by the statement repository,
 * `entities.open_period_end`) is on or before its audit requirement's cutoff. An index range over entities
 * (`entities_open_period_idx`); the statements are not read.
 */
function entityOverdueWhere(
  cut: OverdueCutoffs,
  t: { openPeriodEnd: AnyColumn; auditRequired: AnyColumn } = entities,
): SQL {
  const latest = [cut.audited, cut.unaudited].sort()[1]!;
  // The later cutoff first: the range the index reads; then each audit requirement's own cutoff on the way.
  return and(
    lte(t.openPeriodEnd, latest),
    or(
      and(eq(t.auditRequired, true), lte(t.openPeriodEnd, cut.audited)),
      and(or(isNull(t.auditRequired), eq(t.auditRequired, false)), lte(t.openPeriodEnd, cut.unaudited)),
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
/** Each order on the submission's own columns (an index each), the id last (the keyset cursor's tie-break). */
export const SUBMISSION_ORDER: Record<SubmissionSort, KeyOrder> = {
  submitted: [
    [submissions.submittedAt, 'desc'],
    [submissions.id, 'desc'],
  ],
  year: [
    [submissions.reportingYear, 'desc'],
    [submissions.submittedAt, 'desc'],
    [submissions.id, 'desc'],
  ],
  entity: [
    [submissions.entityNameEn, 'asc'],
    [submissions.reportingYear, 'desc'],
    [submissions.id, 'desc'],
  ],
};
/** The filters each order's page may start from: those with an index that also holds the order (`filterTerm`). */
const SUBMISSION_INDEXED: Record<SubmissionSort, FilterColumn[]> = {
  submitted: ['status', 'province', 'year'],
  year: ['year'],
  entity: [],
};
export const CREDENTIAL_REQUEST_ORDER: KeyOrder = [
  [credentialRequests.createdAt, 'desc'],
  [credentialRequests.id, 'desc'],
];
export const COMPLIANCE_SORTS = ['entity', 'registration'] as const;
export type ComplianceSort = (typeof COMPLIANCE_SORTS)[number];
export const COMPLIANCE_ORDER: Record<ComplianceSort, KeyOrder> = {
  entity: [
    [entities.nameEn, 'asc'],
    [entities.registrationNumber, 'asc'],
  ],
  registration: [[entities.registrationNumber, 'asc']],
};
const orderBy = (order: KeyOrder) => order.map(([c, dir]) => (dir === 'asc' ? asc(c) : desc(c)));

const n = (v: unknown) => Number(v ?? 0);

/**
 * How many entities have an overdue statement (of `year`, if given), counted from the statements' side: one pass
 * over the open statements an index narrows to. The count without a year reads the entities' column instead; the
 * tests compare the two.
 */
const overdueFromStatements = (db: DbOrTx, f: DeskEntityFilter & { year?: number }, cut: OverdueCutoffs) =>
  db
    .select({ n: sql<number>`count(distinct ${statements.entityId})` })
    .from(statements)
    .innerJoin(entities, eq(entities.id, statements.entityId))
    .where(and(entityWhere(f), f.year ? eq(statements.reportingYear, f.year) : undefined, overdueWhere(cut)));

/**
 * The compliance counts of one year, from the year's copies (`desk_years`: one row per statement, so per entity and
 * year, with the entity's place and audit requirement and the period end while not filed): the entities with a
 * statement that year, and those of them whose statement is overdue. Each a range of the year in a covering index
 * (`desk_years_year_idx`, `desk_years_year_open_idx`); neither the statements nor the entities are read.
 */
async function complianceYearCounts(db: DbOrTx, f: DeskEntityFilter & { year: number }, cut: OverdueCutoffs) {
  const ofYear = and(eq(deskYears.reportingYear, f.year), placeWhere(deskYears, f));
  const [[all], [late]] = await Promise.all([
    db.select({ n: count() }).from(deskYears).where(ofYear),
    db
      .select({ n: count() })
      .from(deskYears)
      .where(and(ofYear, entityOverdueWhere(cut, deskYears))),
  ]);
  return { all: n(all?.n), overdue: n(late?.n) };
}

/** The desk's lists across a country's entities (issue 32): a page, its total and its counts, on indexed columns. */
export const deskRepo = {
  /** The names and registration numbers of a page's entities (read after the page, by primary key). */
  entityNames: async (db: DbOrTx, ids: string[]) => {
    const rows = ids.length
      ? await db
          .select({
            id: entities.id,
            nameEn: entities.nameEn,
            nameKh: entities.nameKh,
            registrationNumber: entities.registrationNumber,
          })
          .from(entities)
          .where(inArray(entities.id, [...new Set(ids)]))
      : [];
    return new Map(rows.map((r) => [r.id, r]));
  },

  /**
   * A page of submissions. Filters and orders read the submission's own columns (the entity's place and name are
   * copied onto it, desk/place.repository.ts), so the page walks one index and stops after the page; the
   * entities' names are read afterwards for the rows shown (`entityNames`: joined, an OFFSET looked up the entity of
   * every row it skipped).
   */
  submissionsPage: async (
    db: DbOrTx,
    f: DeskEntityFilter & { status?: SubmissionStatus; year?: number },
    sort: SubmissionSort,
    at: PageAt,
  ) => {
    const order = SUBMISSION_ORDER[sort];
    return db
      .select({ submission: submissions })
      .from(submissions)
      .where(
        and(
          placeWhere(submissions, f, SUBMISSION_INDEXED[sort]),
          f.year ? filterTerm(submissions.reportingYear, f.year, SUBMISSION_INDEXED[sort].includes('year')) : undefined,
          f.status ? filterTerm(submissions.status, f.status, SUBMISSION_INDEXED[sort].includes('status')) : undefined,
          afterKey(order, at.after),
        ),
      )
      .orderBy(...orderBy(order))
      .limit(at.limit)
      .offset(at.after ? 0 : at.offset);
  },

  /** How many submissions match the filter (but its status), per status: one covering index (`submissions_place_idx`). */
  submissionCounts: async (db: DbOrTx, f: DeskEntityFilter & { year?: number }) => {
    const counts = await db
      .select({ status: submissions.status, n: count() })
      .from(submissions)
      .where(and(placeWhere(submissions, f), f.year ? eq(submissions.reportingYear, f.year) : undefined))
      .groupBy(submissions.status);
    return counts.map((c) => ({ status: c.status, n: n(c.n) }));
  },

  credentialRequestsPage: async (db: DbOrTx, f: DeskEntityFilter & { status?: CredentialRequestStatus }, at: PageAt) =>
    db
      .select({ request: credentialRequests })
      .from(credentialRequests)
      .where(
        and(
          // Province and status each have an index in the order (newest first); industry and size are read on the way.
          placeWhere(credentialRequests, f, ['province']),
          f.status ? eq(credentialRequests.status, f.status) : undefined,
          afterKey(CREDENTIAL_REQUEST_ORDER, at.after),
        ),
      )
      .orderBy(...orderBy(CREDENTIAL_REQUEST_ORDER))
      .limit(at.limit)
      .offset(at.after ? 0 : at.offset),

  /** How many credential requests match the entity filter, per status (`credential_requests_place_idx`). */
  credentialRequestCounts: async (db: DbOrTx, f: DeskEntityFilter) => {
    const counts = await db
      .select({ status: credentialRequests.status, n: count() })
      .from(credentialRequests)
      .where(placeWhere(credentialRequests, f))
      .groupBy(credentialRequests.status);
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
    at: PageAt,
  ) => {
    const order = COMPLIANCE_ORDER[sort];
    const ofYear = f.year ? eq(statements.reportingYear, f.year) : undefined;
    // Overdue in any year: the entity's own column; in one year: that year's statement.
    const anyOverdue = f.year ? hasStatementWhere(db, and(ofYear, overdueWhere(cut))) : entityOverdueWhere(cut);
    const hasYear = f.year ? hasStatementWhere(db, ofYear) : undefined;
    return (
      db
        .select()
        .from(entities)
        // In name order within a province (an index holds both); otherwise the order's index, the filters read on the way.
        .where(
          and(
            placeWhere(entities, f, sort === 'entity' ? ['province'] : []),
            hasYear,
            f.overdue ? anyOverdue : undefined,
            afterKey(order, at.after),
          ),
        )
        .orderBy(...orderBy(order))
        .limit(at.limit)
        .offset(at.after ? 0 : at.offset)
    );
  },

  /** How many entities match the compliance filter (but "overdue"), and how many of them have an overdue year. */
  complianceCounts: async (db: DbOrTx, f: DeskEntityFilter & { year?: number }, cut: OverdueCutoffs) => {
    if (f.year) return complianceYearCounts(db, { ...f, year: f.year }, cut);
    const [[all], [late]] = await Promise.all([
      db.select({ n: count() }).from(entities).where(entityWhere(f)),
      // Any year: one index range over the entities' earliest open period end (`entities_open_period_idx`).
      db
        .select({ n: count() })
        .from(entities)
        .where(and(entityWhere(f), entityOverdueWhere(cut))),
    ]);
    return { all: n(all?.n), overdue: n(late?.n) };
  },

  overdueFromStatements,

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

  /**
   * The period ends and audit requirements of a year's filed statements (each has its own filing deadline): from the
   * statistics' facts (`desk_filings`, one row per filed statement), its covering index alone.
   */
  filedPeriods: (db: DbOrTx, year: number) =>
    db
      .selectDistinct({
        periodEnd: deskFilings.periodEnd,
        audited: sql<number>`case when ${deskFilings.auditRequired} then 1 else 0 end`,
      })
      .from(deskFilings)
      .where(eq(deskFilings.reportingYear, year)),

  /**
   * A year's filed statements per province × industry × size, and how many of them were filed by their deadline
   * (`deadlines`: each period end and audit requirement's deadline, from `filedPeriods` and the engine's rule). One
   * pass over the year's range of `desk_filings_year_idx` (it holds every column read); no entity joined.
   */
  filedGroups: async (
    db: DbOrTx,
    year: number,
    deadlines: { periodEnd: string; audited: boolean; deadline: string }[],
  ) => {
    const day = deskFilings.submittedDay;
    const audited = sql`case when ${deskFilings.auditRequired} then 1 else 0 end`;
    const onTime = deadlines.length
      ? sql.join(
          deadlines.map(
            (d) =>
              sql`when ${deskFilings.periodEnd} = ${d.periodEnd} and ${audited} = ${d.audited ? 1 : 0} then (case when ${day} <= ${d.deadline} then 1 else 0 end)`,
          ),
          sql` `,
        )
      : sql`when 1 = 0 then 0`;
    const rows = await db
      .select({
        province: deskFilings.province,
        industry: deskFilings.industry,
        size: deskFilings.size,
        n: count(),
        onTime: sql<number>`sum(case ${onTime} else 0 end)`,
      })
      .from(deskFilings)
      .where(eq(deskFilings.reportingYear, year))
      .groupBy(deskFilings.province, deskFilings.industry, deskFilings.size);
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
