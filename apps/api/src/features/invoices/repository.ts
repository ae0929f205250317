import { and, asc, desc, eq, gt, inArray, isNotNull, like, lte, type SQL, sql } from 'drizzle-orm';
import { exchangeRates, invoices, memberships, receipts, statements } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';
import { type DeskEntityFilter, type FilterColumn, filterTerm, placeWhere } from '../desk/repository';
import type { PageAt } from '../desk/cursor';
import { afterKey, type KeyOrder } from '../desk/keyset.repository';
import { placeOf } from '../desk/place.repository';

export type InvoiceRow = typeof invoices.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;

/** The desk's invoice filters (issue 32): a status, or `overdue` (open past its due date on `today`), a year. */
export interface DeskInvoiceFilter extends DeskEntityFilter {
  status?: 'open' | 'paid' | 'received' | 'overdue';
  year?: number;
  today: string;
}
/** The desk's invoice orders: newest issue first (default), the earliest due date first, the largest amount first. */
export const DESK_INVOICE_SORTS = ['date', 'due', 'amount'] as const;
export type DeskInvoiceSort = (typeof DESK_INVOICE_SORTS)[number];

/**
 * The filter; `indexed`: the filters a page may start from (an index that also holds the page's order, `filterTerm`
 * in desk/repository.ts). The counts have every filter indexed (`invoices_place_idx` covers them).
 */
function deskWhere(f: DeskInvoiceFilter, indexed: readonly FilterColumn[] = PLACE_AND_STATUS): SQL | undefined {
  const status = f.status === 'overdue' ? 'open' : f.status;
  return and(
    status ? filterTerm(invoices.status, status, indexed.includes('status')) : undefined,
    f.status === 'overdue' ? pastDue(f.today) : undefined,
    f.year ? filterTerm(invoices.reportingYear, f.year, indexed.includes('year')) : undefined,
    placeWhere(invoices, f, indexed),
  );
}
const PLACE_AND_STATUS: FilterColumn[] = ['province', 'industry', 'size', 'status', 'year'];
/** Newest first: (status, date) and (province, date) hold the order; the other orders walk their own index. */
const DESK_INDEXED: Record<DeskInvoiceSort, FilterColumn[]> = { date: ['status', 'province'], due: [], amount: [] };
/**
 * Open past its due date (none: never). Written on an expression, not the bare column: SQLite would otherwise walk
 * (status, due date) and sort every overdue invoice of the country for the newest page, where walking (status, date)
 * stops after the page (7,680 open invoices sorted per page: 40 ms; walked: under 1).
 */
const pastDue = (today: string) => sql`coalesce(${invoices.dueDate}, '9999-12-31') < ${today}`;
/** Each order on the invoice's own columns (an index each), the unique number last (the keyset cursor's tie-break). */
export const DESK_INVOICE_ORDER: Record<DeskInvoiceSort, KeyOrder> = {
  date: [
    [invoices.date, 'desc'],
    [invoices.number, 'desc'],
  ],
  due: [
    [invoices.dueDate, 'asc'],
    [invoices.number, 'asc'],
  ],
  amount: [
    [invoices.amountDue, 'desc'],
    [invoices.number, 'desc'],
  ],
};

/**
 * The fee's data access for `features/invoices/service.ts`: invoices, receipts, the rate that converts the fee to USD,
 * and the members a payment is told to. Queries only, no rule (the statement's stage is the transition's).
 */
export const invoiceRepo = {
  /** The last number of a readable sequence `<stem><6 digits>` (the unique index guards a race). */
  lastNumber: async (db: DbOrTx, kind: 'invoices' | 'receipts', stem: string) => {
    const table = kind === 'invoices' ? invoices : receipts;
    return (
      await db
        .select({ number: table.number })
        .from(table)
        .where(like(table.number, `${stem}%`))
        .orderBy(desc(table.number))
        .limit(1)
    )[0]?.number;
  },

  /** KHR per USD on a day: the latest official closing rate released on or before it. */
  usdClosingRate: async (db: DbOrTx, day: string) =>
    (
      await db
        .select({ rate: exchangeRates.closingRate })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.currency, 'USD'),
            eq(exchangeRates.rateType, 'official'),
            lte(exchangeRates.releaseDate, day),
          ),
        )
        .orderBy(desc(exchangeRates.releaseDate))
        .limit(1)
    )[0]?.rate,

  invoiceOfYear: async (db: DbOrTx, entityId: string, reportingYear: number) =>
    (
      await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.entityId, entityId), eq(invoices.reportingYear, reportingYear)))
    )[0],

  insertInvoice: async (db: DbOrTx, row: typeof invoices.$inferInsert) =>
    (
      await db
        .insert(invoices)
        .values({ ...placeOf(row.entityId), ...row })
        .returning()
    )[0]!,

  invoiceById: async (db: DbOrTx, id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0],

  /** An entity's invoices, newest year first. */
  invoicesOfEntity: (db: DbOrTx, entityId: string) =>
    db.select().from(invoices).where(eq(invoices.entityId, entityId)).orderBy(desc(invoices.reportingYear)),

  receiptOf: async (db: DbOrTx, invoiceId: string) =>
    (await db.select().from(receipts).where(eq(receipts.invoiceId, invoiceId)))[0],

  receiptsOf: (db: DbOrTx, invoiceIds: string[]) =>
    invoiceIds.length ? db.select().from(receipts).where(inArray(receipts.invoiceId, invoiceIds)) : Promise.resolve([]),

  insertReceipt: async (db: DbOrTx, row: typeof receipts.$inferInsert) =>
    (await db.insert(receipts).values(row).returning())[0]!,

  /** The statement row of an invoice (stage and version), when it still exists. */
  statementOf: async (db: DbOrTx, statementId: string) =>
    (
      await db
        .select({ id: statements.id, stage: statements.stage, version: statements.version })
        .from(statements)
        .where(eq(statements.id, statementId))
    )[0],

  /** Writes a fresh code on an invoice that is still open (undefined when it no longer is). */
  setKhqr: async (db: DbOrTx, id: string, code: { khqr: string; khqrMd5: string; khqrExpiresAt: string }, at: string) =>
    (
      await db
        .update(invoices)
        .set({ ...code, version: sql`${invoices.version} + 1`, updatedAt: at })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'open')))
        .returning()
    )[0],

  /**
   * One page of every entity's invoices (the desk), with the entity's names and the receipt's number. Filters and
   * orders read the invoice's own columns (the entity's place is copied onto it, desk/place.ts): one index walked,
   * stopped after the page; the entities' names are read afterwards for the rows shown (`deskRepo.entityNames`).
   */
  deskPage: (db: DbOrTx, f: DeskInvoiceFilter, sort: DeskInvoiceSort, at: PageAt) => {
    const order = DESK_INVOICE_ORDER[sort];
    return db
      .select({ invoice: invoices })
      .from(invoices)
      .where(and(deskWhere(f, DESK_INDEXED[sort]), afterKey(order, at.after)))
      .orderBy(...order.map(([c, dir]) => (dir === 'asc' ? asc(c) : desc(c))))
      .limit(at.limit)
      .offset(at.after ? 0 : at.offset);
  },

  /**
   * How many invoices match the year's filter, by status, and how many open ones are past due (the desk's counts):
   * read from one covering index (`invoices_place_idx`), no entity joined.
   */
  deskCounts: async (db: DbOrTx, f: Omit<DeskInvoiceFilter, 'status'>) => {
    const rows = await db
      .select({
        status: invoices.status,
        n: sql<number>`count(*)`,
        overdue: sql<number>`sum(case when ${invoices.dueDate} < ${f.today} then 1 else 0 end)`,
      })
      .from(invoices)
      .where(deskWhere(f))
      .groupBy(invoices.status);
    return rows.map((r) => ({ status: r.status, n: Number(r.n), overdue: Number(r.overdue ?? 0) }));
  },

  /** paid → received (undefined when the invoice is not paid or does not exist). */
  markReceived: async (
    db: DbOrTx,
    id: string,
    at: string,
    settlement: { receivedBy: string; settlementDate: string; settlementReference: string },
  ) =>
    (
      await db
        .update(invoices)
        .set({
          status: 'received',
          receivedAt: at,
          ...settlement,
          version: sql`${invoices.version} + 1`,
          updatedAt: at,
        })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'paid')))
        .returning()
    )[0],

  /** open → paid, only while the invoice is still open with this code (undefined when another check got there first). */
  markPaid: async (db: DbOrTx, id: string, md5: string, paidAt: string) =>
    (
      await db
        .update(invoices)
        .set({ status: 'paid', paidAt, version: sql`${invoices.version} + 1`, updatedAt: paidAt })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'open'), eq(invoices.khqrMd5, md5)))
        .returning()
    )[0],

  /** The active members of an entity who have an account: whom a payment is told to. */
  membersToTell: (db: DbOrTx, entityId: string) =>
    db
      .select({ userId: memberships.userId, email: memberships.email })
      .from(memberships)
      .where(and(eq(memberships.entityId, entityId), eq(memberships.status, 'active'), isNotNull(memberships.userId))),

  /** Open invoices with a code that expires after `since`. */
  awaitingPayment: (db: DbOrTx, since: string) =>
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.status, 'open'), isNotNull(invoices.khqrMd5), gt(invoices.khqrExpiresAt, since))),
};
