import { and, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

/** The fee invoices as the statements and the submissions read them (payments/ owns writing them). */
export const invoiceRepo = {
  /** The entity's fee invoice of a year: its id and status. */
  ofYear: async (db: DbOrTx, entityId: string, reportingYear: number) =>
    (
      await db
        .select({ id: invoices.id, status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.entityId, entityId), eq(invoices.reportingYear, reportingYear)))
    )[0],
};
