/**
 * The shared vocabulary of the engine. Every module (taxonomy, chart, import, statements, validation, xbrl)
 * and every consumer (forms, api, web) speaks in these types. Extend here, in one place.
 */

/** The product's language codes (the specification's); `Intl` and fonts use `km-KH` for `kh`. */
export type Lang = 'en' | 'kh';
export const LANGS = ['en', 'kh'] as const;

/** A text in both languages. */
export interface Bilingual {
  en: string;
  kh: string;
}

/** Reporting frameworks: the small-entity framework (CRFRF) and the non-profit framework. */
export const FRAMEWORKS = ['crfrf', 'npo'] as const;
export type Framework = (typeof FRAMEWORKS)[number];

export const CURRENCIES = ['KHR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const ROUNDING_LEVELS = ['units', 'thousands', 'millions', 'billions', 'trillions'] as const;
export type RoundingLevel = (typeof ROUNDING_LEVELS)[number];
/** Power of ten for each rounding level (XBRL `scale`; `decimals` is its negation). */
export const ROUNDING_SCALE: Record<RoundingLevel, number> = {
  units: 0,
  thousands: 3,
  millions: 6,
  billions: 9,
  trillions: 12,
};

export const SFP_TYPES = ['current-noncurrent', 'liquidity'] as const;
export type SfpType = (typeof SFP_TYPES)[number];
export const PL_TYPES = ['function', 'nature'] as const;
export type PlType = (typeof PL_TYPES)[number];
export const CASH_FLOW_TYPES = ['indirect'] as const;
export type CashFlowType = (typeof CASH_FLOW_TYPES)[number];

/** The statement lifecycle (design/product.md). Only `draft` is editable. */
export const STATEMENT_STAGES = [
  'draft',
  'finalized',
  'validated',
  'approved',
  'paid',
  'submitted',
  'accepted',
  'rejected',
] as const;
export type StatementStage = (typeof STATEMENT_STAGES)[number];

export const INVOICE_STATUSES = ['open', 'paid', 'received'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type BalanceType = 'debit' | 'credit';
export type PeriodType = 'instant' | 'duration';
export const VALUE_TYPES = [
  'monetary',
  'text',
  'textBlock',
  'percent',
  'shares',
  'integer',
  'boolean',
  'date',
] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

/** Sections of the statements; validation errors and the rendering model are grouped by these. */
export const SECTIONS = [
  'financialPosition',
  'profitOrLoss',
  'cashFlows',
  'changesInEquity',
  'notes',
  'policies',
  'directorsStatement',
  'generalInformation',
] as const;
export type Section = (typeof SECTIONS)[number];

/** A taxonomy concept. `name` is the qualified name, e.g. `ifrs-full:Revenue` or `dfr:NumberOfEmployees`. */
export interface Concept {
  name: string;
  label: Bilingual;
  documentation: Bilingual;
  balance?: BalanceType;
  periodType: PeriodType;
  valueType: ValueType;
  abstract: boolean;
  mandatory: boolean;
}

/** A calculation relationship: parent = sum(weight × child). Weight +1 when balances agree, −1 when they differ. */
export interface CalculationArc {
  parent: string;
  child: string;
  weight: 1 | -1;
  order: number;
}

/** A node of a presentation tree (one statement variant or note). */
export interface PresentationNode {
  concept: string;
  /** Label role: `total` for totals, otherwise the standard label. */
  role?: 'standard' | 'total' | 'periodStart' | 'periodEnd';
  children: PresentationNode[];
}

/** A network: one statement variant or note, e.g. `sfp-current-noncurrent`, `pl-function`, `cf-indirect`. */
export interface Network {
  id: string;
  section: Section;
  title: Bilingual;
  presentation: PresentationNode[];
  calculations: CalculationArc[];
}

export interface Taxonomy {
  framework: Framework;
  /** Namespace prefix → URI, e.g. `{ 'ifrs-full': 'https://xbrl.ifrs.org/taxonomy/2024-03-27/ifrs-full', dfr: '...' }`. */
  namespaces: Record<string, string>;
  concepts: Record<string, Concept>;
  networks: Network[];
}

/** An XBRL period: an instant (balances) or a duration (flows). Dates are ISO `YYYY-MM-DD`. */
export type Period = { instant: string } | { start: string; end: string };

export type Unit = Currency | 'pure' | 'shares';

/** One reported value. Monetary values are integers in whole units of the presentation currency. */
export interface Fact {
  concept: string;
  period: Period;
  value: number | string | boolean;
  unit?: Unit;
}

// ---------------------------------------------------------------------------------------------------------------
// The cross-team contract: statement settings, the reporting entity and note data. Field names are shared by
// @dfr/forms (zod schemas with the same names), the API (columns) and the web app. Do not rename; extend.
// ---------------------------------------------------------------------------------------------------------------

export const LEGAL_FORMS = [
  'soleProprietorship',
  'limitedLiabilityCompany',
  'privateLimitedCompany',
  'publicLimitedCompany',
  'ngoAssociation',
] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];
export const ENTITY_SIZES = ['small', 'medium'] as const;
export type EntitySize = (typeof ENTITY_SIZES)[number];
export const PREPARATION_METHODS = ['manual', 'approvedSoftware'] as const;
export type PreparationMethod = (typeof PREPARATION_METHODS)[number];

/** The reporting entity (the specification's fields). */
export interface EntityInfo {
  nameEn: string;
  nameKh: string;
  registrationNumber: string;
  vatTin?: string;
  legalForm: LegalForm;
  countryOfIncorporation: string;
  registeredOfficeEn?: string;
  registeredOfficeKh?: string;
  principalPlaceOfBusiness?: string;
  natureOfOperations?: string;
  parentNameEn?: string;
  parentNameKh?: string;
  ultimateParentNameEn?: string;
  ultimateParentNameKh?: string;
  industry?: string;
  sector?: string;
  registeredCapital?: number;
  instituteId?: string;
  /** One of the 25 provinces (code, e.g. `phnom-penh`). */
  province: string;
  size?: EntitySize;
  auditRequired?: boolean;
  /** The entity's Sustainable Development Goals (1–17); note SDGs must match these. */
  sdgs?: number[];
}

/** Statement settings (the specification's statement fields that shape and describe the statements). */
export interface StatementSettings {
  framework: Framework;
  /** e.g. 2025; the period end falls in this year. */
  reportingYear: number;
  /** ISO date, e.g. `2025-12-31`. */
  periodEnd: string;
  /** ISO date; defaults to the day after the previous period end (one year). */
  periodStart?: string;
  presentationCurrency: Currency;
  functionalCurrency: Currency;
  rounding: RoundingLevel;
  sfpType: SfpType;
  plType: PlType;
  cashFlowType: CashFlowType;
  /** Functional → presentation translation rates (presentation units per functional unit). */
  closingRate?: number;
  averageRate?: number;
  standard?: string;
  taxonomyType?: string;
  nature?: string;
  preparationMethod?: PreparationMethod;
  softwareUsed?: string;
  directorNameEn?: string;
  directorNameKh?: string;
  /** Where the 6-digit approval code is emailed. */
  directorEmail?: string;
  /** ISO dates; authorisation for issue must be on or after signing. */
  signingDate?: string;
  authorisationDate?: string;
  goingConcern?: boolean;
  comparativeChange?: boolean;
  trueAndFairView?: boolean;
  abilityToPayDebts?: boolean;
  audited?: boolean;
  reportingLanguage?: Lang;
}

export interface Shareholder {
  name: string;
  shares: number;
  /** Paid-up capital in KHR. */
  paidUpKhr: number;
}

/** The notes' structured data (the specification's note data). */
export interface NoteData {
  shareholders: Shareholder[];
  employees: { total: number; female: number; accountants: number };
  customers: { active: number; taxable: number };
  /** Selected Sustainable Development Goals, 1–17. */
  sdgs: number[];
  fundingSources: { government: boolean; domesticAgencies: boolean; internationalAgencies: boolean };
  funds: { restricted: number; nonRestricted: number };
  /** Answers to the 13 yes/no questions on events after the reporting period (null = not answered). */
  postPeriodAnswers: (boolean | null)[];
}

/** Narrative texts of a statement, per language. */
export interface StatementTexts {
  /** Accounting policies by key (e.g. `revenueRecognition`), each in both languages. */
  policies: Record<string, Bilingual>;
  directorsStatement?: Bilingual;
}
