import { z } from 'zod';
import type { BilingualText } from './messages';

/**
 * What one statement's texts may hold, so that printing them stays bounded (issue 34: 20 policies of 19,000
 * characters in both languages cost one PDF 16 s and ~3 GB): characters per language of a policy and of the directors'
 * statement, the number of policies, and every text together.
 */
export const TEXT_LIMITS = {
  policyChars: 6000,
  directorsStatementChars: 10000,
  policies: 20,
  totalChars: 100000,
} as const;

const bilingual = (max: number) =>
  z.object({
    en: z.string().max(max, 'too_long'),
    kh: z.string().max(max, 'too_long'),
  });

/** A policy written in both languages: each at most `TEXT_LIMITS.policyChars` characters. */
export const bilingualTextSchema = bilingual(TEXT_LIMITS.policyChars);
export type BilingualTextInput = z.infer<typeof bilingualTextSchema>;

/** The statement's texts: accounting policies by key (at most 20), the directors' statement, all within a total. */
export const statementTextsSchema = z
  .object({
    policies: z.record(z.string().max(100), bilingualTextSchema),
    directorsStatement: bilingual(TEXT_LIMITS.directorsStatementChars).optional(),
  })
  .superRefine((texts, ctx) => {
    const policies = Object.values(texts.policies);
    if (policies.length > TEXT_LIMITS.policies)
      ctx.addIssue({
        code: 'custom',
        path: ['policies'],
        message: 'too_many_items',
        params: { max: TEXT_LIMITS.policies },
      });
    const all = [...policies, ...(texts.directorsStatement ? [texts.directorsStatement] : [])];
    const total = all.reduce((sum, t) => sum + t.en.length + t.kh.length, 0);
    if (total > TEXT_LIMITS.totalChars)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'texts_too_long',
        params: { max: TEXT_LIMITS.totalChars, total },
      });
  });
export type StatementTextsInput = z.infer<typeof statementTextsSchema>;

/** The policies a small entity usually discloses, in their order, with their headings: the engine's model's. */
export { POLICY_KEYS, POLICY_LABELS, type PolicyKey } from '@dfr/statement-engine';
