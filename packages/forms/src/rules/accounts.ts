import { z } from 'zod';
import { oneOf, optionalFlag, optionalKhmerText, optionalText, requiredText } from './fields';

export const BALANCE_TYPES = ['debit', 'credit'] as const;
export const PERIOD_TYPES = ['instant', 'duration'] as const;

/** An account code: 1–30 letters, digits, dots, hyphens or underscores (Khmer digits accepted). */
export const accountCodeSchema = z
  .string({ error: 'required' })
  .transform((v) => v.replace(/[\u17e0-\u17e9]/g, (d) => String(d.charCodeAt(0) - 0x17e0)).trim())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^[A-Za-z0-9.\-_]{1,30}$/, 'invalid_account_code'),
  );

const accountShape = {
  code: accountCodeSchema,
  nameEn: requiredText({ max: 200 }),
  nameKh: requiredText({ max: 200 }),
  parentCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), accountCodeSchema.optional()),
  accountType: requiredText({ max: 100 }),
  /** The taxonomy concept the account posts to, e.g. `ifrs-full:Revenue`. */
  concept: optionalText({ max: 200 }),
  balance: oneOf(BALANCE_TYPES),
  periodType: oneOf(PERIOD_TYPES),
  documentationEn: optionalText({ max: 2000, multiline: true }),
  documentationKh: optionalKhmerText({ max: 2000, multiline: true }),
  mandatory: optionalFlag(),
};

/** An account of the chart of accounts (the specification's account fields). */
export const accountSchema = z.object(accountShape);
export type AccountInput = z.infer<typeof accountSchema>;

/** Editing an account: the code cannot change; `concept: null` unmaps it (the chart's "Not mapped"). */
export const accountPatchSchema = z
  .object(accountShape)
  .omit({ code: true })
  .partial()
  .extend({ concept: z.union([z.null(), optionalText({ max: 200 })]) });
