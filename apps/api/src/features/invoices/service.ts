import { createReadCache } from '../../db/read-cache';
import { type DeskPage, pageAt, pageOf } from '../desk/cursor';
import { rowKey } from '../desk/keyset.repository';
import { deskRepo } from '../desk/repository';
import { addDays, checkCommand, isoDate, type Lang, type LifecycleCapability } from '@dfr/statement-engine';
import { capabilitiesOf, confirmWordSchema } from '@dfr/forms/rules';
import QRCode from 'qrcode';
import type { Deps } from '../../context';
import { ApiError, forbidden, invalid, notFound } from '../../http/errors';
import { onOneInstance } from '../../leases';
import type { BankTransaction } from './bank/bank-client';
import { encodeKhqr, khqrMd5 } from './bank/khqr';
import { PdfTimeoutError } from '../../pdf';
import { receiptHtml, receiptPageOptions } from './receipt-pdf';
import { audit, type DbOrTx, newId, nowIso } from '../../db/repository-base';
import { entityRepo } from '../entities/repository';
import {
  DESK_INVOICE_ORDER,
  type DeskInvoiceFilter,
  type DeskInvoiceSort,
  type InvoiceRow,
  invoiceRepo,
  type ReceiptRow,
} from './repository';
import { requireMember } from '../entities/access';
import { feeService } from '../fees/service';
import { INVOICE_ROW_FIELDS, type InvoiceView, RECEIPT_FIELDS } from './schemas';
import { deliverNow, emailPeople, notify, publish } from '../notifications/service';
import { transition } from '../statements/transition';

/**
 * The year's preparation fee, end to end: the invoice issued on approval (one per entity and year), the dynamic KHQR
 * that pays it, and the one idempotent `confirmPayment` through which every bank answer goes (the poller's and a
 * user's "check now"): a matching answer marks the invoice paid once, writes exactly one receipt, moves the statement
 * from approved to paid and tells the entity's members.
 */

// Calendar dates are the engine's periods module's (one addDays in the tree).
const today = (now = new Date()) => isoDate(now);

/** The next number of a readable sequence `<prefix>-<yyyy>-<6 digits>` (the unique index guards a race). */
async function nextNumber(tx: DbOrTx, kind: 'invoices' | 'receipts', prefix: string, year: string) {
  const stem = `${prefix}-${year}-`;
  const last = await invoiceRepo.lastNumber(tx, kind, stem);
  const n = last ? Number(last.slice(stem.length)) + 1 : 1;
  return `${stem}${String(n).padStart(6, '0')}`;
}

/** KHR per USD on a day: the latest official closing rate released on or before it. */
async function usdRate(db: DbOrTx, day: string) {
  const rate = await invoiceRepo.usdClosingRate(db, day);
  return rate && rate > 0 ? rate : undefined;
}

/**
 * The invoice of the statement's year, issued when it is approved (inside the approval's transaction); an existing
 * one is kept, never a second.
 */
export async function issueInvoice(
  tx: DbOrTx,
  deps: Deps,
  statement: { id: string; entityId: string; reportingYear: number },
  at = new Date(),
): Promise<InvoiceRow> {
  const existing = await invoiceRepo.invoiceOfYear(tx, statement.entityId, statement.reportingYear);
  if (existing) return existing;
  const entity = await entityRepo.byId(tx, statement.entityId);
  const date = today(at);
  // The fee schedule in effect now for the statement's year; the invoice keeps this amount whatever changes later.
  const fee = await feeService.feeFor(tx, deps, statement.reportingYear, entity);
  const amountDue = fee.amount;
  const rate = await usdRate(tx, date);
  const row = await invoiceRepo.insertInvoice(tx, {
    id: newId(),
    entityId: statement.entityId,
    statementId: statement.id,
    reportingYear: statement.reportingYear,
    number: await nextNumber(tx, 'invoices', 'INV', date.slice(0, 4)),
    date,
    amountDue,
    currency: 'KHR',
    amountUsd: rate ? Math.round((amountDue / rate) * 100) / 100 : null,
    exchangeRate: rate ?? null,
    status: 'open',
    creditTermDays: deps.env.DFR_CREDIT_TERM_DAYS,
    dueDate: addDays(date, deps.env.DFR_CREDIT_TERM_DAYS),
    feeScheduleId: fee.scheduleId,
  });
  await audit(tx, { actor: 'system', action: 'invoice.issue', subjectType: 'invoice', subjectId: row.id, after: row });
  return row;
}

/** An invoice as a client sees it: overdue mark, the live code (open, unexpired), its receipt. */
export function invoiceView(row: InvoiceRow, receipt: ReceiptRow | undefined, now = new Date()): InvoiceView {
  const live =
    row.status === 'open' && row.khqr && row.khqrMd5 && row.khqrExpiresAt && row.khqrExpiresAt > now.toISOString();
  return {
    // The fields the view shows as stored: the answer's own list of them (`features/invoices/schemas.ts`).
    ...pick(row, INVOICE_ROW_FIELDS),
    overdue: row.status === 'open' && !!row.dueDate && row.dueDate < today(now),
    khqr: live ? { payload: row.khqr!, md5: row.khqrMd5!, expiresAt: row.khqrExpiresAt! } : null,
    receipt: receipt ? pick(receipt, RECEIPT_FIELDS) : null,
  };
}
export type { InvoiceView };

/** The given fields of a row, nothing else. */
function pick<R, K extends keyof R>(row: R, keys: readonly K[]): Pick<R, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<R, K>;
}

const { receiptOf, invoiceById } = invoiceRepo;

/** The statement row of an invoice (stage and version), when it still exists. */
async function statementOf(db: DbOrTx, row: InvoiceRow) {
  return row.statementId ? invoiceRepo.statementOf(db, row.statementId) : undefined;
}

/** The bank's answer matches this invoice's code: md5 is the lookup; amount, currency and account must agree too. */
export function matches(row: InvoiceRow, account: string, tx: BankTransaction): boolean {
  return tx.toAccountId === account && tx.currency === row.currency && Math.abs(tx.amount - row.amountDue) < 0.005;
}

const invoiceCounts = createReadCache<Awaited<ReturnType<typeof invoiceRepo.deskCounts>>>(500);

export const invoiceService = {
  /** A paid invoice's receipt as a one-page PDF in the reader's language (404 until the invoice has a receipt). */
  receiptPdf: async (deps: Deps, userId: string, invoiceId: string, lang: Lang) => {
    const invoice = await invoiceById(deps.db, invoiceId);
    if (!invoice) throw notFound();
    await requireMember(deps.db, userId, invoice.entityId, 'read');
    return renderReceipt(deps, invoice, lang);
  },

  /** The same receipt for regulator staff (the desk's download; the route checks the caller). */
  deskReceiptPdf: async (deps: Deps, invoiceId: string, lang: Lang) => {
    const invoice = await invoiceById(deps.db, invoiceId);
    if (!invoice) throw notFound();
    return renderReceipt(deps, invoice, lang);
  },

  /** An entity's invoices (one per financial year), newest first, with their receipts. */
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const rows = await invoiceRepo.invoicesOfEntity(deps.db, entityId);
    const rec = await invoiceRepo.receiptsOf(
      deps.db,
      rows.map((r) => r.id),
    );
    const now = new Date();
    return rows.map((r) =>
      invoiceView(
        r,
        rec.find((x) => x.invoiceId === r.id),
        now,
      ),
    );
  },

  /**
   * "Pay" (typed confirm): a fresh dynamic KHQR for the open invoice (bill number = invoice number), replacing an
   * earlier code; the lifecycle's `pay` guards apply to its statement (stage approved, the pay capability).
   */
  pay: async (deps: Deps, userId: string, invoiceId: string, confirm: unknown) => {
    const row = await invoiceById(deps.db, invoiceId);
    if (!row) throw notFound();
    const membership = await requireMember(deps.db, userId, row.entityId, 'read');
    const statement = await statementOf(deps.db, row);
    if (row.status !== 'open') throw new ApiError(409, 'INVOICE_NOT_OPEN', 'invoice_not_open');
    const check = checkCommand('pay', {
      stage: statement?.stage ?? 'approved',
      capabilities: capabilitiesOf(membership.role) as LifecycleCapability[],
      confirmed: confirmWordSchema.safeParse(confirm ?? '').success,
    });
    if (!check.ok) {
      if (check.key === 'access_denied') throw forbidden();
      if (check.key === 'confirm_word_required')
        throw invalid('confirm_word_required', { confirm: 'confirm_word_required' });
      throw new ApiError(409, 'INVALID_TRANSITION', 'invalid_transition');
    }
    const now = Date.now();
    const expiresAt = now + deps.env.DFR_KHQR_TTL_MINUTES * 60_000;
    const payload = encodeKhqr({
      kind: 'merchant',
      accountId: deps.env.DFR_KHQR_ACCOUNT,
      merchantId: deps.env.DFR_KHQR_MERCHANT_ID,
      merchantName: deps.env.DFR_KHQR_MERCHANT_NAME,
      merchantCity: deps.env.DFR_KHQR_CITY,
      currency: 'KHR',
      amount: row.amountDue,
      billNumber: row.number,
      createdAt: now,
      expiresAt,
    });
    const updated = await invoiceRepo.setKhqr(
      deps.db,
      row.id,
      { khqr: payload, khqrMd5: khqrMd5(payload), khqrExpiresAt: new Date(expiresAt).toISOString() },
      nowIso(),
    );
    if (!updated) throw new ApiError(409, 'INVOICE_NOT_OPEN', 'invoice_not_open');
    const view = invoiceView(updated, undefined);
    return {
      invoice: view,
      khqr: {
        ...view.khqr!,
        image: await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }),
      },
    };
  },

  /** "Check now": asks the bank once about the invoice's code (a member of the entity may ask). */
  check: async (deps: Deps, userId: string, invoiceId: string) => {
    const row = await invoiceById(deps.db, invoiceId);
    if (!row) throw notFound();
    await requireMember(deps.db, userId, row.entityId, 'read');
    const after = await confirmPayment(deps, row);
    return { invoice: invoiceView(after, await receiptOf(deps.db, after.id)) };
  },

  /**
   * Regulator staff: the fee reached the regulator's account (paid → received), with the bank's settlement date (not
   * before the payment) and reference; audited, and the entity's screens told (its invoices show "received").
   */
  receive: async (
    deps: Deps,
    actor: string,
    invoiceId: string,
    input: { settlementDate: string; reference: string },
  ) => {
    const current = await invoiceById(deps.db, invoiceId);
    if (!current) throw notFound();
    if (current.status !== 'paid') throw new ApiError(409, 'INVOICE_NOT_PAID', 'invoice_not_paid');
    const paidOn = current.paidAt?.slice(0, 10);
    if (paidOn && input.settlementDate < paidOn)
      throw new ApiError(
        422,
        'VALIDATION_FAILED',
        'settlement_before_payment',
        {
          settlementDate: { key: 'settlement_before_payment', params: { date: paidOn } },
        },
        { date: paidOn },
      );
    const row = await deps.db.transaction(async (tx) => {
      const updated = await invoiceRepo.markReceived(tx, invoiceId, nowIso(), {
        receivedBy: actor,
        settlementDate: input.settlementDate,
        settlementReference: input.reference,
      });
      if (!updated) throw new ApiError(409, 'INVOICE_NOT_PAID', 'invoice_not_paid');
      await audit(tx, {
        actor,
        action: 'invoice.receive',
        subjectType: 'invoice',
        subjectId: updated.id,
        before: { status: 'paid' },
        after: { status: 'received', settlementDate: input.settlementDate, reference: input.reference },
      });
      return updated;
    });
    if (row.statementId) publish(`statements/${row.statementId}/changed`, { statementId: row.statementId });
    return { invoice: invoiceView(row, await receiptOf(deps.db, row.id)) };
  },

  /**
   * The desk's invoices across entities (issue 32): one page, filtered (status or overdue, year) and sorted on the
   * server, with the counts of the year's filter by status (and overdue) so the desk shows totals without reading all.
   */
  deskList: async (
    deps: Deps,
    q: Omit<DeskInvoiceFilter, 'today'> & { sort?: DeskInvoiceSort } & DeskPage,
    now = new Date(),
  ) => {
    const place = { province: q.province, industry: q.industry, size: q.size };
    const filter = { status: q.status, year: q.year, today: today(now), ...place };
    const order = DESK_INVOICE_ORDER[q.sort ?? 'date'];
    const [read, counts] = await Promise.all([
      invoiceRepo.deskPage(deps.db, filter, q.sort ?? 'date', pageAt(q, order)),
      // Counts are kept per filter until the next write (as the desk's other counts, services/regulator.ts).
      invoiceCounts.get(deps.db, JSON.stringify([q.year, filter.today, place]), () =>
        invoiceRepo.deskCounts(deps.db, { year: q.year, today: filter.today, ...place }),
      ),
    ]);
    const { rows, next } = pageOf(read, q.pageSize, (r) => rowKey(order, r.invoice));
    const names = await deskRepo.entityNames(
      deps.db,
      rows.map((r) => r.invoice.entityId),
    );
    const rec = await invoiceRepo.receiptsOf(
      deps.db,
      rows.map((r) => r.invoice.id),
    );
    const by = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    const totals = {
      all: counts.reduce((n, c) => n + c.n, 0),
      open: by('open'),
      paid: by('paid'),
      received: by('received'),
      overdue: counts.find((c) => c.status === 'open')?.overdue ?? 0,
    };
    return {
      invoices: rows.map((r) => ({
        ...invoiceView(
          r.invoice,
          rec.find((x) => x.invoiceId === r.invoice.id),
          now,
        ),
        entityNameEn: names.get(r.invoice.entityId)?.nameEn ?? '',
        entityNameKh: names.get(r.invoice.entityId)?.nameKh ?? null,
        registrationNumber: names.get(r.invoice.entityId)?.registrationNumber ?? null,
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: q.status ? totals[q.status] : totals.all,
      counts: totals,
      next,
    };
  },
};

/** The receipt of an invoice as a one-page PDF (404 until the invoice has one). */
async function renderReceipt(deps: Deps, invoice: InvoiceRow, lang: Lang) {
  const receipt = await receiptOf(deps.db, invoice.id);
  const entity = await entityRepo.byId(deps.db, invoice.entityId);
  if (!receipt || !entity) throw notFound();
  const html = receiptHtml(
    {
      entity: { nameEn: entity.nameEn, nameKh: entity.nameKh, registrationNumber: entity.registrationNumber },
      invoice: { number: invoice.number, reportingYear: invoice.reportingYear ?? 0 },
      receipt,
    },
    lang,
  );
  try {
    const body = await deps.pdf.render(html, receiptPageOptions(lang));
    return { body, name: `${receipt.number}.pdf` };
  } catch (e) {
    if (e instanceof PdfTimeoutError) throw new ApiError(503, 'PDF_TIMEOUT', 'pdf_timeout');
    throw e;
  }
}

/**
 * Asks the bank about the invoice's current code and, on a matching answer, records the payment exactly once: the
 * invoice turns paid only while still open, the receipt is unique per invoice and per md5, the statement moves from
 * approved to paid (the lifecycle's system command), and every active member is told (notification, e-mail,
 * realtime). Safe to run twice, from two instances, or after a restart: the second run finds nothing left to do.
 */
export async function confirmPayment(deps: Deps, row: InvoiceRow): Promise<InvoiceRow> {
  if (row.status !== 'open' || !row.khqrMd5) return row;
  const answer = await deps.payments.bank.checkTransactionByMd5(row.khqrMd5);
  if (answer.status !== 'paid') return row;
  if (!matches(row, deps.env.DFR_KHQR_ACCOUNT, answer.transaction)) {
    console.warn(
      `[payments] bank answer for invoice ${row.number} does not match (amount, currency or account): ignored`,
    );
    return row;
  }
  const t = answer.transaction;
  const md5 = row.khqrMd5;
  const done = await deps.db.transaction(async (tx) => {
    const paidAt = nowIso();
    const paid = await invoiceRepo.markPaid(tx, row.id, md5, paidAt);
    if (!paid) return undefined; // another check got there first
    const receipt = await invoiceRepo.insertReceipt(tx, {
      id: newId(),
      invoiceId: row.id,
      number: await nextNumber(tx, 'receipts', 'RCT', paidAt.slice(0, 4)),
      date: paidAt.slice(0, 10),
      amount: row.amountDue,
      currency: row.currency,
      payerAccount: t.fromAccountId,
      transactionHash: t.hash,
      md5,
    });
    // The statement moves from approved to paid through the one transition (the lifecycle's system command); one no
    // longer approved is left as it is. The invoice's audit row and the members' notice below record the payment.
    if (row.statementId)
      await transition(tx, {
        statementId: row.statementId,
        command: 'payment-received',
        actor: { id: 'system', capabilities: ['system'] },
        whenRefused: 'skip',
        at: paidAt,
      });
    await audit(tx, {
      actor: 'system',
      action: 'invoice.paid',
      subjectType: 'invoice',
      subjectId: row.id,
      before: { status: 'open' },
      after: { status: 'paid', receipt: receipt.number, transaction: t.hash },
    });
    const members = await invoiceRepo.membersToTell(tx, row.entityId);
    for (const m of members)
      await notify(tx, m.userId!, {
        kind: 'payment',
        messageKey: 'notification.payment_received',
        params: { year: row.reportingYear, invoice: row.number, receipt: receipt.number },
        link: `/receipt/${row.id}`,
      });
    // The members' e-mails are written with the payment, delivered after it has committed; each in its reader's
    // language, the amount written there by the engine's one formatter (as the receipt and the screens write it).
    const mail = await emailPeople(
      deps,
      tx,
      members.map((m) => m.email.trim().toLowerCase()),
      row.entityId,
      (_lang, entityName) => ({
        template: 'paymentReceived',
        params: {
          entityName,
          year: row.reportingYear,
          invoice: row.number,
          receipt: receipt.number,
          amount: row.amountDue,
          currency: row.currency,
          link: `${deps.env.publicUrl}/receipt/${row.id}`,
        },
      }),
    );
    return { paid, receipt, mail };
  });
  if (!done) return (await invoiceById(deps.db, row.id)) ?? row;
  await deliverNow(deps, done.mail);
  if (row.statementId) publish(`statements/${row.statementId}/changed`, { statementId: row.statementId });
  return done.paid;
}

/** A code paid just before it expired is still looked for this long after. */
const RECENTLY_EXPIRED_MS = 60 * 60_000;

/** Open invoices with a live (or just expired) code: what the poller asks the bank about. */
export async function invoicesAwaitingPayment(deps: Deps) {
  return invoiceRepo.awaitingPayment(deps.db, new Date(Date.now() - RECENTLY_EXPIRED_MS).toISOString());
}

/**
 * Checks the invoices awaiting payment every `DFR_PAYMENT_POLL_SECONDS`, on one instance at a time (the lease
 * `payments.poller`: with several API instances the bank is asked once). Returns the stop function.
 */
export function startPaymentPoller(deps: Deps, log: (line: string) => void = console.warn) {
  const seconds = deps.env.DFR_PAYMENT_POLL_SECONDS;
  if (!seconds) return () => {};
  return onOneInstance(
    deps.db,
    'payments.poller',
    deps.instanceId,
    seconds * 1000,
    async () => {
      for (const row of await invoicesAwaitingPayment(deps)) await confirmPayment(deps, row);
    },
    { log: (line) => log(`[payments] check failed: ${line}`) },
  );
}

/** The desk's invoice sort orders, for the route's query schema. */
export { DESK_INVOICE_SORTS } from './repository';
