import { ENTITY_SIZES, type EntitySize } from '@dfr/statement-engine';
import { z } from 'zod';
import { confirmWordSchema } from './confirm';
import { isoDate, optionalWholeNumber, requiredText, wholeNumber } from './fields';
import { reportingYearSchema } from './statement';

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

/** The most a fee may be, whole riel (a bound that catches a slip of the keyboard, not a policy). */
export const MAX_FEE_KHR = 1_000_000_000;
const feeAmount = () => wholeNumber({ max: MAX_FEE_KHR });

/** One size's fee: the amount, and where the audit requirement matters, another amount for audited entities. */
export const sizeFeeSchema = z.object({
  amount: feeAmount(),
  auditedAmount: optionalWholeNumber({ max: MAX_FEE_KHR }),
});
export type SizeFee = z.output<typeof sizeFeeSchema>;
/** A fee for every entity size. */
export type FeeTable = Record<EntitySize, SizeFee>;

/**
 * A new version of the fee schedule (issue 32): the preparation fee per entity size (and audit requirement) from a
 * financial year on, replacing the schedule version the editor read (`version`, 0 for a year without one), with the
 * typed word confirm. Invoices already issued keep their amount.
 */
export const feeScheduleSchema = z.object({
  fromYear: reportingYearSchema,
  version: z.number({ error: 'invalid_value' }).int('invalid_value').min(0, 'invalid_value'),
  fees: z.object(
    Object.fromEntries(ENTITY_SIZES.map((size) => [size, sizeFeeSchema])) as Record<EntitySize, typeof sizeFeeSchema>,
  ),
  confirm: confirmWordSchema,
});
export type FeeScheduleInput = z.input<typeof feeScheduleSchema>;

/** The fee of an entity by its size and audit requirement (no size: the first size's; no audited amount: the amount). */
export function feeOf(fees: FeeTable, size: string | null | undefined, auditRequired: boolean | null | undefined) {
  const fee = fees[(ENTITY_SIZES as readonly string[]).includes(size ?? '') ? (size as EntitySize) : ENTITY_SIZES[0]];
  return auditRequired && fee.auditedAmount !== undefined ? fee.auditedAmount : fee.amount;
}

/** The operator's `small=400000,medium=1200000` (DFR_FEES_KHR) as a fee table: the seed of the first schedule. */
export function feeTableFromPairs(config: string): FeeTable {
  const pairs = new Map(config.split(',').map((p) => p.split('=') as [string, string]));
  const first = Number([...pairs.values()][0] ?? 0);
  return Object.fromEntries(
    ENTITY_SIZES.map((size) => [size, { amount: pairs.has(size) ? Number(pairs.get(size)) : first }]),
  ) as FeeTable;
}
