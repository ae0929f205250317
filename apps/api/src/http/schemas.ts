import {
  CASH_FLOW_TYPES,
  CURRENCIES,
  ENTITY_SIZES,
  FRAMEWORKS,
  LANGS,
  LEGAL_FORMS,
  PL_TYPES,
  PREPARATION_METHODS,
  ROUNDING_LEVELS,
  SFP_TYPES,
} from '@dfr/statement-engine';
import { z } from 'zod';
import { ROLES, USER_TYPES } from '../services/access';

/*
 * Request bodies of the API. Field names are the contract's (`EntityInfo`, `StatementSettings`, `NoteData`,
 * `StatementTexts` in @dfr/statement-engine's model). Messages are message keys, translated per request.
 * Adapter note: when @dfr/forms/rules exports its schemas for these shapes, they replace the field rules here.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
const text = (max = 500) => z.string().trim().min(1, 'required').max(max, 'too_long');
const optionalText = (max = 500) => z.string().trim().max(max, 'too_long').optional().nullable();
const wholeAmount = z.number().int('amount_whole').safe();
export const versionField = { version: z.number().int().min(1) };

export const entityInfoSchema = z.object({
  nameEn: text(200),
  nameKh: text(200),
  registrationNumber: text(50),
  vatTin: optionalText(50),
  legalForm: z.enum(LEGAL_FORMS),
  countryOfIncorporation: text(100),
  registeredOfficeEn: optionalText(),
  registeredOfficeKh: optionalText(),
  principalPlaceOfBusiness: optionalText(),
  natureOfOperations: optionalText(2000),
  parentNameEn: optionalText(200),
  parentNameKh: optionalText(200),
  ultimateParentNameEn: optionalText(200),
  ultimateParentNameKh: optionalText(200),
  industry: optionalText(200),
  sector: optionalText(200),
  registeredCapital: wholeAmount.min(0).optional().nullable(),
  instituteId: optionalText(100),
  province: text(100),
  size: z.enum(ENTITY_SIZES).optional().nullable(),
  auditRequired: z.boolean().optional().nullable(),
  sdgs: z.array(z.number().int().min(1).max(17)).max(17).optional().nullable(),
});
export const entityPatchSchema = entityInfoSchema.partial().extend(versionField);

const settingsShape = {
  framework: z.enum(FRAMEWORKS),
  reportingYear: z.number({ message: 'period_required' }).int().min(1990).max(2200),
  periodEnd: isoDate,
  periodStart: isoDate.optional().nullable(),
  presentationCurrency: z.enum(CURRENCIES),
  functionalCurrency: z.enum(CURRENCIES),
  rounding: z.enum(ROUNDING_LEVELS),
  sfpType: z.enum(SFP_TYPES),
  plType: z.enum(PL_TYPES),
  cashFlowType: z.enum(CASH_FLOW_TYPES),
  closingRate: z.number().positive().optional().nullable(),
  averageRate: z.number().positive().optional().nullable(),
  standard: optionalText(100),
  taxonomyType: optionalText(100),
  nature: optionalText(200),
  preparationMethod: z.enum(PREPARATION_METHODS).optional().nullable(),
  softwareUsed: optionalText(200),
  directorNameEn: optionalText(200),
  directorNameKh: optionalText(200),
  directorEmail: z.email('invalid_email').optional().nullable(),
  signingDate: isoDate.optional().nullable(),
  authorisationDate: isoDate.optional().nullable(),
  goingConcern: z.boolean().optional().nullable(),
  comparativeChange: z.boolean().optional().nullable(),
  trueAndFairView: z.boolean().optional().nullable(),
  abilityToPayDebts: z.boolean().optional().nullable(),
  audited: z.boolean().optional().nullable(),
  reportingLanguage: z.enum(LANGS).optional().nullable(),
};

/** The specification: authorisation for issue on or after the director's signing date. */
const authorisationAfterSigning = (v: { signingDate?: string | null; authorisationDate?: string | null }) =>
  !v.signingDate || !v.authorisationDate || v.authorisationDate >= v.signingDate;
const authorisationRule = { message: 'authorisation_before_signing', path: ['authorisationDate'] };

export const statementCreateSchema = z
  .object({
    ...settingsShape,
    framework: settingsShape.framework.default('crfrf'),
    presentationCurrency: settingsShape.presentationCurrency.default('KHR'),
    functionalCurrency: settingsShape.functionalCurrency.default('KHR'),
    rounding: settingsShape.rounding.default('units'),
    sfpType: settingsShape.sfpType.default('current-noncurrent'),
    plType: settingsShape.plType.default('function'),
    cashFlowType: settingsShape.cashFlowType.default('indirect'),
    periodEnd: isoDate.optional(),
  })
  .refine(authorisationAfterSigning, authorisationRule);
export const statementPatchSchema = z
  .object(settingsShape)
  .partial()
  .omit({ reportingYear: true })
  .extend(versionField)
  .refine(authorisationAfterSigning, authorisationRule);

export const noteDataSchema = z.object({
  shareholders: z
    .array(z.object({ name: text(200), shares: z.number().int().min(0), paidUpKhr: wholeAmount.min(0) }))
    .max(1000),
  employees: z.object({
    total: z.number().int().min(0),
    female: z.number().int().min(0),
    accountants: z.number().int().min(0),
  }),
  customers: z.object({ active: z.number().int().min(0), taxable: z.number().int().min(0) }),
  sdgs: z.array(z.number().int().min(1).max(17)).max(17),
  fundingSources: z.object({
    government: z.boolean(),
    domesticAgencies: z.boolean(),
    internationalAgencies: z.boolean(),
  }),
  funds: z.object({ restricted: wholeAmount.min(0), nonRestricted: wholeAmount.min(0) }),
  postPeriodAnswers: z.array(z.boolean().nullable()).length(13),
});
export const notesBodySchema = z.object({ ...versionField, data: noteDataSchema });

const bilingual = z.object({ en: z.string().max(20000), kh: z.string().max(20000) });
export const textsBodySchema = z.object({
  ...versionField,
  data: z.object({ policies: z.record(z.string().max(100), bilingual), directorsStatement: bilingual.optional() }),
});

export const manualInputBodySchema = z.object({
  ...versionField,
  year: z.number().int().min(1990).max(2200),
  /** concept → whole amount; null removes the figure. */
  values: z.record(z.string().min(1).max(200), wholeAmount.nullable()),
});

export const inviteSchema = z.object({
  email: z.email('invalid_email').transform((v) => v.trim().toLowerCase()),
  role: z.enum(ROLES).exclude(['super_admin']),
});
export const roleChangeSchema = z.object({ ...versionField, role: z.enum(ROLES).exclude(['super_admin']) });
export const removeUserSchema = z.object({ ...versionField, email: z.string().trim().min(1, 'required') });
export const transferSchema = z.object({ userId: z.string().min(1, 'required'), confirm: z.string() });

export const profilePatchSchema = z.object({
  ...versionField,
  phone: optionalText(40),
  gender: z.enum(['female', 'male', 'other']).optional().nullable(),
  dateOfBirth: isoDate.optional().nullable(),
  position: optionalText(200),
  userType: z.enum(USER_TYPES).optional().nullable(),
  partOfAccountingFirm: z.boolean().optional().nullable(),
  firmName: optionalText(200),
  professionalMembership: optionalText(200),
  highestQualification: optionalText(200),
  lang: z.enum(LANGS).optional(),
});

const accountShape = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.\-_]{1,30}$/, 'invalid_account_code'),
  nameEn: text(200),
  nameKh: text(200),
  parentCode: optionalText(30),
  accountType: text(100),
  concept: optionalText(200),
  balance: z.enum(['debit', 'credit']),
  periodType: z.enum(['instant', 'duration']),
  documentationEn: optionalText(2000),
  documentationKh: optionalText(2000),
  mandatory: z.boolean().optional(),
};
export const accountCreateSchema = z.object(accountShape);
export const accountPatchSchema = z.object(accountShape).omit({ code: true }).partial().extend(versionField);

const rate = z.number().positive();
export const exchangeRateSchema = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'invalid_currency'),
  closingRate: rate,
  averageRate: rate,
  rateType: z.string().trim().min(1).max(40).default('official'),
  officialReportingRate: rate.optional().nullable(),
  monthlyAverage: rate.optional().nullable(),
  dailyRate: rate.optional().nullable(),
  releaseDate: isoDate,
});
export const exchangeRatePatchSchema = exchangeRateSchema.partial().extend(versionField);

export const credentialRequestSchema = z.object({
  contactName: text(200),
  contactEmail: z.email('invalid_email'),
  contactPhone: optionalText(40),
});

export const commandBodySchema = z.object({
  ...versionField,
  confirm: z.string().optional(),
  code: z.string().optional(),
});
