import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import {
  answeredPostPeriodSchema,
  noteDataSchema,
  noteDataSchemaFor,
  POST_PERIOD_QUESTIONS,
  shareholderSchema,
  shareholdersSchema,
} from './notes';
import { noteSdgsMatch, SDG_NAMES, sdgSelectionSchema } from './sdgs';

const notes = {
  shareholders: [
    { name: 'Sok Dara', shares: 600, paidUpKhr: 6_000_000 },
    { name: 'Chan Sophea', shares: 400, paidUpKhr: 4_000_000 },
  ],
  employees: { total: 12, female: 7, accountants: 2 },
  customers: { active: 40, taxable: 31 },
  sdgs: [5, 8],
  fundingSources: { government: false, domesticAgencies: false, internationalAgencies: true },
  funds: { restricted: 0, nonRestricted: 1_500 },
  postPeriodAnswers: [...Array(12).fill(false), null],
};
const errors = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? {} : r.fieldErrors;
};

describe('note data', () => {
  it('accepts valid note data', () => {
    expect(noteDataSchema.parse(notes)).toEqual(notes);
  });

  it('related party amounts (issue 36): optional for notes saved before them, whole and not negative', () => {
    const relatedParties = {
      keyManagementCompensation: '48,000,000',
      salesOfGoods: 0,
      servicesRendered: 0,
      purchasesOfGoods: 0,
      servicesReceived: 0,
      amountsReceivable: '២,៥០០,០០០',
      amountsPayable: 0,
    };
    expect(noteDataSchema.parse({ ...notes, relatedParties }).relatedParties).toMatchObject({
      keyManagementCompensation: 48_000_000,
      amountsReceivable: 2_500_000,
    });
    expect(
      errors(noteDataSchema, {
        ...notes,
        relatedParties: { ...relatedParties, salesOfGoods: -5, amountsPayable: 1.5 },
      }),
    ).toEqual({
      'relatedParties.salesOfGoods': 'non_negative',
      'relatedParties.amountsPayable': 'whole_amount',
    });
  });

  it('reads shareholder figures as typed', () => {
    expect(shareholderSchema.parse({ name: ' Sok  Dara ', shares: '១,០០០', paidUpKhr: '4,000,000' })).toEqual({
      name: 'Sok Dara',
      shares: 1000,
      paidUpKhr: 4_000_000,
    });
  });

  it('refuses bad shareholder rows, with the row in the path', () => {
    expect(
      errors(shareholdersSchema, [
        { name: '', shares: 0, paidUpKhr: '12.5' },
        { name: 'Sok Dara', shares: 1.5, paidUpKhr: -1 },
        { name: 'sok dara', shares: 1, paidUpKhr: 0 },
      ]),
    ).toEqual({
      '0.name': 'required',
      '0.shares': 'number_too_small',
      '0.paidUpKhr': 'whole_amount',
      '1.shares': 'whole_number',
      '1.paidUpKhr': 'non_negative',
    });
    expect(
      errors(shareholdersSchema, [notes.shareholders[0], { ...notes.shareholders[0], name: ' SOK DARA ' }]),
    ).toEqual({
      '1.name': 'duplicate_shareholder',
    });
  });

  it('keeps female employees and accountants within the total, taxable customers within active ones', () => {
    expect(
      errors(noteDataSchema, {
        ...notes,
        employees: { total: 5, female: 6, accountants: 6 },
        customers: { active: 3, taxable: 4 },
      }),
    ).toEqual({
      'employees.female': 'female_exceeds_total',
      'employees.accountants': 'accountants_exceed_total',
      'customers.taxable': 'taxable_exceeds_active',
    });
    expect(errors(noteDataSchema, { ...notes, employees: { total: 5, female: 5, accountants: 5 } })).toEqual({});
  });

  it('wants whole, non-negative funds and exactly 13 post-period answers', () => {
    expect(errors(noteDataSchema, { ...notes, funds: { restricted: 1.25, nonRestricted: -5 } })).toEqual({
      'funds.restricted': 'whole_amount',
      'funds.nonRestricted': 'non_negative',
    });
    expect(errors(noteDataSchema, { ...notes, postPeriodAnswers: Array(12).fill(true) })).toEqual({
      postPeriodAnswers: 'post_period_answers_count',
    });
    expect(errors(noteDataSchema, { ...notes, postPeriodAnswers: Array(14).fill(true) })).toEqual({
      postPeriodAnswers: 'post_period_answers_count',
    });
    expect(errors(noteDataSchema, { ...notes, postPeriodAnswers: [...Array(12).fill(true), 'yes'] })).toEqual({
      'postPeriodAnswers.12': 'post_period_answer_required',
    });
  });

  it('for submission wants every post-period question answered', () => {
    expect(errors(answeredPostPeriodSchema, notes.postPeriodAnswers)).toEqual({ '12': 'post_period_answer_required' });
    expect(answeredPostPeriodSchema.safeParse(Array(13).fill(false)).success).toBe(true);
  });

  it('has the 13 questions in both languages', () => {
    expect(POST_PERIOD_QUESTIONS).toHaveLength(13);
    for (const q of POST_PERIOD_QUESTIONS) {
      expect(q.en).toMatch(/\?$/);
      expect(q.kh).toMatch(/[\u1780-\u17d3]/);
    }
  });
});

describe('SDGs', () => {
  it('selects goals 1–17, none twice, sorted', () => {
    expect(sdgSelectionSchema.parse([17, '៣', 1])).toEqual([1, 3, 17]);
    expect(errors(sdgSelectionSchema, [0])).toEqual({ '0': 'sdg_range' });
    expect(errors(sdgSelectionSchema, [18])).toEqual({ '0': 'sdg_range' });
    expect(errors(sdgSelectionSchema, [2.5])).toEqual({ '0': 'sdg_range' });
    expect(errors(sdgSelectionSchema, [3, 3])).toEqual({ _: 'duplicate_value' });
    expect(Object.keys(SDG_NAMES)).toHaveLength(17);
  });

  it('note SDGs must match the entity SDGs', () => {
    expect(noteSdgsMatch([8, 5], [5, 8])).toBe(true);
    expect(noteSdgsMatch([5], [5, 8])).toBe(false);
    expect(noteSdgsMatch([], undefined)).toBe(true);
    expect(errors(noteDataSchemaFor([5, 8]), notes)).toEqual({});
    expect(errors(noteDataSchemaFor([1]), notes)).toEqual({ sdgs: 'note_sdg_mismatch' });
  });
});

describe('cross-field checks with other cells still wrong', () => {
  it('reports duplicates and totals alongside the other errors', () => {
    expect(
      errors(shareholdersSchema, [
        { name: 'Sok Dara', shares: '', paidUpKhr: '' },
        { name: 'sok  dara', shares: 1, paidUpKhr: 0 },
      ]),
    ).toEqual({ '0.shares': 'required', '0.paidUpKhr': 'required', '1.name': 'duplicate_shareholder' });
    expect(errors(noteDataSchema, { ...notes, employees: { total: 2, female: 3, accountants: '' } })).toEqual({
      'employees.accountants': 'required',
      'employees.female': 'female_exceeds_total',
    });
  });
});
