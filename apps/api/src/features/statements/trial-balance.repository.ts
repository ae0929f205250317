import type { TrialBalanceLine } from '@dfr/statement-engine';
import { and, eq, inArray } from 'drizzle-orm';
import { trialBalanceLines } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

/** A statement's trial-balance lines. */
export const trialBalanceRepo = {
  lines: (db: DbOrTx, statementId: string) =>
    db.select().from(trialBalanceLines).where(eq(trialBalanceLines.statementId, statementId)),
  /** Replaces the given years' lines (call inside a transaction: all or nothing). */
  replaceYears: async (
    tx: DbOrTx,
    statementId: string,
    years: number[],
    lines: (TrialBalanceLine & { row?: number })[],
  ) => {
    await tx
      .delete(trialBalanceLines)
      .where(and(eq(trialBalanceLines.statementId, statementId), inArray(trialBalanceLines.year, years)));
    const rows = lines.map((l, i) => ({
      statementId,
      year: l.year,
      row: l.row ?? i + 2,
      accountCode: l.accountCode,
      accountName: l.accountName ?? null,
      debit: l.debit,
      credit: l.credit,
    }));
    // Bounded batches keep every statement under SQLite's variable limit.
    for (let i = 0; i < rows.length; i += 500) await tx.insert(trialBalanceLines).values(rows.slice(i, i + 500));
  },
};
