import { ACCOUNT_TYPES, type Framework } from '@dfr/statement-engine';
import { normalizeDigits } from './normalize';
import { z } from 'zod';
import { oneOf, optionalFlag, optionalKhmerText, optionalText, requiredText } from './fields';
import type { BilingualText } from './messages';

// The account types are the engine's model (docs/decisions.md: the rules may import the engine's model).
export { ACCOUNT_TYPES };

/**
 * The framework of an entity's own chart of accounts: one chart on CRFRF's concepts whatever its statements'
 * framework (docs/decisions.md). Charts are read, checked and suggested concepts against it, by the API and the web.
 */
export const ENTITY_CHART_FRAMEWORK: Framework = 'crfrf';

export const BALANCE_TYPES = ['debit', 'credit'] as const;
export const PERIOD_TYPES = ['instant', 'duration'] as const;

/** An account code: 1–30 letters, digits, dots, hyphens or underscores (Khmer digits accepted). */
export const accountCodeSchema = z
  .string({ error: 'required' })
  .transform((v) => normalizeDigits(v).trim())
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

/** The account types' names, as a chart or an import form offers them. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<(typeof ACCOUNT_TYPES)[number], BilingualText>> = Object.freeze({
  asset: { en: 'Asset', kh: 'ទ្រព្យសកម្ម' },
  liability: { en: 'Liability', kh: 'បំណុល' },
  equity: { en: 'Equity', kh: 'មូលធន' },
  income: { en: 'Income', kh: 'ចំណូល' },
  expense: { en: 'Expense', kh: 'ចំណាយ' },
});

/**
 * An account a trial balance names but the chart lacks, added from the import's report: its name, its type and the
 * line item (concept) of the statement's taxonomy it posts to. The code is the file's.
 */
export const unknownAccountSchema = z.object({
  name: requiredText({ max: 200 }),
  accountType: oneOf(ACCOUNT_TYPES),
  concept: requiredText({ max: 200 }),
});
export type UnknownAccountInput = z.infer<typeof unknownAccountSchema>;
