import { ENTITY_SIZES } from '@dfr/forms/rules';
import { z } from 'zod';

/** One size's fee as stored (whole riel; the audited amount where the audit requirement matters). */
const sizeFee = z.strictObject({ amount: z.number().int(), auditedAmount: z.number().int().optional() });
const feeTable = z.strictObject(
  Object.fromEntries(ENTITY_SIZES.map((size) => [size, sizeFee])) as Record<
    (typeof ENTITY_SIZES)[number],
    typeof sizeFee
  >,
);

/** A version of the fee schedule. */
export const feeSchedule = z.strictObject({
  id: z.string(),
  fromYear: z.number().int(),
  version: z.number().int(),
  fees: feeTable,
  createdBy: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
/** Every version, newest first, and the one in effect for the current year. */
export const feeSchedules = z.strictObject({
  schedules: z.array(feeSchedule),
  inEffect: z.strictObject({ year: z.number().int(), id: z.string() }).nullable(),
});
