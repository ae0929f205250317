import { RATE_TYPES } from '@dfr/forms/rules';
import { z } from 'zod';

/** An exchange rate as the API answers it. */
export const exchangeRate = z.strictObject({
  id: z.string(),
  currency: z.string(),
  closingRate: z.number(),
  averageRate: z.number(),
  rateType: z.enum(RATE_TYPES),
  officialReportingRate: z.number().nullable(),
  monthlyAverage: z.number().nullable(),
  dailyRate: z.number().nullable(),
  releaseDate: z.string(),
  createdBy: z.string().nullable(),
  entityId: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const exchangeRateList = z.strictObject({ rates: z.array(exchangeRate) });
/** What an import did (or, on a dry run, would do). */
export const rateImport = z.strictObject({
  dryRun: z.boolean(),
  added: z.number().int(),
  updated: z.number().int(),
  rows: z.number().int(),
});
