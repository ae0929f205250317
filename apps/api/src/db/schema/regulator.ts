import type { FeeTable } from '@dfr/forms/rules';
import { integer, sqliteTable, text, uniqueIndex, nowIsoDefault } from './dialect';

/**
 * The fee schedule (issue 32): each row is one version of the preparation fees per entity size (and audit
 * requirement) from a financial year on. A change writes a new version, never an update, so the rows are the history;
 * the fee of year Y is the newest version of the greatest `from_year` ≤ Y. The first row is seeded from
 * `DFR_FEES_KHR`.
 */
export const feeSchedules = sqliteTable(
  'fee_schedules',
  {
    id: text('id').primaryKey(),
    fromYear: integer('from_year').notNull(),
    version: integer('version').notNull(),
    fees: text('fees', { mode: 'json' }).$type<FeeTable>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull().default(nowIsoDefault),
  },
  (t) => [uniqueIndex('fee_schedules_year_version_uq').on(t.fromYear, t.version)],
);
