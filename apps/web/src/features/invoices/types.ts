import type { Invoice } from '../../api/types';

/** An invoice as the API answers it. */
export type InvoiceView = Invoice;

/** The code to pay, with its picture. */
export interface KhqrView {
  payload: string;
  md5: string;
  expiresAt: string;
  image: string;
}
