import type { exchangeRates } from '../db/schema';

/** A rate as imports write it (the row without its id, version, timestamps, author and scope). */
export type RateInput = Omit<
  typeof exchangeRates.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'entityId'
>;

/** One problem of a rates file: row, column, the message key of what is wrong, and the value. */
export interface RateImportProblem {
  row: number;
  column?: string;
  code: string;
  value?: string;
}
