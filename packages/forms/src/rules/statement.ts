import {
  CASH_FLOW_TYPES,
  CURRENCIES,
  FRAMEWORK_LABELS as ENGINE_FRAMEWORK_LABELS,
  FRAMEWORKS,
  PL_TYPES,
  PREPARATION_METHODS,
  ROUNDING_LEVEL_LABELS as ENGINE_ROUNDING_LEVEL_LABELS,
  ROUNDING_LEVELS,
  SFP_TYPES,
} from '@dfr/statement-engine';
import { z } from 'zod';
import {
  isIsoDate,
  isoDate,
  oneOf,
  optionalEmail,
  optionalFlag,
  optionalIsoDate,
  optionalKhmerText,
  optionalOneOf,
  optionalPositiveDecimal,
  optionalText,
  wholeNumber,
} from './fields';
import { type BilingualText, LANGS } from './messages';
import { normalizeDigits } from './normalize';

// The value sets are the engine's model (packages/statement-engine/src/model/types.ts), written once there; the
// rules add their labels and input schemas (docs/decisions.md: the rules may import the engine's model).
export { CASH_FLOW_TYPES, CURRENCIES, FRAMEWORKS, PL_TYPES, PREPARATION_METHODS, ROUNDING_LEVELS, SFP_TYPES };

type Labels<T extends readonly string[]> = Readonly<Record<T[number], BilingualText>>;

/** The frameworks' names are the engine's (its printed cover names them too). */
export const FRAMEWORK_LABELS: Labels<typeof FRAMEWORKS> = ENGINE_FRAMEWORK_LABELS;
export const CURRENCY_LABELS: Labels<typeof CURRENCIES> = Object.freeze({
  KHR: { en: 'Khmer riel (KHR)', kh: 'ប្រាក់រៀល (KHR)' },
  USD: { en: 'US dollar (USD)', kh: 'ប្រាក់ដុល្លារអាមេរិក (USD)' },
});
/** The rounding levels' names are the engine's (its tagged level of rounding says them too). */
export const ROUNDING_LABELS: Labels<typeof ROUNDING_LEVELS> = ENGINE_ROUNDING_LEVEL_LABELS;
export const SFP_TYPE_LABELS: Labels<typeof SFP_TYPES> = Object.freeze({
  'current-noncurrent': { en: 'Current/non-current', kh: 'រយៈពេលខ្លី/រយៈពេលវែង' },
  liquidity: { en: 'Liquidity', kh: 'តាមលំដាប់សន្ទនីយភាព' },
});
export const PL_TYPE_LABELS: Labels<typeof PL_TYPES> = Object.freeze({
  function: { en: 'By function', kh: 'តាមមុខងារ' },
  nature: { en: 'By nature', kh: 'តាមលក្ខណៈ' },
});
export const CASH_FLOW_TYPE_LABELS: Labels<typeof CASH_FLOW_TYPES> = Object.freeze({
  indirect: { en: 'Indirect method', kh: 'វិធីសាស្ត្រប្រយោល' },
});
export const PREPARATION_METHOD_LABELS: Labels<typeof PREPARATION_METHODS> = Object.freeze({
  manual: { en: 'Manual', kh: 'រៀបចំដោយដៃ' },
  approvedSoftware: { en: 'Approved software', kh: 'កម្មវិធីដែលបានអនុម័ត' },
});

/** The earliest reporting year accepted; the latest is next year (evaluated when parsing). */
export const REPORTING_YEAR_MIN = 1990;
export function reportingYearMax(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

function yearSchema(requiredKey: 'required' | 'reporting_period_required') {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(normalizeDigits(v).trim())) : v),
    z
      .number({
        error: (iss) => (iss.input === undefined || iss.input === null ? requiredKey : 'reporting_year_range'),
      })
      .int('reporting_year_range')
      .superRefine((year, ctx) => {
        const max = reportingYearMax();
        if (year < REPORTING_YEAR_MIN || year > max)
          ctx.addIssue({ code: 'custom', message: 'reporting_year_range', params: { min: REPORTING_YEAR_MIN, max } });
      }),
  );
}

/** A reporting year: a whole year from 1990 to next year (Khmer digits accepted). */
export const reportingYearSchema = yearSchema('required');

const str = (v: unknown): v is string => typeof v === 'string' && isIsoDate(v);

/** The cross-field rules of statement settings, reported against the field the user must change. */
function checkDates(v: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (v === null || typeof v !== 'object') return;
  const { reportingYear, periodEnd, periodStart, signingDate, authorisationDate } = v;
  if (typeof reportingYear === 'number' && str(periodEnd) && Number(periodEnd.slice(0, 4)) !== reportingYear)
    ctx.addIssue({
      code: 'custom',
      message: 'period_end_outside_year',
      params: { year: reportingYear },
      path: ['periodEnd'],
    });
  if (str(periodStart) && str(periodEnd) && periodStart >= periodEnd)
    ctx.addIssue({ code: 'custom', message: 'period_start_after_end', path: ['periodStart'] });
  if (str(signingDate) && str(periodEnd) && signingDate <= periodEnd)
    ctx.addIssue({ code: 'custom', message: 'signing_before_period_end', path: ['signingDate'] });
  if (str(signingDate) && str(authorisationDate) && authorisationDate < signingDate)
    ctx.addIssue({ code: 'custom', message: 'authorisation_before_signing', path: ['authorisationDate'] });
  if (v.preparationMethod === 'approvedSoftware' && (typeof v.softwareUsed !== 'string' || v.softwareUsed === ''))
    ctx.addIssue({ code: 'custom', message: 'software_required', path: ['softwareUsed'] });
}

const statementSettingsShape = {
  framework: oneOf(FRAMEWORKS),
  reportingYear: reportingYearSchema,
  periodEnd: isoDate(),
  periodStart: optionalIsoDate(),
  presentationCurrency: oneOf(CURRENCIES),
  functionalCurrency: oneOf(CURRENCIES),
  rounding: oneOf(ROUNDING_LEVELS),
  sfpType: oneOf(SFP_TYPES),
  plType: oneOf(PL_TYPES),
  cashFlowType: oneOf(CASH_FLOW_TYPES),
  closingRate: optionalPositiveDecimal(),
  averageRate: optionalPositiveDecimal(),
  /** Translation rates of the comparative year; the engine defaults them to `closingRate`/`averageRate`. */
  comparativeClosingRate: optionalPositiveDecimal(),
  comparativeAverageRate: optionalPositiveDecimal(),
  /** Rate for equity at historical rates; the engine defaults it to the average rate. */
  historicalRate: optionalPositiveDecimal(),
  standard: optionalText({ max: 100 }),
  taxonomyType: optionalText({ max: 100 }),
  nature: optionalText({ max: 200 }),
  preparationMethod: optionalOneOf(PREPARATION_METHODS),
  softwareUsed: optionalText({ max: 200 }),
  directorNameEn: optionalText({ max: 200 }),
  directorNameKh: optionalKhmerText({ max: 200 }),
  directorEmail: optionalEmail(),
  signingDate: optionalIsoDate(),
  authorisationDate: optionalIsoDate(),
  goingConcern: optionalFlag(),
  comparativeChange: optionalFlag(),
  firstYearOfReporting: optionalFlag(),
  trueAndFairView: optionalFlag(),
  abilityToPayDebts: optionalFlag(),
  audited: optionalFlag(),
  reportingLanguage: optionalOneOf(LANGS),
};

/**
 * Statement settings (`StatementSettings`): every field, with the period end in the reporting year, the period
 * start before it, signing after the period end, authorisation for issue on or after signing, and the software named
 * when approved software is used.
 */
export const statementSettingsSchema = z
  .object(statementSettingsShape)
  .superRefine((v, ctx) => checkDates(v, ctx), { when: () => true });
export type StatementSettingsInput = z.infer<typeof statementSettingsSchema>;

/**
 * A partial update (PATCH) of settings: fields optional, but the date rules apply to the merged result, so pass the
 * current settings to check against.
 */
export function statementSettingsPatchSchema(current: Record<string, unknown> = {}) {
  return z
    .object(statementSettingsShape)
    .partial()
    .superRefine((v, ctx) => checkDates({ ...current, ...v }, ctx), { when: () => true });
}

/** An existing reporting period cannot be recreated. */
export function periodExists(existingYears: readonly number[], year: number): boolean {
  return existingYears.includes(year);
}

/** Creating a statement: a reporting period (year) must be selected, plus the framework. */
export const statementCreationSchema = z.object({
  reportingYear: yearSchema('reporting_period_required'),
  framework: oneOf(FRAMEWORKS),
  periodEnd: optionalIsoDate(),
});

/** The creation schema that also refuses a year that already has statements. */
export function statementCreationSchemaFor(existingYears: readonly number[]) {
  return statementCreationSchema.superRefine((v, ctx) => {
    if (periodExists(existingYears, v.reportingYear))
      ctx.addIssue({
        code: 'custom',
        message: 'reporting_period_exists',
        params: { year: v.reportingYear },
        path: ['reportingYear'],
      });
  });
}

/** Whole amounts (no decimal places), for manual input of figures: may be negative. */
export const amountSchema = wholeNumber({ min: Number.MIN_SAFE_INTEGER });
