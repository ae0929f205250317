import { z } from 'zod';
import { flag, requiredText, wholeNumber } from './fields';
import type { BilingualText } from './messages';
import { noteSdgsMatch, sdgSelectionSchema } from './sdgs';

/** The 13 yes/no questions on events after the reporting period (drawn from the examples of IAS 10). */
export const POST_PERIOD_QUESTIONS: readonly BilingualText[] = Object.freeze([
  {
    en: 'Was a major business combination made, or a major subsidiary disposed of, after the reporting period?',
    kh: 'តើមានការរួមបញ្ចូលអាជីវកម្មធំ ឬការលក់ចេញក្រុមហ៊ុនបុត្រសម្ព័ន្ធធំ បន្ទាប់ពីគ្រារាយការណ៍ដែរឬទេ?',
  },
  {
    en: 'Was a plan to discontinue an operation announced?',
    kh: 'តើមានការប្រកាសផែនការបញ្ឈប់ប្រតិបត្តិការណាមួយដែរឬទេ?',
  },
  {
    en: 'Were there major purchases or disposals of assets?',
    kh: 'តើមានការទិញ ឬលក់ចេញទ្រព្យសកម្មធំៗដែរឬទេ?',
  },
  {
    en: 'Was a major asset destroyed, for example by fire or flood?',
    kh: 'តើមានទ្រព្យសកម្មធំណាមួយត្រូវបានបំផ្លាញ ឧទាហរណ៍ដោយអគ្គិភ័យ ឬទឹកជំនន់ដែរឬទេ?',
  },
  {
    en: 'Was a major restructuring announced or begun?',
    kh: 'តើមានការប្រកាស ឬចាប់ផ្តើមរៀបចំរចនាសម្ព័ន្ធឡើងវិញជាធំដែរឬទេ?',
  },
  {
    en: 'Were there major transactions in the entity’s shares or share capital?',
    kh: 'តើមានប្រតិបត្តិការធំៗលើភាគហ៊ុន ឬដើមទុនរបស់អង្គភាពដែរឬទេ?',
  },
  {
    en: 'Were there unusually large changes in asset prices or exchange rates?',
    kh: 'តើមានការប្រែប្រួលធំខុសធម្មតានៃតម្លៃទ្រព្យសកម្ម ឬអត្រាប្តូរប្រាក់ដែរឬទេ?',
  },
  {
    en: 'Were changes in tax rates or tax laws enacted or announced?',
    kh: 'តើមានការអនុម័ត ឬប្រកាសការផ្លាស់ប្តូរអត្រាពន្ធ ឬច្បាប់ពន្ធដារដែរឬទេ?',
  },
  {
    en: 'Were significant commitments or contingent liabilities entered into, for example guarantees?',
    kh: 'តើមានការសន្យាសំខាន់ៗ ឬបំណុលយថាហេតុ ឧទាហរណ៍ការធានា ដែរឬទេ?',
  },
  {
    en: 'Did major litigation begin, arising only from events after the reporting period?',
    kh: 'តើមានវិវាទតាមផ្លូវច្បាប់ធំៗចាប់ផ្តើម ដែលកើតចេញពីព្រឹត្តិការណ៍បន្ទាប់ពីគ្រារាយការណ៍តែប៉ុណ្ណោះដែរឬទេ?',
  },
  {
    en: 'Was a court case settled that confirms an obligation existing at the period end?',
    kh: 'តើមានការដោះស្រាយរឿងក្តីដែលបញ្ជាក់ពីកាតព្វកិច្ចដែលមាននៅកាលបរិច្ឆេទចុងគ្រាដែរឬទេ?',
  },
  {
    en: 'Did information arrive showing an asset was impaired at the period end, for example a customer’s bankruptcy?',
    kh: 'តើមានព័ត៌មានបង្ហាញថាទ្រព្យសកម្មបានថយចុះតម្លៃនៅកាលបរិច្ឆេទចុងគ្រា ឧទាហរណ៍អតិថិជនក្ស័យធន ដែរឬទេ?',
  },
  {
    en: 'Were dividends declared after the reporting period?',
    kh: 'តើមានការប្រកាសភាគលាភ បន្ទាប់ពីគ្រារាយការណ៍ដែរឬទេ?',
  },
]);
export const POST_PERIOD_QUESTION_COUNT = 13;

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

/** The notes' structured data (`NoteData`). */
export const noteDataSchema = z.object({
  shareholders: shareholdersSchema,
  employees: employeesSchema,
  customers: customersSchema,
  sdgs: sdgSelectionSchema,
  fundingSources: fundingSourcesSchema,
  funds: fundsSchema,
  postPeriodAnswers: postPeriodAnswersSchema,
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
