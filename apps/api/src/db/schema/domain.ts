import { BALANCE_TYPES, PERIOD_TYPES, RATE_TYPES, USER_ROLES } from '@dfr/forms/rules';
import {
  CASH_FLOW_TYPES,
  CURRENCIES,
  ENTITY_SIZES,
  FRAMEWORKS,
  INVOICE_STATUSES,
  LANGS,
  LEGAL_FORMS,
  PL_TYPES,
  PREPARATION_METHODS,
  ROUNDING_LEVELS,
  SFP_TYPES,
  STATEMENT_STAGES,
} from '@dfr/statement-engine';
import { sql } from 'drizzle-orm';
import { DEFAULT_CREDIT_TERM_DAYS } from '../../env';
import { CREDENTIAL_REQUEST_STATUSES, JOB_STATES, MEMBERSHIP_STATUSES, SUBMISSION_STATUSES } from '../../statuses';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, nowIsoDefault } from './dialect';

/*
 * The domain tables of DFR. Portable on purpose (a PostgreSQL schema follows): text ids (UUIDs), ISO-8601 text
 * timestamps, JSON as text, booleans as integers, amounts as 64-bit integers in whole currency units.
 */

const now = nowIsoDefault;
const id = () => text('id').primaryKey();
const createdAt = () => text('created_at').notNull().default(now);
const updatedAt = () => text('updated_at').notNull().default(now);
const version = () => integer('version').notNull().default(1);

/**
 * The entity's province, industry and size, copied onto the desk's rows (submissions, invoices, credential requests)
 * when they are written and when the entity changes (issue 32, features/desk/place.repository.ts): the desk filters,
 * sorts and counts a country's rows on their own columns and indexes, without joining every entity.
 */
const entityPlace = () => ({
  province: text('province'),
  industry: text('industry'),
  size: text('size', { enum: ENTITY_SIZES }),
});

/** A reporting entity (the specification's entity fields; `EntityInfo` in the engine's contract). */
export const entities = sqliteTable(
  'entities',
  {
    id: id(),
    nameEn: text('name_en').notNull(),
    nameKh: text('name_kh').notNull(),
    registrationNumber: text('registration_number').notNull(),
    vatTin: text('vat_tin'),
    legalForm: text('legal_form', { enum: LEGAL_FORMS }).notNull(),
    countryOfIncorporation: text('country_of_incorporation').notNull(),
    registeredOfficeEn: text('registered_office_en'),
    registeredOfficeKh: text('registered_office_kh'),
    principalPlaceOfBusiness: text('principal_place_of_business'),
    natureOfOperations: text('nature_of_operations'),
    parentNameEn: text('parent_name_en'),
    parentNameKh: text('parent_name_kh'),
    ultimateParentNameEn: text('ultimate_parent_name_en'),
    ultimateParentNameKh: text('ultimate_parent_name_kh'),
    industry: text('industry'),
    sector: text('sector'),
    registeredCapital: integer('registered_capital'),
    instituteId: text('institute_id'),
    province: text('province').notNull(),
    size: text('size', { enum: ENTITY_SIZES }),
    auditRequired: integer('audit_required', { mode: 'boolean' }),
    sdgs: text('sdgs', { mode: 'json' }).$type<number[]>(),
    /** Eligible for submission to the e-filing system (set by the regulator side). */
    eligible: integer('eligible', { mode: 'boolean' }).notNull().default(true),
    /**
     * The earliest period end of the entity's statements not yet filed (issue 32: the desk's "overdue" filter and
     * count read it, an index range over entities). Kept by the statement repository in the same transaction as the
     * statement's insert, stage move or period change (`statementRepo`, `refreshOpenPeriodEnd`); null when none.
     */
    openPeriodEnd: text('open_period_end'),
    createdBy: text('created_by').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('entities_registration_number_uq').on(t.registrationNumber),
    // The desk's filters (issue 32): a country's entities by province, industry and size.
    // province first, then industry and size: the statistics' grouping reads this index alone.
    index('entities_province_idx').on(t.province, t.industry, t.size),
    index('entities_industry_idx').on(t.industry),
    index('entities_size_idx').on(t.size),
    index('entities_name_idx').on(t.nameEn, t.registrationNumber),
    // The compliance list within a province in name order (issue 32): walked in order, no sort of the province.
    index('entities_province_name_idx').on(t.province, t.nameEn, t.registrationNumber),
    // The overdue count (issue 32): the entities whose earliest open period end is before a cutoff, one range.
    index('entities_open_period_idx').on(t.openPeriodEnd, t.auditRequired, t.province, t.industry, t.size),
  ],
);

/** A user's profile; `id` is the identity `sub`. Firm details are the specification's user fields. */
export const userProfiles = sqliteTable(
  'user_profiles',
  {
    id: id(),
    email: text('email').notNull(),
    phone: text('phone'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    position: text('position'),
    /** reportingEntityUser | accountingFirmUser | accountingAuditingFirm | inHouse */
    userType: text('user_type'),
    partOfAccountingFirm: integer('part_of_accounting_firm', { mode: 'boolean' }),
    firmName: text('firm_name'),
    professionalMembership: text('professional_membership'),
    highestQualification: text('highest_qualification'),
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_profiles_email_uq').on(t.email)],
);

/** User × entity × role. A pending invitation has no user yet, only the invited email. */
export const memberships = sqliteTable(
  'memberships',
  {
    id: id(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    email: text('email').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
    invitedBy: text('invited_by'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_entity_email_uq').on(t.entityId, t.email),
    index('memberships_user_idx').on(t.userId),
    // A user's first request claims the invitations sent to their e-mail: by index, not a scan of every membership.
    index('memberships_email_idx').on(t.email, t.status),
  ],
);

/** One financial statement (a reporting period of an entity) with every settings field and its lifecycle. */
export const statements = sqliteTable(
  'statements',
  {
    id: id(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    framework: text('framework', { enum: FRAMEWORKS }).notNull(),
    reportingYear: integer('reporting_year').notNull(),
    periodStart: text('period_start'),
    periodEnd: text('period_end').notNull(),
    presentationCurrency: text('presentation_currency', { enum: CURRENCIES }).notNull(),
    functionalCurrency: text('functional_currency', { enum: CURRENCIES }).notNull(),
    rounding: text('rounding', { enum: ROUNDING_LEVELS }).notNull(),
    sfpType: text('sfp_type', { enum: SFP_TYPES }).notNull(),
    plType: text('pl_type', { enum: PL_TYPES }).notNull(),
    cashFlowType: text('cash_flow_type', { enum: CASH_FLOW_TYPES }).notNull(),
    closingRate: real('closing_rate'),
    averageRate: real('average_rate'),
    standard: text('standard'),
    taxonomyType: text('taxonomy_type'),
    nature: text('nature'),
    preparationMethod: text('preparation_method', { enum: PREPARATION_METHODS }),
    softwareUsed: text('software_used'),
    directorNameEn: text('director_name_en'),
    directorNameKh: text('director_name_kh'),
    directorEmail: text('director_email'),
    signingDate: text('signing_date'),
    authorisationDate: text('authorisation_date'),
    goingConcern: integer('going_concern', { mode: 'boolean' }),
    comparativeChange: integer('comparative_change', { mode: 'boolean' }),
    firstYearOfReporting: integer('first_year_of_reporting', { mode: 'boolean' }),
    trueAndFairView: integer('true_and_fair_view', { mode: 'boolean' }),
    abilityToPayDebts: integer('ability_to_pay_debts', { mode: 'boolean' }),
    audited: integer('audited', { mode: 'boolean' }),
    reportingLanguage: text('reporting_language', { enum: LANGS }),
    stage: text('stage', { enum: STATEMENT_STAGES }).notNull().default('draft'),
    preparedBy: text('prepared_by'),
    preparedAt: text('prepared_at'),
    finalizedBy: text('finalized_by'),
    finalizedAt: text('finalized_at'),
    validatedBy: text('validated_by'),
    validatedAt: text('validated_at'),
    approvedBy: text('approved_by'),
    approvedAt: text('approved_at'),
    submittedBy: text('submitted_by'),
    submittedAt: text('submitted_at'),
    /** The pending edit request: hashed 4-digit code, expiry and attempts left. */
    editCodeHash: text('edit_code_hash'),
    editCodeExpiresAt: text('edit_code_expires_at'),
    editCodeAttempts: integer('edit_code_attempts').notNull().default(0),
    /** The pending approval: hashed 6-digit code emailed to the director, expiry and attempts left. */
    approvalCodeHash: text('approval_code_hash'),
    approvalCodeExpiresAt: text('approval_code_expires_at'),
    approvalCodeAttempts: integer('approval_code_attempts').notNull().default(0),
    /** The statement version the pending approval code was sent for (a later change voids the code). */
    approvalCodeVersion: integer('approval_code_version'),
    /**
     * Approval codes are limited per statement (issue 34): when the last one was sent (no new one while it is live,
     * for a minute), the hour the sends and the tries are counted in, and their counts in that hour (every code's
     * tries together, so a new code brings no fresh guesses).
     */
    approvalCodeSentAt: text('approval_code_sent_at'),
    approvalCodeWindowStart: text('approval_code_window_start'),
    approvalCodesInWindow: integer('approval_codes_in_window').notNull().default(0),
    approvalTriesInWindow: integer('approval_tries_in_window').notNull().default(0),
    /** The regulator's decision on the latest submission. */
    decidedBy: text('decided_by'),
    decidedAt: text('decided_at'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('statements_entity_year_uq').on(t.entityId, t.reportingYear),
    index('statements_year_stage_idx').on(t.reportingYear, t.stage),
    index('statements_stage_period_idx').on(t.stage, t.periodEnd),
  ],
);

/** An entity's chart of accounts: the framework's default chart copied in on creation, plus custom accounts. */
export const accounts = sqliteTable(
  'accounts',
  {
    id: id(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameKh: text('name_kh').notNull(),
    parentCode: text('parent_code'),
    accountType: text('account_type').notNull(),
    /** The taxonomy concept this account maps to (e.g. `ifrs-full:Revenue`). */
    concept: text('concept'),
    balance: text('balance', { enum: BALANCE_TYPES }).notNull(),
    periodType: text('period_type', { enum: PERIOD_TYPES }).notNull(),
    documentationEn: text('documentation_en'),
    documentationKh: text('documentation_kh'),
    mandatory: integer('mandatory', { mode: 'boolean' }).notNull().default(false),
    custom: integer('custom', { mode: 'boolean' }).notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('accounts_entity_code_uq').on(t.entityId, t.code)],
);

/** Imported trial-balance lines of one statement and year (the year's lines are replaced in one transaction). */
export const trialBalanceLines = sqliteTable(
  'trial_balance_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    row: integer('row').notNull(),
    accountCode: text('account_code').notNull(),
    accountName: text('account_name'),
    debit: integer('debit').notNull().default(0),
    credit: integer('credit').notNull().default(0),
  },
  (t) => [index('trial_balance_statement_year_idx').on(t.statementId, t.year)],
);

/** Figures typed in by hand, per statement, year and concept. */
export const manualInputs = sqliteTable(
  'manual_inputs',
  {
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    concept: text('concept').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.year, t.concept] })],
);

/** A JSON document kept once per statement, deleted with it. */
function statementDocument<Name extends string>(name: Name) {
  return sqliteTable(name, {
    statementId: text('statement_id')
      .primaryKey()
      .references(() => statements.id, { onDelete: 'cascade' }),
    data: text('data', { mode: 'json' }).notNull(),
    updatedAt: updatedAt(),
  });
}

/** The notes' structured data of a statement (`NoteData`). */
export const noteData = statementDocument('note_data');

/** Accounting policies and the directors' statement (`StatementTexts`). */
export const statementTexts = statementDocument('statement_texts');

/** Exchange rates against KHR as the national bank publishes them. */
export const exchangeRates = sqliteTable(
  'exchange_rates',
  {
    id: id(),
    currency: text('currency').notNull(),
    closingRate: real('closing_rate').notNull(),
    averageRate: real('average_rate').notNull(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull().default('official'),
    officialReportingRate: real('official_reporting_rate'),
    monthlyAverage: real('monthly_average'),
    dailyRate: real('daily_rate'),
    releaseDate: text('release_date').notNull(),
    createdBy: text('created_by'),
    /**
     * null: an official rate (the regulator's data, published by the national bank, read by every entity and written
     * only by regulator staff). Otherwise the entity's own rate, visible to and written by that entity only.
     */
    entityId: text('entity_id').references(() => entities.id, { onDelete: 'cascade' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exchange_rates_currency_date_type_uq')
      .on(t.currency, t.releaseDate, t.rateType)
      .where(sql`${t.entityId} is null`),
    uniqueIndex('exchange_rates_entity_currency_date_type_uq').on(t.entityId, t.currency, t.releaseDate, t.rateType),
  ],
);

/** The preparation fee of one financial year (one per entity and year). */
export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    statementId: text('statement_id').references(() => statements.id, { onDelete: 'set null' }),
    /** The financial year the fee is for. */
    reportingYear: integer('reporting_year').notNull().default(0),
    /** A readable sequence: INV-<year of issue>-<6 digits>. */
    number: text('number').notNull(),
    date: text('date').notNull(),
    /** Whole riel (KHR). */
    amountDue: integer('amount_due').notNull(),
    currency: text('currency').notNull(),
    /** The USD equivalent at the day's rate, and that rate (KHR per USD), both when the invoice was issued. */
    amountUsd: real('amount_usd'),
    exchangeRate: real('exchange_rate'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    creditTermDays: integer('credit_term_days').notNull().default(DEFAULT_CREDIT_TERM_DAYS),
    dueDate: text('due_date'),
    /** The live KHQR (payload, its md5 and expiry); a new code replaces it. */
    khqr: text('khqr'),
    khqrMd5: text('khqr_md5'),
    khqrExpiresAt: text('khqr_expires_at'),
    paidAt: text('paid_at'),
    /** paid → received (issue 32): when and by whom it was recorded, the bank's settlement date and reference. */
    receivedAt: text('received_at'),
    receivedBy: text('received_by'),
    settlementDate: text('settlement_date'),
    settlementReference: text('settlement_reference'),
    /** The fee schedule version the amount was taken from (issue 32); an issued invoice keeps its amount. */
    feeScheduleId: text('fee_schedule_id'),
    ...entityPlace(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_entity_year_uq').on(t.entityId, t.reportingYear),
    index('invoices_entity_idx').on(t.entityId),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    index('invoices_year_status_idx').on(t.reportingYear, t.status),
    // The statistics' fees (issue 32): a year's invoices per status and their amounts, read from this index alone.
    index('invoices_year_fees_idx').on(t.reportingYear, t.status, t.amountDue),
    // The desk's orders (newest issue, earliest due, largest amount), each with the number that breaks ties.
    index('invoices_date_idx').on(t.date, t.number),
    index('invoices_due_idx').on(t.dueDate, t.number),
    index('invoices_amount_idx').on(t.amountDue, t.number),
    // An open invoice's list newest first (the overdue filter): no sort of every open invoice.
    index('invoices_status_date_idx').on(t.status, t.date, t.number),
    // The desk's lists and counts within a province (issue 32): the newest first, and the counts read from the index.
    index('invoices_province_date_idx').on(t.province, t.date, t.number),
    index('invoices_place_idx').on(t.province, t.industry, t.size, t.reportingYear, t.status, t.dueDate),
  ],
);

/** The cash receipt of a paid invoice (exactly one per invoice, and per bank transaction). */
export const receipts = sqliteTable(
  'receipts',
  {
    id: id(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** A readable sequence: RCT-<year>-<6 digits>. */
    number: text('number').notNull(),
    date: text('date').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The bank's account id of the payer, the transaction hash and the md5 of the KHQR paid. */
    payerAccount: text('payer_account'),
    transactionHash: text('transaction_hash'),
    md5: text('md5'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_invoice_uq').on(t.invoiceId),
    uniqueIndex('receipts_number_uq').on(t.number),
    uniqueIndex('receipts_md5_uq').on(t.md5),
  ],
);

/** A statement filed with the regulator: the package, its e-filing receipt, and the regulator's decision. */
export const submissions = sqliteTable(
  'submissions',
  {
    id: id(),
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    reportingYear: integer('reporting_year').notNull(),
    /** The statement version that was filed. */
    statementVersion: integer('statement_version').notNull(),
    /** The e-filing receipt number: EF-<year>-<6 digits>. */
    receiptNumber: text('receipt_number').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('received'),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: text('submitted_at').notNull(),
    /** The package's files: name, media type, size, sha256 and where the storage keeps it. */
    files: text('files', { mode: 'json' }).$type<
      { name: string; mediaType: string; size: number; sha256: string; key: string }[]
    >(),
    decidedBy: text('decided_by'),
    decidedAt: text('decided_at'),
    /** The regulator's reasons for a rejection (one per line), in the language the officer wrote them. */
    reasons: text('reasons'),
    /** sha256 of the package's manifest (names, sizes and sha256 of every file), as the receipt states it. */
    packageHash: text('package_hash'),
    /** What the receiver's check found on arrival (the engine's filing-package check). */
    checks: text('checks', { mode: 'json' }).$type<{
      factCount: number;
      problems: { code: string; message: string }[];
    }>(),
    /** The key the package was sent under (statement id and version): a retry never files twice. */
    idempotencyKey: text('idempotency_key'),
    /**
     * When the retention purge removed the package's files (DFR_FILING_RETENTION_YEARS after the decision); the row,
     * its receipt number and the package's sha256 stay as the record that it was filed.
     */
    packagePurgedAt: text('package_purged_at'),
    ...entityPlace(),
    /** The entity's English name, copied as its place is (the desk's "by entity" order). */
    entityNameEn: text('entity_name_en'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('submissions_receipt_uq').on(t.receiptNumber),
    uniqueIndex('submissions_idempotency_uq').on(t.idempotencyKey),
    index('submissions_statement_idx').on(t.statementId),
    index('submissions_year_status_idx').on(t.reportingYear, t.status),
    index('submissions_entity_year_idx').on(t.entityId, t.reportingYear),
    // The desk's orders and filters (issue 32), each order with the id that breaks ties (the keyset cursor's). They
    // also serve a lookup by status or by submission time alone (their first columns), so those have no index of their own.
    index('submissions_submitted_id_idx').on(t.submittedAt, t.id),
    index('submissions_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('submissions_province_submitted_idx').on(t.province, t.submittedAt, t.id),
    index('submissions_year_submitted_idx').on(t.reportingYear, t.submittedAt, t.id),
    index('submissions_name_idx').on(t.entityNameEn, t.reportingYear, t.id),
    index('submissions_place_idx').on(t.province, t.industry, t.size, t.reportingYear, t.status),
  ],
);

/**
 * The e-filing receiver's register (the regulator's side): one receipt per idempotency key, so a package sent again
 * (a retry after a lost answer, a double click) gets the first receipt back instead of a second filing.
 */
export const efilingReceipts = sqliteTable(
  'efiling_receipts',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    receiptNumber: text('receipt_number').notNull(),
    receivedAt: text('received_at').notNull(),
    packageHash: text('package_hash').notNull(),
    registrationNumber: text('registration_number').notNull(),
    reportingYear: integer('reporting_year').notNull(),
    factCount: integer('fact_count').notNull(),
  },
  (t) => [uniqueIndex('efiling_receipts_number_uq').on(t.receiptNumber)],
);

/** A revocable link to an accepted statement: any signed-in platform user who has it may read the statement. */
export const statementShares = sqliteTable(
  'statement_shares',
  {
    /** The link's unguessable id (`/public/:id`). */
    id: id(),
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    revokedBy: text('revoked_by'),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('statement_shares_statement_idx').on(t.statementId)],
);

/** A user's notification; `key`/`params` are translated in the user's language when shown. */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    messageKey: text('message_key').notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, string | number>>(),
    link: text('link'),
    readAt: text('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** The result of one validation run of a statement version. */
export const validationResults = sqliteTable(
  'validation_results',
  {
    id: id(),
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    statementVersion: integer('statement_version').notNull(),
    jobId: text('job_id'),
    genuineCount: integer('genuine_count').notNull(),
    possibleCount: integer('possible_count').notNull(),
    /** `{ id, type: 'genuine'|'possible', message, elements, section }[]` */
    errors: text('errors', { mode: 'json' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('validation_results_statement_idx').on(t.statementId, t.createdAt)],
);

/** Background work (validation, large imports, exports) and its progress. */
export const jobs = sqliteTable('jobs', {
  id: id(),
  kind: text('kind').notNull(),
  statementId: text('statement_id'),
  userId: text('user_id').notNull(),
  state: text('state', { enum: JOB_STATES }).notNull(),
  progress: integer('progress').notNull().default(0),
  result: text('result', { mode: 'json' }),
  error: text('error'),
  /** The instance doing the job and until when (ISO time); a job whose lease ran out is taken over (jobs.ts). */
  leaseOwner: text('lease_owner'),
  leaseUntil: text('lease_until'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Onboarding step 1: a request for an e-filing access credential from the regulator. */
export const credentialRequests = sqliteTable(
  'credential_requests',
  {
    id: id(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').notNull(),
    /** The registration number the e-filing platform knows the entity by. */
    registrationNumber: text('registration_number').notNull().default(''),
    /** Who is asking (the requesting user's email). */
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    message: text('message'),
    status: text('status', { enum: CREDENTIAL_REQUEST_STATUSES }).notNull().default('pending'),
    /** The regulator's answer: who, when, and the reason for a refusal. */
    decidedBy: text('decided_by'),
    decidedAt: text('decided_at'),
    reason: text('reason'),
    ...entityPlace(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('credential_requests_status_created_idx').on(t.status, t.createdAt),
    index('credential_requests_entity_idx').on(t.entityId),
    // The desk's list (issue 32): newest first with the id that breaks ties, within a province, and its counts.
    index('credential_requests_created_idx').on(t.createdAt, t.id),
    index('credential_requests_province_created_idx').on(t.province, t.createdAt, t.id),
    index('credential_requests_place_idx').on(t.province, t.industry, t.size, t.status),
  ],
);

/** Append-only record of every write: who, what, when, before and after. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull().default(now),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: text('before', { mode: 'json' }),
    after: text('after', { mode: 'json' }),
    /**
     * The entity and the statement the row concerns (issue 32), resolved from the subject when the row is written,
     * so that an entity's trail and a statement's are read through an index; null for platform-wide rows (rates,
     * settings, the fee schedule).
     */
    entityId: text('entity_id'),
    statementId: text('statement_id'),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_entity_idx').on(t.entityId, t.id),
    index('audit_log_statement_idx').on(t.statementId, t.id),
    index('audit_log_actor_idx').on(t.actor, t.id),
  ],
);
