import { index, integer, sqliteTable, text } from './dialect';
import { entities, statements } from './domain';

/** A desk fact's key and copies: the statement, its year and entity, the entity's place and audit requirement. */
const statementFacts = () => ({
  statementId: text('statement_id')
    .primaryKey()
    .references(() => statements.id, { onDelete: 'cascade' }),
  reportingYear: integer('reporting_year').notNull(),
  entityId: text('entity_id')
    .notNull()
    .references(() => entities.id, { onDelete: 'cascade' }),
  province: text('province'),
  industry: text('industry'),
  size: text('size'),
  auditRequired: integer('audit_required', { mode: 'boolean' }),
});

/**
 * The desk's statistics facts (issue 32): one row per filed statement (stage `submitted` or `accepted`) with what the
 * statistics group and judge it by, copied from the statement and its entity: the year, the entity's place and audit
 * requirement, the period end and the day it was submitted. The statistics then read one covering index
 * (`desk_filings_year_idx`) and join nothing. Written by the statement repository in the same transaction as the stage
 * move or period change (`refreshFiling`), and rewritten with the entity's place (`copyPlace`).
 */
export const deskFilings = sqliteTable(
  'desk_filings',
  {
    ...statementFacts(),
    periodEnd: text('period_end').notNull(),
    /** The day (yyyy-mm-dd) the statement was submitted; null if it has no submission time. */
    submittedDay: text('submitted_day'),
  },
  (t) => [
    index('desk_filings_year_idx').on(
      t.reportingYear,
      t.province,
      t.industry,
      t.size,
      t.auditRequired,
      t.periodEnd,
      t.submittedDay,
    ),
    index('desk_filings_entity_idx').on(t.entityId),
  ],
);

/**
 * The compliance list's years (issue 32): one row per statement (an entity's year) with what the list filters and
 * counts a year by, copied from the statement and its entity: the year, the entity's place and audit requirement, and
 * the period end while the statement is not filed (`open_period_end`, null once filed). The compliance counts with a
 * year then read one covering index and join nothing. Written by the statement repository in the same transaction as
 * the insert, stage move or period change (`refreshYear`), and rewritten with the entity's place (`copyPlace`).
 */
export const deskYears = sqliteTable(
  'desk_years',
  {
    ...statementFacts(),
    /** The statement's period end while it is not filed (stage neither `submitted` nor `accepted`); null once filed. */
    openPeriodEnd: text('open_period_end'),
  },
  (t) => [
    index('desk_years_year_idx').on(t.reportingYear, t.province, t.industry, t.size, t.auditRequired, t.openPeriodEnd),
    index('desk_years_year_open_idx').on(
      t.reportingYear,
      t.openPeriodEnd,
      t.auditRequired,
      t.province,
      t.industry,
      t.size,
    ),
    index('desk_years_entity_idx').on(t.entityId),
  ],
);
