import { apiFetch, readJson } from '../../api/client';
import type { InvoiceView, KhqrView } from './types';

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** "Pay" (typed confirm): a fresh dynamic KHQR for the open invoice, with its image. */
export async function payInvoice(invoiceId: string, confirm: string) {
  return readJson<{ invoice: InvoiceView; khqr: KhqrView }>(
    await apiFetch(`/api/invoices/${encodeURIComponent(invoiceId)}/pay`, json({ confirm })),
  );
}

/** Asks the bank now whether the invoice's code was paid. */
export async function checkInvoice(invoiceId: string) {
  return readJson<{ invoice: InvoiceView }>(
    await apiFetch(`/api/invoices/${encodeURIComponent(invoiceId)}/check`, json({})),
  );
}
