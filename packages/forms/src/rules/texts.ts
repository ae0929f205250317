import { z } from 'zod';
import type { BilingualText } from './messages';

/** A text written in both languages (a policy, the directors' statement): each at most 20,000 characters. */
export const bilingualTextSchema = z.object({
  en: z.string().max(20000, 'too_long'),
  kh: z.string().max(20000, 'too_long'),
});
export type BilingualTextInput = z.infer<typeof bilingualTextSchema>;

/** The statement's texts: accounting policies by key, and the directors' statement. */
export const statementTextsSchema = z.object({
  policies: z.record(z.string().max(100), bilingualTextSchema),
  directorsStatement: bilingualTextSchema.optional(),
});
export type StatementTextsInput = z.infer<typeof statementTextsSchema>;

/** The policies a small entity usually discloses, in their order, with their headings: the engine's model's. */
export { POLICY_KEYS, POLICY_LABELS, type PolicyKey } from '@dfr/statement-engine';
