import type { Invoice } from '../../api/types';
import type { PayAnswer } from './api';

/** An invoice as the API answers it (`GET /api/entities/:entityId/invoices`). */
export type InvoiceView = Invoice;

/** The code to pay, with its picture (as `POST /api/invoices/:invoiceId/pay` answers it). */
export type KhqrView = PayAnswer['khqr'];
