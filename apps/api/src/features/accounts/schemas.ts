import { BALANCE_TYPES, PERIOD_TYPES } from '@dfr/forms/rules';
import { ACCOUNT_TYPES } from '@dfr/statement-engine';
import { z } from 'zod';
import { importProblemSchema } from '../statements/schemas';

/*
 * The chart's answers (issue 31): an account is answered as the engine's `ChartAccount` (what the web's mapping
 * assistant, its in-browser statements and the engine's import take as they are), with what editing it needs: whether
 * the entity added it and the version read. Documented, and every answer held to it under the tests.
 */

const bilingual = z.strictObject({ en: z.string(), kh: z.string() });

/** An account of the entity's chart: the engine's `ChartAccount`, its `custom` mark and `version`. */
export const accountSchema = z.strictObject({
  code: z.string(),
  nameEn: z.string(),
  nameKh: z.string(),
  parentCode: z.string().optional(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** The taxonomy concept it rolls into; '' when not mapped yet. */
  concept: z.string(),
  balanceType: z.enum(BALANCE_TYPES),
  periodType: z.enum(PERIOD_TYPES),
  mandatory: z.boolean(),
  documentation: bilingual.optional(),
  /** Added by the entity (the default chart's accounts are not). */
  custom: z.boolean(),
  version: z.number().int(),
});
export type AccountView = z.infer<typeof accountSchema>;

export const accountListSchema = z.strictObject({ accounts: z.array(accountSchema) });

/** A chart import: how many accounts were added and updated, and the cells kept as text. */
export const chartImportSchema = z.strictObject({
  added: z.number().int(),
  updated: z.number().int(),
  warnings: z.array(importProblemSchema),
  warningsNotShown: z.number().int(),
});

/** What the country's accepted filings say (issue 36): names, the concept they map to, how many entities. */
export const mappingEvidenceSchema = z.strictObject({
  enabled: z.boolean(),
  evidence: z.array(z.strictObject({ name: z.string(), concept: z.string(), entities: z.number().int() })),
});
