import { z } from 'zod';

/** The receiver's receipt for a package it accepted (filing/receiver.ts `Receipt`). */
export const efilingReceipt = z.strictObject({
  receiptNumber: z.string(),
  receivedAt: z.string(),
  packageHash: z.string(),
  factCount: z.number().int(),
});
