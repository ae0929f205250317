import { POST_PERIOD_QUESTIONS as ENGINE_POST_PERIOD_QUESTIONS } from '@dfr/statement-engine';
import { z } from 'zod';
import { flag, requiredText, wholeNumber } from './fields';
import type { BilingualText } from './messages';
import { noteSdgsMatch, sdgSelectionSchema } from './sdgs';

/**
 * The 13 yes/no questions on events after the reporting period: the engine's texts (its taxonomy concepts
 * `dfr:PostPeriodEventQuestion01`–`13`), written once there.
 */
export const POST_PERIOD_QUESTIONS: readonly BilingualText[] = ENGINE_POST_PERIOD_QUESTIONS;
export const POST_PERIOD_QUESTION_COUNT = POST_PERIOD_QUESTIONS.length;

/** One shareholder: a name, at least one share, paid-up capital in KHR (whole, ≥ 0). */
export const shareholderSchema = z.object({
  name: requiredText({ max: 200 }),
  shares: wholeNumber({ min: 1, wholeKey: 'whole_number' }).refine((v) => v >= 1, 'shares_positive'),
  paidUpKhr: wholeNumber(),
});
export type ShareholderInput = z.infer<typeof shareholderSchema>;

/** Cross-field checks run even while other cells are still wrong, so every problem shows at once. */
const always = { when: () => true };
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The shareholder list: no name twice (ignoring case and spacing). */
export const shareholdersSchema = z.array(shareholderSchema).superRefine((list, ctx) => {
  if (!Array.isArray(list)) return;
  const seen = new Set<string>();
  list.forEach((s, i) => {
    const name: unknown = (s as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || name.trim() === '') return;
    const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'duplicate_shareholder', path: [i, 'name'] });
    seen.add(key);
  });
}, always);

const count = () => wholeNumber({ wholeKey: 'whole_number' });

export const employeesSchema = z
  .object({ total: count(), female: count(), accountants: count() })
  .superRefine((v, ctx) => {
    if (!v || !isNumber(v.total)) return;
    if (isNumber(v.female) && v.female > v.total)
      ctx.addIssue({ code: 'custom', message: 'female_exceeds_total', path: ['female'] });
    if (isNumber(v.accountants) && v.accountants > v.total)
      ctx.addIssue({ code: 'custom', message: 'accountants_exceed_total', path: ['accountants'] });
  }, always);

export const customersSchema = z.object({ active: count(), taxable: count() }).superRefine((v, ctx) => {
  if (v && isNumber(v.active) && isNumber(v.taxable) && v.taxable > v.active)
    ctx.addIssue({ code: 'custom', message: 'taxable_exceeds_active', path: ['taxable'] });
}, always);

export const fundingSourcesSchema = z.object({
  government: flag(),
  domesticAgencies: flag(),
  internationalAgencies: flag(),
});

export const fundsSchema = z.object({ restricted: wholeNumber(), nonRestricted: wholeNumber() });

/** The 13 answers: each yes, no, or not answered yet (`null`). */
export const postPeriodAnswersSchema = z
  .array(z.union([z.boolean(), z.null()], { error: 'post_period_answer_required' }), {
    error: 'post_period_answers_count',
  })
  .length(POST_PERIOD_QUESTION_COUNT, 'post_period_answers_count');

/**
 * The related party note's amounts (IFRS for SMEs 33.7, 33.9; the engine's `RELATED_PARTY_FIELDS`): whole amounts
 * of the presentation currency, zero or more; zero means none.
 */
export const relatedPartiesSchema = z.object({
  keyManagementCompensation: wholeNumber(),
  salesOfGoods: wholeNumber(),
  servicesRendered: wholeNumber(),
  purchasesOfGoods: wholeNumber(),
  servicesReceived: wholeNumber(),
  amountsReceivable: wholeNumber(),
  amountsPayable: wholeNumber(),
});
export type RelatedPartiesInput = z.infer<typeof relatedPartiesSchema>;

/** The notes' structured data (`NoteData`). */
export const noteDataSchema = z.object({
  shareholders: shareholdersSchema,
  employees: employeesSchema,
  customers: customersSchema,
  sdgs: sdgSelectionSchema,
  fundingSources: fundingSourcesSchema,
  funds: fundsSchema,
  postPeriodAnswers: postPeriodAnswersSchema,
  // Optional: notes saved before issue 36's second round have none.
  relatedParties: relatedPartiesSchema.optional(),
});
export type NoteDataInput = z.infer<typeof noteDataSchema>;

/** Note data whose SDGs must match the entity's SDGs (reported on `sdgs` as `note_sdg_mismatch`). */
export function noteDataSchemaFor(entitySdgs: readonly number[] | undefined) {
  return noteDataSchema.superRefine((v, ctx) => {
    if (!noteSdgsMatch(v.sdgs, entitySdgs))
      ctx.addIssue({ code: 'custom', message: 'note_sdg_mismatch', path: ['sdgs'] });
  });
}

/** For submission every post-period question must be answered (no `null`); the path names the first gap. */
export const answeredPostPeriodSchema = postPeriodAnswersSchema.superRefine((answers, ctx) => {
  const i = answers.indexOf(null);
  if (i >= 0) ctx.addIssue({ code: 'custom', message: 'post_period_answer_required', path: [i] });
});
