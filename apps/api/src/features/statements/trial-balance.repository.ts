import type { TrialBalanceLine } from '@dfr/statement-engine';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { trialBalanceLines } from '../../db/schema';
import { DIALECT } from '../../db/schema/dialect';
import type { DbOrTx } from '../../db/repository-base';

/**
 * The lines' values sent as one JSON array of rows (`[year, row, code, name, debit, credit]`) and unpacked by the
 * database (SQLite's `json_each`, PostgreSQL's `json_array_elements`): one statement with two parameters for any
 * number of lines (10,000, or the 50,000-line limit), on both dialects. Through drizzle's `insert().values()` a
 * 10,000-line import built 70,000 parameters' objects for twenty statements of 500 rows (SQLite's limit is 32,766
 * variables a statement, PostgreSQL's 65,535): 150–220 ms on SQLite and 600–700 ms on PostgreSQL, most of an import's
 * time; now 30–40 and 100–170 ms, the delete of the old lines included (issue 30). A code stays text (a JSON string),
 * an amount a number; no name is NULL. PostgreSQL's plain `json` (parsed as it is read) was faster here than `jsonb`
 * (parsed whole first) and than `unnest` of six array parameters.
 */
const INSERT_FROM_JSON =
  DIALECT === 'postgresql'
    ? (statementId: string, json: string) => sql`
        insert into "trial_balance_lines" ("statement_id", "year", "row", "account_code", "account_name", "debit", "credit")
        select ${statementId}, (r->>0)::bigint, (r->>1)::bigint, r->>2, r->>3, (r->>4)::bigint, (r->>5)::bigint
        from json_array_elements(${json}::json) as r`
    : (statementId: string, json: string) => sql`
        insert into "trial_balance_lines" ("statement_id", "year", "row", "account_code", "account_name", "debit", "credit")
        select ${statementId}, r.value->>0, r.value->>1, r.value->>2, r.value->>3, r.value->>4, r.value->>5
        from json_each(${json}) as r`;

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
    if (!lines.length) return;
    const rows = lines.map((l, i) => [l.year, l.row ?? i + 2, l.accountCode, l.accountName ?? null, l.debit, l.credit]);
    const insert = INSERT_FROM_JSON(statementId, JSON.stringify(rows));
    // The same statement through each dialect's own runner (`run` is SQLite's, `execute` PostgreSQL's).
    if (DIALECT === 'postgresql') await (tx as unknown as { execute: (q: SQL) => Promise<unknown> }).execute(insert);
    else await tx.run(insert);
  },
};
