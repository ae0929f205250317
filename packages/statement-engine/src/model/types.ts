/**
 * The shared vocabulary of the engine. Every module (taxonomy, chart, import, statements, validation, xbrl)
 * and every consumer (forms, api, web) speaks in these types. Extend here, in one place.
 */

/** The product's language codes (the specification's); `Intl` and fonts use `km-KH` for `kh`. */
export const LANGS = ['en', 'kh'] as const;
export type Lang = (typeof LANGS)[number];
/** Whether a value (a stored locale, an attribute, a query) is one of the product's language codes. */
export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

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
  /** Labels for the other roles (`total`, `periodStart`, `periodEnd`), when the concept is shown in them. */
  roleLabels?: Partial<Record<'total' | 'periodStart' | 'periodEnd', Bilingual>>;
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
  /** Show the concept's label as a heading above its children (statements of financial position); otherwise the
   *  children print at the node's level, followed by the node as a total (profit or loss, cash flows). */
  heading?: boolean;
  /** A total printed only when this other concept has a figure (profit from continuing operations beside a
   *  discontinued operation's result); always in the taxonomy, its facts and calculations. */
  shownWith?: string;
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
  /** Namespace prefix → URI, e.g. `{ 'ifrs-full': 'https://dfr.example.org/taxonomy/2026/ifrs-full-subset', dfr: '...' }`. */
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
  /** Language of a text fact (XBRL `xml:lang`). */
  lang?: Lang;
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
  /** The first year of reporting (newly incorporated): the year opens with nothing, so with no prior year on file its
   *  cash flows and changes in equity start from nil opening balances and there is no comparative column. Ignored
   *  when the prior year's figures are on file (they are the opening balances). */
  firstYearOfReporting?: boolean;
  trueAndFairView?: boolean;
  abilityToPayDebts?: boolean;
  audited?: boolean;
  reportingLanguage?: Lang;
  /** Translation rates of the comparative year; default to `closingRate`/`averageRate`. */
  comparativeClosingRate?: number;
  comparativeAverageRate?: number;
  /** Rate for equity at historical rates (opening equity); defaults to the average rate of the year. */
  historicalRate?: number;
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
  /** Related party amounts the preparer types (IFRS for SMEs 33.7, 33.9); absent in notes saved before them. */
  relatedParties?: RelatedPartyAmounts;
}

/**
 * The related party note's amounts, whole units of the presentation currency, ≥ 0: key management personnel
 * compensation for the year (33.7), the year's transactions with related parties and the balances outstanding at the
 * period end (33.9). Zero means none and is not filed.
 */
export interface RelatedPartyAmounts {
  keyManagementCompensation: number;
  salesOfGoods: number;
  servicesRendered: number;
  purchasesOfGoods: number;
  servicesReceived: number;
  amountsReceivable: number;
  amountsPayable: number;
}

/** Narrative texts of a statement, per language. */
export interface StatementTexts {
  /** Accounting policies by key (e.g. `revenueRecognition`), each in both languages. */
  policies: Record<string, Bilingual>;
  directorsStatement?: Bilingual;
}

// ---------------------------------------------------------------------------------------------------------------
// Engine I output contract: chart of accounts, trial balance, import problems, the statement set (what
// `buildStatements` returns and `dfr-statements build` writes as statements.json) and its rendering model.
// Consumed by engine II (validation, XBRL), the API and the web app. Do not rename; extend.
// ---------------------------------------------------------------------------------------------------------------

/** Account types of a chart of accounts. */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** One account of a chart of accounts (the chart file's columns). */
export interface ChartAccount {
  code: string;
  nameEn: string;
  nameKh: string;
  parentCode?: string;
  accountType: AccountType;
  /** The taxonomy concept the account's balance rolls into, e.g. `ifrs-full:Inventories`. */
  concept: string;
  balanceType: BalanceType;
  periodType: PeriodType;
  mandatory: boolean;
  documentation?: Bilingual;
}

export interface ChartOfAccounts {
  framework: Framework;
  accounts: ChartAccount[];
}

/** One line of a trial balance: one account in one year, amounts in whole units of the functional currency. */
export interface TrialBalanceLine {
  accountCode: string;
  accountName?: string;
  year: number;
  debit: number;
  credit: number;
}

export type TrialBalance = TrialBalanceLine[];

/** A problem found while reading a file. `row` is the 1-based line of the file (the header is row 1). */
export interface ImportProblem {
  row: number;
  column?: string;
  /** Stable code, e.g. `invalid_headers`, `unknown_account`, `decimal_amount`, `unbalanced_year`, `duplicate_row`. */
  code: string;
  message: Bilingual;
  /** The offending value, echoed back. */
  value?: string;
  /** What would fix it, most likely first: for a chart row without a known concept, the concepts to write. */
  suggestions?: string[];
}

/** The current and comparative reporting periods (ISO dates, inclusive). */
export interface DateRange {
  start: string;
  end: string;
}

export interface StatementPeriods {
  current: DateRange;
  comparative?: DateRange;
}

/** Which period a column or amount belongs to. */
export const PERIOD_KEYS = ['current', 'comparative'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** An amount as printed: `value` unrounded (whole units), `rounded` at the rounding level (still in whole units, a
 *  multiple of 10^scale, allocated so printed totals add up) and `display` = rounded / 10^scale (what is printed). */
export interface RowAmount {
  value: number;
  rounded: number;
  display: number;
}

/** One row of a rendered statement. Language-neutral: both labels travel with it; a renderer picks one. */
export interface RenderingRow {
  concept: string;
  /** The i18n key of the label: the concept name, plus `#total`, `#periodStart` or `#periodEnd` for those roles. */
  labelKey: string;
  label: Bilingual;
  role: 'standard' | 'total' | 'periodStart' | 'periodEnd';
  /** Indentation, 0 for top-level rows. */
  level: number;
  /** A heading with no amounts (an abstract concept). */
  isAbstract: boolean;
  isTotal: boolean;
  /** The fact's period per column; `undefined` amount when the period has no figure (e.g. no comparative). */
  periods: Partial<Record<PeriodKey, Period>>;
  amounts: Partial<Record<PeriodKey, RowAmount>>;
  /** The balance type, so renderers can show credits in a debit section (or the reverse) in parentheses. */
  balance?: BalanceType;
  valueType: ValueType;
  /** Non-monetary values (notes: counts, yes/no answers, texts) per column; monetary rows use `amounts`. */
  values?: Partial<Record<PeriodKey, number | string | boolean>>;
  /** −1 when the line is subtracted in the total it belongs to (e.g. cost of sales, dividends): renderers may show it
   *  in parentheses or after "less". Absent for +1. */
  weight?: -1;
}

/** One statement or note of the rendering model. `id` is the network id (e.g. `sfp-current-noncurrent`). */
export interface RenderingSection {
  id: string;
  section: Section;
  title: Bilingual;
  columns: PeriodKey[];
  rows: RenderingRow[];
  /** True when every figure of the section is an amount in the presentation currency at the rounding level (rows'
   *  `amounts`), so its heading may name the unit ("KHR, thousands"). False for notes of counts, shares, answers,
   *  texts or amounts in another unit (rows' `values`, shown as they are, never scaled). */
  scaled: boolean;
}

/** The language-neutral document the web app, PDF and Inline XBRL render from. */
export interface RenderingModel {
  presentationCurrency: Currency;
  rounding: RoundingLevel;
  /** 10^scale is the printed unit (XBRL `scale`; `decimals` = −scale). */
  scale: number;
  sections: RenderingSection[];
}

/** The ratios of one year; `null` where the denominator is zero or a figure is missing. */
export interface RatioValues {
  currentRatio: number | null;
  quickRatio: number | null;
  returnOnCapitalEmployed: number | null;
  grossProfitMargin: number | null;
  netProfitMargin: number | null;
  debtToEquity: number | null;
  revenueGrowth: number | null;
}

export interface Ratios {
  current: RatioValues;
  comparative?: RatioValues;
}

/** What `buildStatements` returns and `dfr-statements build` writes as statements.json. */
export interface StatementSet {
  /** Format version of this document. */
  version: 1;
  settings: StatementSettings;
  entity?: Pick<EntityInfo, 'nameEn' | 'nameKh' | 'registrationNumber'>;
  periods: StatementPeriods;
  /** Every reported value; monetary values are integers in whole units of the presentation currency (unrounded). */
  facts: Fact[];
  rendering: RenderingModel;
  ratios: Ratios;
  /** Account codes that make up each concept (from the trial balance), by concept name. */
  sources?: Record<string, string[]>;
  /** The notes' structured data, echoed when given, so validation can check it against the facts. */
  notes?: NoteData;
  texts?: StatementTexts;
  /** The unrounded financial position at the start of the comparative period (when the comparative year shows cash
   *  flows and changes in equity), by concept; `rerender` rounds its opening cash and equity from it. */
  openingBalances?: Record<string, number>;
}

/** Figures typed per concept instead of a trial balance (the manual input screen); whole units of the functional
 *  currency, positive in the concept's natural balance direction. */
export interface ManualInput {
  current: Record<string, number>;
  comparative?: Record<string, number>;
}
