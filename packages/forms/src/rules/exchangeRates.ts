import { z } from 'zod';
import { isoDate, oneOf, optionalPositiveDecimal, positiveDecimal } from './fields';
import type { BilingualText } from './messages';

/** How a rate was obtained: published by the national bank, or entered by the entity. */
export const RATE_TYPES = ['official', 'manual'] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const RATE_TYPE_LABELS: Readonly<Record<RateType, BilingualText>> = Object.freeze({
  official: { en: 'Official (national bank)', kh: 'ផ្លូវការ (ធនាគារជាតិ)' },
  manual: { en: 'Entered manually', kh: 'បញ្ចូលដោយដៃ' },
});

/** A currency code: three letters, upper-cased (`usd` → `USD`). */
export const currencyCodeSchema = z
  .string({ error: 'required' })
  .transform((v) => v.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^[A-Z]{3}$/, 'invalid_currency'),
  );

/**
 * An exchange rate (KHR per unit of `currency`) released on a date: closing and average rates, the official
 * reporting rate, the monthly average and the daily rate. All rates are greater than zero.
 */
export const exchangeRateSchema = z.object({
  currency: currencyCodeSchema,
  releaseDate: isoDate(),
  rateType: oneOf(RATE_TYPES),
  closingRate: positiveDecimal(),
  averageRate: positiveDecimal(),
  officialReportingRate: optionalPositiveDecimal(),
  monthlyAverage: optionalPositiveDecimal(),
  dailyRate: optionalPositiveDecimal(),
});
export type ExchangeRateInput = z.infer<typeof exchangeRateSchema>;

export const exchangeRatePatchSchema = exchangeRateSchema.partial();
