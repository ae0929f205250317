import type { InferResponseType } from 'hono/client';
import { api, call, param } from '../../api/client';

const invoice = api.api.invoices[':invoiceId'];

/** What "Pay" answers: the invoice and a fresh dynamic KHQR with its picture (the API's type). */
export type PayAnswer = InferResponseType<typeof invoice.pay.$post>;

/** "Pay" (typed confirm): a fresh dynamic KHQR for the open invoice, with its image. */
export const payInvoice = (invoiceId: string, confirm: string) =>
  call(invoice.pay.$post({ param: param({ invoiceId }), json: { confirm } }));

/** Asks the bank now whether the invoice's code was paid. */
export const checkInvoice = (invoiceId: string) => call(invoice.check.$post({ param: param({ invoiceId }) }));
