import { z } from 'zod';
import { INVOICE_STATUSES } from '@dfr/statement-engine';

/*
 * The invoices' answers (issue 31): each shape written once, as a schema. The route documentation shows it, the
 * tests hold every answer to it, and the service builds its views from the schemas' own field lists (no second,
 * hand-written copy of the fields).
 */

/** The fields of an invoice's stored row that its view shows as they are stored. */
const invoiceRowFields = {
  id: z.string(),
  entityId: z.string(),
  statementId: z.string().nullable(),
  reportingYear: z.number().int(),
  number: z.string(),
  date: z.string(),
  /** Whole riel (KHR). */
  amountDue: z.number().int(),
  currency: z.string(),
  amountUsd: z.number().nullable(),
  exchangeRate: z.number().nullable(),
  status: z.enum(INVOICE_STATUSES),
  creditTermDays: z.number().int(),
  dueDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  settlementDate: z.string().nullable(),
  settlementReference: z.string().nullable(),
  version: z.number().int(),
};
export const INVOICE_ROW_FIELDS = Object.keys(invoiceRowFields) as (keyof typeof invoiceRowFields)[];

/** The live KHQR of an open invoice (none once expired or paid). */
export const khqrSchema = z.strictObject({ payload: z.string(), md5: z.string(), expiresAt: z.string() });

const receiptFields = {
  id: z.string(),
  number: z.string(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  payerAccount: z.string().nullable(),
  transactionHash: z.string().nullable(),
};
export const RECEIPT_FIELDS = Object.keys(receiptFields) as (keyof typeof receiptFields)[];
export const receiptSchema = z.strictObject(receiptFields);

/** An invoice as its entity and the desk see it: the row's fields, whether it is overdue, its live KHQR, its receipt. */
export const invoiceSchema = z.strictObject({
  ...invoiceRowFields,
  overdue: z.boolean(),
  khqr: khqrSchema.nullable(),
  receipt: receiptSchema.nullable(),
});
export type InvoiceView = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.strictObject({ invoices: z.array(invoiceSchema) });
/** One invoice after a check with the bank, or its receipt at the regulator. */
export const invoiceAnswerSchema = z.strictObject({ invoice: invoiceSchema });
/** "Pay": the invoice and its fresh KHQR with the code's image (a data URL). */
export const payAnswerSchema = z.strictObject({
  invoice: invoiceSchema,
  khqr: khqrSchema.extend({ image: z.string() }),
});

/** The desk's page of every entity's invoices, with the counts of the year's filter. */
export const deskInvoicesSchema = z.strictObject({
  invoices: z.array(
    invoiceSchema.extend({
      entityNameEn: z.string(),
      entityNameKh: z.string().nullable(),
      registrationNumber: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The next page's cursor (`?after=`), null on the last page (issue 32). */
  next: z.string().nullable(),
  counts: z.strictObject({
    all: z.number().int(),
    open: z.number().int(),
    paid: z.number().int(),
    received: z.number().int(),
    overdue: z.number().int(),
  }),
});
