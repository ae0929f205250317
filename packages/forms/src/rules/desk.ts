import { z } from 'zod';
import { confirmWordSchema } from './confirm';
import { isoDate, requiredText } from './fields';

/** Today as `YYYY-MM-DD` (UTC), the latest settlement date a regulator may record. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The regulator's finance staff record that a paid fee reached the regulator's account (paid → received): the day the
 * bank settled it (a real date, not in the future), the bank's reference, and the typed word confirm.
 */
export const receiveInvoiceSchema = z.object({
  settlementDate: isoDate().refine((v) => typeof v === 'string' && v <= todayIso(), 'date_in_future'),
  reference: requiredText({ max: 100 }),
  confirm: confirmWordSchema,
});
export type ReceiveInvoiceInput = z.input<typeof receiveInvoiceSchema>;
