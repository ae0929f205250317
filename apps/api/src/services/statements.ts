import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  approvalCodeSchema,
  capabilitiesOf,
  confirmWordSchema,
  editRequestCodeSchema,
  statementSettingsPatchSchema,
} from '@dfr/forms/rules';
import {
  buildStatements,
  type CommandRefusal,
  checkCommand,
  checkManualInput,
  DEFAULT_PRINT_SETTINGS,
  type DocumentLanguage,
  defaultChart,
  type EntityInfo,
  exportInlineXbrl,
  exportPrintableDocument,
  exportXbrlZip,
  MIN_BENCHMARK_CONTRIBUTORS,
  medianRatios,
  validateStatements,
  type Framework,
  type Lang,
  type LifecycleCapability,
  type NoteData,
  type Orientation,
  type PageNumberPosition,
  type PageSize,
  pdfPageOptions,
  STATEMENT_COMMANDS,
  STATEMENT_SETTINGS_DEFAULTS,
  toTrialBalanceLine,
  type StatementStage,
  type StatementSet,
  type StatementSettings,
  type StatementTexts,
} from '@dfr/statement-engine';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import {
  entities,
  invoices,
  manualInputs,
  memberships,
  noteData,
  statements,
  statementTexts,
  submissions,
  trialBalanceLines,
  validationResults,
} from '../db/schema';
import { createReadCache } from '../db/read-cache';
import { ApiError, conflict, forbidden, invalid, notFound, stale } from '../http/errors';
import type { Upload } from '../http/upload';
import { fieldErrors } from '../http/validate';
import { issueInvoice, paymentService } from '../payments/service';
import { PdfTimeoutError } from '../pdf';
import { withEmbeddedFonts } from '../pdf/document';
import { exportSettingsService } from './export-settings';
import { assertSubmittable, submissionService } from './submissions';
import { audit, type DbOrTx, defined, isUniqueViolation, newId, nowIso } from '../repositories/base';
import { entityRepo, membershipRepo } from '../repositories/entities';
import { type Capability, requireMember } from './access';
import { accountRepo, ENTITY_CHART_FRAMEWORK, toChartAccount } from './accounts';
import { registerJobKind, startJob } from './jobs';
import { keepUpload } from './uploads';
import { notify, publish } from './notify';
import { parseTrialBalance, trialBalanceRepo } from './trial-balance';

export type StatementRow = typeof statements.$inferSelect;

/** Settings a new statement gets unless chosen: the engine's defaults. */
const SETTINGS_DEFAULTS = STATEMENT_SETTINGS_DEFAULTS;

const statementRepo = {
  byId: async (db: DbOrTx, id: string) => (await db.select().from(statements).where(eq(statements.id, id)))[0],
  listForEntity: (db: DbOrTx, entityId: string) =>
    db.select().from(statements).where(eq(statements.entityId, entityId)).orderBy(desc(statements.reportingYear)),
  updateVersioned: async (db: DbOrTx, id: string, version: number, patch: Partial<typeof statements.$inferInsert>) =>
    (
      await db
        .update(statements)
        .set({ ...patch, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(statements.id, id), eq(statements.version, version)))
        .returning()
    )[0],
};

/** What a client sees of a statement (never the edit-code hash). */
export function publicStatement(row: StatementRow) {
  const {
    editCodeHash: _h,
    editCodeExpiresAt: _e,
    editCodeAttempts: _a,
    approvalCodeHash: _ah,
    approvalCodeExpiresAt: _ae,
    approvalCodeAttempts: _aa,
    approvalCodeVersion: _av,
    ...rest
  } = row;
  return rest;
}

/*
 * Reads of a statement are the hottest path. A row is cached per id together with its version; each read first
 * asks the database for the current version only (one narrow query), so the cache is never stale, also with
 * several API processes on one database.
 */
const rowCache = new Map<string, { row: StatementRow }>();
const ROW_CACHE_LIMIT = 2000;
const statementReads = createReadCache<Awaited<ReturnType<typeof readStatement>>>();
const statementLists = createReadCache<ReturnType<typeof publicStatement>[]>();

async function currentRow(deps: Deps, statementId: string) {
  const probe = (
    await deps.db.select({ version: statements.version }).from(statements).where(eq(statements.id, statementId))
  )[0];
  if (!probe) return undefined;
  const hit = rowCache.get(statementId);
  if (hit && hit.row.version === probe.version) return hit;
  const row = await statementRepo.byId(deps.db, statementId);
  if (!row) return undefined;
  if (rowCache.size >= ROW_CACHE_LIMIT) rowCache.delete(rowCache.keys().next().value!);
  const entry = { row };
  rowCache.set(statementId, entry);
  return entry;
}

/** A statement, the reader's role on its entity and how many trial-balance lines each year has. */
async function readStatement(deps: Deps, userId: string, statementId: string) {
  const { row, membership } = await load(deps, userId, statementId, 'read');
  const years = await deps.db
    .select({ year: trialBalanceLines.year, lines: count() })
    .from(trialBalanceLines)
    .where(eq(trialBalanceLines.statementId, statementId))
    .groupBy(trialBalanceLines.year);
  return {
    ...publicStatement(row),
    role: membership.role,
    trialBalanceYears: years,
    roles: await roleStamps(deps, row),
    pendingCodes: pendingCodes(row, nowIso()),
  };
}

const STAMPS = [
  ['preparedBy', 'preparedAt'],
  ['finalizedBy', 'finalizedAt'],
  ['validatedBy', 'validatedAt'],
  ['approvedBy', 'approvedAt'],
  ['submittedBy', 'submittedAt'],
] as const;

/** Who did each step and when, by the e-mail the entity knows them by (its memberships). */
async function roleStamps(deps: Deps, row: StatementRow) {
  const ids = [...new Set(STAMPS.map(([by]) => row[by]).filter((v): v is string => !!v))];
  const members = ids.length
    ? await deps.db
        .select({ userId: memberships.userId, email: memberships.email })
        .from(memberships)
        .where(and(eq(memberships.entityId, row.entityId), inArray(memberships.userId, ids)))
    : [];
  const stamps: Partial<Record<(typeof STAMPS)[number][0], { email?: string; at?: string }>> = {};
  for (const [by, at] of STAMPS) {
    const who = row[by];
    if (!who) continue;
    const email = members.find((m) => m.userId === who)?.email;
    stamps[by] = { ...(email ? { email } : {}), ...(row[at] ? { at: row[at] } : {}) };
  }
  return stamps;
}

/**
 * The e-mailed codes still usable (not expired, tries left), so that a reload shows the code boxes again: when each
 * expires and, for the approval code, where it went.
 */
function pendingCodes(row: StatementRow, now: string) {
  const live = (kind: CodeKind) => {
    const c = CODES[kind];
    const expiresAt = row[c.expiresAt];
    return row[c.hash] && expiresAt && expiresAt > now && row[c.attempts] > 0 ? expiresAt : null;
  };
  const edit = live('edit');
  const approval = row.approvalCodeVersion === row.version ? live('approval') : null;
  return {
    ...(edit ? { edit: { expiresAt: edit } } : {}),
    ...(approval ? { approval: { expiresAt: approval, sentTo: row.directorEmail ?? '' } } : {}),
  };
}

/** Loads the statement and checks the caller's role on its entity (404 if it does not exist). */
async function load(deps: Deps, userId: string, statementId: string, capability: Capability) {
  const entry = await currentRow(deps, statementId);
  if (!entry) throw notFound();
  const row = entry.row;
  const membership = await requireMember(deps.db, userId, row.entityId, capability);
  return { row, membership };
}

/**
 * Every try of an emailed code costs one attempt, taken atomically in the database before the code is compared:
 * the attempts are not part of the row's version, so the cached row must never be the one that counts them.
 */
async function consumeCodeAttempt(deps: Deps, row: StatementRow, column: 'editCodeAttempts' | 'approvalCodeAttempts') {
  const left = await deps.db
    .update(statements)
    .set({ [column]: sql`${statements[column]} - 1` })
    .where(and(eq(statements.id, row.id), eq(statements.version, row.version), sql`${statements[column]} > 0`))
    .returning({ id: statements.id });
  if (left.length === 0) throw new ApiError(429, 'CODE_ATTEMPTS_EXCEEDED', 'code_attempts_exceeded');
}

function requireDraft(row: StatementRow) {
  if (row.stage !== 'draft') throw new ApiError(409, 'NOT_EDITABLE', 'not_editable');
}
function requireVersion(row: StatementRow, version: number) {
  if (row.version !== version) throw stale();
}

/**
 * One versioned write to a statement: stage and version checked, the change and the version bump in one
 * transaction with its audit entry. A stale version changes nothing (409).
 */
async function write(
  deps: Deps,
  userId: string,
  row: StatementRow,
  version: number,
  action: string,
  patch: Partial<typeof statements.$inferInsert>,
  /** More work in the same transaction; what it returns is a further change of the row (already written). */
  inside?: (tx: DbOrTx) => Promise<Partial<StatementRow> | undefined | undefined>,
) {
  requireVersion(row, version);
  const after = await deps.db.transaction(async (tx) => {
    const written = await statementRepo.updateVersioned(tx, row.id, version, patch);
    if (!written) throw stale();
    const more = inside ? await inside(tx) : undefined;
    const updated = more ? { ...written, ...more } : written;
    await audit(tx, {
      actor: userId,
      action,
      subjectType: 'statement',
      subjectId: row.id,
      before: publicStatement(row),
      after: publicStatement(updated),
    });
    return updated;
  });
  computedCache.delete(row.id);
  return publicStatement(after);
}

// ---- computed statements, cached per statement version --------------------------------------------------------

interface CacheEntry {
  version: number;
  json: string;
  /** The JSON gzipped, made on the first request that accepts gzip (75 KB of JSON is about a tenth of that). */
  gzip?: Uint8Array<ArrayBuffer>;
  set: StatementSet;
}
const computedCache = new Map<string, CacheEntry>();
const CACHE_LIMIT = 500;

function settingsOf(row: StatementRow): StatementSettings {
  const s = defined({
    framework: row.framework,
    reportingYear: row.reportingYear,
    periodEnd: row.periodEnd,
    periodStart: row.periodStart ?? undefined,
    presentationCurrency: row.presentationCurrency,
    functionalCurrency: row.functionalCurrency,
    rounding: row.rounding,
    sfpType: row.sfpType,
    plType: row.plType,
    cashFlowType: row.cashFlowType,
    closingRate: row.closingRate ?? undefined,
    averageRate: row.averageRate ?? undefined,
    standard: row.standard ?? undefined,
    taxonomyType: row.taxonomyType ?? undefined,
    nature: row.nature ?? undefined,
    preparationMethod: row.preparationMethod ?? undefined,
    softwareUsed: row.softwareUsed ?? undefined,
    directorNameEn: row.directorNameEn ?? undefined,
    directorNameKh: row.directorNameKh ?? undefined,
    directorEmail: row.directorEmail ?? undefined,
    signingDate: row.signingDate ?? undefined,
    authorisationDate: row.authorisationDate ?? undefined,
    goingConcern: row.goingConcern ?? undefined,
    comparativeChange: row.comparativeChange ?? undefined,
    trueAndFairView: row.trueAndFairView ?? undefined,
    abilityToPayDebts: row.abilityToPayDebts ?? undefined,
    audited: row.audited ?? undefined,
    reportingLanguage: row.reportingLanguage ?? undefined,
  });
  return s as unknown as StatementSettings;
}

/** Everything the engine needs to build the statements of one statement row. */
async function engineInput(deps: Deps, row: StatementRow) {
  const [entity, chartRows, tbRows, manualRows, notes, texts] = await Promise.all([
    entityRepo.byId(deps.db, row.entityId),
    accountRepo.list(deps.db, row.entityId),
    deps.db
      .select()
      .from(trialBalanceLines)
      .where(eq(trialBalanceLines.statementId, row.id))
      .orderBy(asc(trialBalanceLines.row)),
    deps.db.select().from(manualInputs).where(eq(manualInputs.statementId, row.id)),
    deps.db.select().from(noteData).where(eq(noteData.statementId, row.id)),
    deps.db.select().from(statementTexts).where(eq(statementTexts.statementId, row.id)),
  ]);
  const current: Record<string, number> = {};
  const comparative: Record<string, number> = {};
  for (const m of manualRows) (m.year === row.reportingYear ? current : comparative)[m.concept] = m.value;
  return {
    settings: settingsOf(row),
    entity: entity
      ? { nameEn: entity.nameEn, nameKh: entity.nameKh, registrationNumber: entity.registrationNumber }
      : undefined,
    entityInfo: entity,
    // The entity's chart is the CRFRF chart (custom accounts added); other frameworks use the engine's default.
    chart:
      row.framework === ENTITY_CHART_FRAMEWORK
        ? { framework: row.framework as Framework, accounts: chartRows.map(toChartAccount) }
        : defaultChart(row.framework as Framework),
    trialBalance: tbRows.map(toTrialBalanceLine),
    manualInput: manualRows.length
      ? { current, ...(Object.keys(comparative).length ? { comparative } : {}) }
      : undefined,
    notes: notes[0]?.data as NoteData | undefined,
    texts: texts[0]?.data as StatementTexts | undefined,
  };
}

/** The engine's statements for the row's current version (built once per version). */
async function computed(deps: Deps, row: StatementRow): Promise<CacheEntry> {
  const hit = computedCache.get(row.id);
  if (hit && hit.version === row.version) return hit;
  const input = await engineInput(deps, row);
  if (!input.trialBalance.length && !input.manualInput) throw new ApiError(422, 'NO_FIGURES', 'no_figures');
  let set: StatementSet;
  try {
    set = buildStatements({
      settings: input.settings,
      chart: input.chart,
      ...(input.trialBalance.length ? { trialBalance: input.trialBalance } : {}),
      ...(input.manualInput ? { manual: input.manualInput } : {}),
      ...(input.entity ? { entity: input.entity } : {}),
      ...(input.notes ? { notes: input.notes } : {}),
      ...(input.texts ? { texts: input.texts } : {}),
    });
  } catch (e) {
    const messages = (e as { messages?: { en: string; kh: string }; code?: string }).messages;
    if (messages)
      throw new ApiError(422, 'ENGINE', 'validation_failed', undefined, undefined, {
        code: (e as { code?: string }).code,
        message: messages,
      });
    throw e;
  }
  const entry = {
    version: row.version,
    set,
    json: JSON.stringify({ ...set, statementId: row.id, statementVersion: row.version }),
  };
  if (computedCache.size >= CACHE_LIMIT) computedCache.delete(computedCache.keys().next().value!);
  computedCache.set(row.id, entry);
  return entry;
}

function hashCode(statementId: string, code: string) {
  return createHash('sha256').update(`${statementId}:${code}`).digest('hex');
}

/**
 * The two emailed codes of a statement: the edit-request code (4 digits, 15 minutes) and the director's approval
 * code (6 digits, 30 minutes); each allows 5 tries. Their columns on the statement row and their e-mail template.
 */
const CODES = {
  edit: {
    digits: 4,
    ttlMs: 15 * 60 * 1000,
    tries: 5,
    schema: editRequestCodeSchema,
    template: 'editRequestCode',
    hash: 'editCodeHash',
    expiresAt: 'editCodeExpiresAt',
    attempts: 'editCodeAttempts',
  },
  approval: {
    digits: 6,
    ttlMs: 30 * 60 * 1000,
    tries: 5,
    schema: approvalCodeSchema,
    template: 'approvalCode',
    hash: 'approvalCodeHash',
    expiresAt: 'approvalCodeExpiresAt',
    attempts: 'approvalCodeAttempts',
  },
} as const;
type CodeKind = keyof typeof CODES;

/** A new code of the kind: the code to e-mail, and the row fields that keep only its hash, expiry and tries. */
function issueCode(row: StatementRow, kind: CodeKind) {
  const c = CODES[kind];
  const code = String(randomInt(0, 10 ** c.digits)).padStart(c.digits, '0');
  const fields: Partial<StatementRow> = {
    [c.hash]: hashCode(row.id, code),
    [c.expiresAt]: new Date(Date.now() + c.ttlMs).toISOString(),
    [c.attempts]: c.tries,
  };
  return { code, fields };
}

/** E-mails a code, naming the statement (entity name in the recipient's language and the year). */
async function emailCode(
  deps: Deps,
  row: StatementRow,
  kind: CodeKind,
  to: string,
  lang: Lang,
  code: string,
  requestedBy: string,
) {
  const entity = await entityRepo.byId(deps.db, row.entityId);
  const entityEn = entity?.nameEn ?? '';
  const entityKh = entity?.nameKh ?? '';
  if (kind === 'approval')
    await deps.email.send({
      to,
      lang,
      template: 'approvalCode',
      params: { code, entityEn, entityKh, year: row.reportingYear, requestedBy },
    });
  else
    await deps.email.send({
      to,
      lang,
      template: 'editRequestCode',
      params: { code, statementName: `${lang === 'kh' ? entityKh || entityEn : entityEn} ${row.reportingYear}` },
    });
}

/**
 * Checks a typed code against the row's: there must be one (409), it is read by @dfr/forms' rule, not expired (410);
 * the try is counted before comparing (429 when none is left); a wrong code is 422.
 */
async function checkCode(deps: Deps, row: StatementRow, kind: CodeKind, typed: unknown, now: string) {
  const c = CODES[kind];
  const hash = row[c.hash];
  const expiresAt = row[c.expiresAt];
  if (!hash || !expiresAt) throw new ApiError(409, 'INVALID_TRANSITION', 'invalid_transition');
  // An approval code approves the version it was sent for: any later write (a re-validation, a reset) voids it.
  if (kind === 'approval' && row.approvalCodeVersion !== row.version)
    throw new ApiError(409, 'CODE_STATEMENT_CHANGED', 'code_statement_changed');
  const parsed = c.schema.safeParse(typed ?? '');
  if (!parsed.success) throw invalid('validation_failed', { code: 'code_mismatch' });
  if (expiresAt < now) throw new ApiError(410, 'CODE_EXPIRED', 'code_expired');
  await consumeCodeAttempt(deps, row, c.attempts);
  if (!timingSafeEqual(Buffer.from(hashCode(row.id, parsed.data)), Buffer.from(hash)))
    throw new ApiError(422, 'CODE_MISMATCH', 'code_mismatch', { code: 'code_mismatch' });
}

/** The row fields that forget a used code. */
function clearedCode(kind: CodeKind): Partial<StatementRow> {
  const c = CODES[kind];
  return {
    [c.hash]: null,
    [c.expiresAt]: null,
    [c.attempts]: 0,
    ...(kind === 'approval' ? { approvalCodeVersion: null } : {}),
  };
}

/** A lifecycle refusal as the API's error (the confirm word also names its field). */
function refusal(check: CommandRefusal): ApiError {
  switch (check.key) {
    case 'access_denied':
      return forbidden();
    case 'stale_version':
      return stale();
    case 'confirm_word_required':
      return invalid('confirm_word_required', { confirm: 'confirm_word_required' });
    case 'unknown_command':
      return notFound();
    case 'invalid_transition':
      return new ApiError(409, 'INVALID_TRANSITION', 'invalid_transition');
    case 'has_genuine_errors':
      return new ApiError(409, 'HAS_GENUINE_ERRORS', 'has_genuine_errors');
    case 'approval_own_statement':
      return new ApiError(403, 'SEPARATION_OF_DUTIES', 'approval_own_statement');
  }
}

// ---- the service ----------------------------------------------------------------------------------------------

/** Validated settings fields (`StatementSettings`; optional ones may be null to clear them). */
export type SettingsInput = { [K in keyof StatementSettings]?: StatementSettings[K] | null };

export const statementService = {
  /** An entity's statements (the dashboard's list: kept until the data changes, per reader). */
  list: (deps: Deps, userId: string, entityId: string) =>
    statementLists.get(deps.db, `${userId}\u0000${entityId}`, async () => {
      await requireMember(deps.db, userId, entityId, 'read');
      return (await statementRepo.listForEntity(deps.db, entityId)).map(publicStatement);
    }),

  /** Creates a reporting period; a period must be selected and an existing one cannot be recreated. */
  create: async (deps: Deps, userId: string, entityId: string, input: SettingsInput & { reportingYear: number }) => {
    await requireMember(deps.db, userId, entityId, 'prepare');
    const existing = await deps.db
      .select({ id: statements.id })
      .from(statements)
      .where(and(eq(statements.entityId, entityId), eq(statements.reportingYear, input.reportingYear)));
    if (existing.length) throw conflict('period_exists', { year: input.reportingYear });
    const now = nowIso();
    try {
      return await deps.db.transaction(async (tx) => {
        const row = (
          await tx
            .insert(statements)
            .values({
              ...SETTINGS_DEFAULTS,
              ...(defined(input) as Partial<typeof statements.$inferInsert>),
              reportingYear: input.reportingYear,
              periodEnd: input.periodEnd ?? `${input.reportingYear}-12-31`,
              id: newId(),
              entityId,
              stage: 'draft',
              preparedBy: userId,
              preparedAt: now,
            })
            .returning()
        )[0]!;
        await audit(tx, {
          actor: userId,
          action: 'statement.create',
          subjectType: 'statement',
          subjectId: row.id,
          after: publicStatement(row),
        });
        return publicStatement(row);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('period_exists', { year: input.reportingYear });
      throw e;
    }
  },

  /** A statement as its reader sees it (the hottest read: kept until the data changes, per reader). */
  get: (deps: Deps, userId: string, statementId: string) =>
    statementReads.get(deps.db, `${userId}\u0000${statementId}`, () => readStatement(deps, userId, statementId)),

  updateSettings: async (
    deps: Deps,
    userId: string,
    statementId: string,
    patch: SettingsInput & { version: number },
  ) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    requireDraft(row);
    const { version, ...fields } = patch;
    // The date rules of @dfr/forms apply to the merged settings (e.g. authorisation on or after signing).
    const merged = statementSettingsPatchSchema(settingsOf(row) as unknown as Record<string, unknown>).safeParse(
      fields,
    );
    if (!merged.success) throw invalid('validation_failed', fieldErrors(merged.error.issues));
    return write(
      deps,
      userId,
      row,
      version,
      'statement.settings',
      defined(fields) as Partial<typeof statements.$inferInsert>,
    );
  },

  /** Dry run: every problem of the file. Commit: replaces the years' lines in one transaction, or changes nothing. */
  /** 404 when the statement does not exist, 403 unless the user may prepare it (before an upload is read). */
  requirePreparer: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'prepare');
  },

  importTrialBalance: async (
    deps: Deps,
    userId: string,
    statementId: string,
    upload: Upload,
    opts: { year?: number; dryRun: boolean; version?: number },
  ) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    requireDraft(row);
    if (!opts.dryRun && opts.version === undefined) throw invalid('validation_failed', { version: 'required' });
    if (!opts.dryRun) requireVersion(row, opts.version!);
    const chart =
      row.framework === ENTITY_CHART_FRAMEWORK
        ? (await accountRepo.list(deps.db, row.entityId)).map(toChartAccount)
        : defaultChart(row.framework as Framework).accounts;
    const parsed = await parseTrialBalance(
      upload,
      chart,
      row.framework as Framework,
      opts.year ? [opts.year] : [row.reportingYear - 1, row.reportingYear],
      { maxLines: deps.env.DFR_IMPORT_MAX_LINES },
    );
    const lines = opts.year ? parsed.lines.filter((l) => l.year === opts.year) : parsed.lines;
    const years = opts.year ? [opts.year] : [...new Set(parsed.lines.map((l) => l.year))].sort();
    const summary = years.map((year) => {
      const ofYear = lines.filter((l) => l.year === year);
      return {
        year,
        lines: ofYear.length,
        debit: ofYear.reduce((s, l) => s + l.debit, 0),
        credit: ofYear.reduce((s, l) => s + l.credit, 0),
      };
    });
    if (opts.dryRun)
      return {
        dryRun: true as const,
        ok: parsed.problems.length === 0,
        problems: parsed.problems,
        problemsNotShown: parsed.problemsNotShown,
        warnings: parsed.warnings,
        warningsNotShown: parsed.warningsNotShown,
        years: summary,
      };
    if (parsed.problems.length)
      throw new ApiError(422, 'IMPORT_PROBLEMS', 'trial_balance_invalid', undefined, undefined, {
        problems: parsed.problems,
        problemsNotShown: parsed.problemsNotShown,
      });
    if (!lines.length) throw invalid('period_required', { year: 'period_required' });
    const statement = await write(
      deps,
      userId,
      row,
      opts.version!,
      'statement.trial_balance',
      { preparedBy: userId, preparedAt: nowIso() },
      async (tx) => {
        await trialBalanceRepo.replaceYears(tx, statementId, years, lines);
        // The file is kept with the import (who, when, SHA-256), to trace the figures back to it.
        await keepUpload(deps, tx, { entityId: row.entityId, statementId, kind: 'trial-balance', upload, userId });
      },
    );
    return {
      dryRun: false as const,
      ok: true,
      problems: [],
      warnings: parsed.warnings,
      warningsNotShown: parsed.warningsNotShown,
      years: summary,
      statement,
    };
  },

  trialBalance: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return trialBalanceRepo.lines(deps.db, statementId);
  },

  putManualInput: async (
    deps: Deps,
    userId: string,
    statementId: string,
    input: { version: number; year: number; values: Record<string, number | null> },
  ) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    requireDraft(row);
    if (input.year !== row.reportingYear && input.year !== row.reportingYear - 1)
      throw invalid('validation_failed', { year: 'period_required' });
    // Only line items of the statement's framework can be typed in (totals are computed): the engine's rule.
    const typed = Object.fromEntries(Object.entries(input.values).filter(([, v]) => v !== null)) as Record<
      string,
      number
    >;
    const problems = checkManualInput({ current: typed }, row.framework as Framework);
    if (problems.length)
      throw new ApiError(422, 'IMPORT_PROBLEMS', 'validation_failed', undefined, undefined, { problems });
    return write(deps, userId, row, input.version, 'statement.manual_input', {}, async (tx) => {
      for (const [concept, value] of Object.entries(input.values)) {
        const key = and(
          eq(manualInputs.statementId, statementId),
          eq(manualInputs.year, input.year),
          eq(manualInputs.concept, concept),
        );
        if (value === null) await tx.delete(manualInputs).where(key);
        else
          await tx
            .insert(manualInputs)
            .values({ statementId, year: input.year, concept, value })
            .onConflictDoUpdate({
              target: [manualInputs.statementId, manualInputs.year, manualInputs.concept],
              set: { value },
            });
      }
    });
  },

  manualInput: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return deps.db.select().from(manualInputs).where(eq(manualInputs.statementId, statementId));
  },

  putNotes: async (deps: Deps, userId: string, statementId: string, input: { version: number; data: NoteData }) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    requireDraft(row);
    const entity = await entityRepo.byId(deps.db, row.entityId);
    const entitySdgs = entity?.sdgs ?? [];
    if (entitySdgs.length && input.data.sdgs.some((g) => !entitySdgs.includes(g)))
      throw invalid('note_sdg_mismatch', { sdgs: 'note_sdg_mismatch' });
    return write(deps, userId, row, input.version, 'statement.notes', {}, async (tx) => {
      await tx
        .insert(noteData)
        .values({ statementId, data: input.data })
        .onConflictDoUpdate({ target: noteData.statementId, set: { data: input.data, updatedAt: nowIso() } });
    });
  },

  notes: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return ((await deps.db.select().from(noteData).where(eq(noteData.statementId, statementId)))[0]?.data ??
      null) as NoteData | null;
  },

  putTexts: async (
    deps: Deps,
    userId: string,
    statementId: string,
    input: { version: number; data: StatementTexts },
  ) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    requireDraft(row);
    return write(deps, userId, row, input.version, 'statement.texts', {}, async (tx) => {
      await tx
        .insert(statementTexts)
        .values({ statementId, data: input.data })
        .onConflictDoUpdate({ target: statementTexts.statementId, set: { data: input.data, updatedAt: nowIso() } });
    });
  },

  texts: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return ((await deps.db.select().from(statementTexts).where(eq(statementTexts.statementId, statementId)))[0]?.data ??
      null) as StatementTexts | null;
  },

  /** The computed statements and ratios as a JSON string (cached per version). */
  /** The computed statements as JSON, gzipped when the client accepts it (both kept per statement version). */
  computedJson: async (deps: Deps, userId: string, statementId: string, acceptsGzip = false) => {
    const { row } = await load(deps, userId, statementId, 'read');
    const entry = await computed(deps, row);
    if (!acceptsGzip) return { body: entry.json, gzip: false as const };
    entry.gzip ??= new Uint8Array(gzipSync(entry.json));
    return { body: entry.gzip, gzip: true as const };
  },

  /**
   * A statement the regulator accepted, for anyone with the link: who, which year, when it was accepted and the
   * computed statements (the filed version: an accepted statement cannot change). Anything else is not found.
   */
  /**
   * "Company vs industry": the medians of the ratios of the accepted filings of the same industry and year, built only
   * from at least MIN_BENCHMARK_CONTRIBUTORS entities (otherwise no medians, and the count says why); never another
   * entity's own figures.
   */
  industryBenchmarks: async (deps: Deps, userId: string, statementId: string) => {
    const { row } = await load(deps, userId, statementId, 'read');
    const entity = (
      await deps.db.select({ industry: entities.industry }).from(entities).where(eq(entities.id, row.entityId))
    )[0];
    const industry = entity?.industry ?? null;
    const base = { industry, year: row.reportingYear, minimum: MIN_BENCHMARK_CONTRIBUTORS };
    if (!industry) return { ...base, contributors: 0, medians: null };
    const peers = await deps.db
      .select({ id: statements.id })
      .from(statements)
      .innerJoin(entities, eq(entities.id, statements.entityId))
      .where(
        and(
          eq(entities.industry, industry),
          eq(statements.reportingYear, row.reportingYear),
          eq(statements.stage, 'accepted'),
        ),
      );
    if (peers.length < MIN_BENCHMARK_CONTRIBUTORS) return { ...base, contributors: peers.length, medians: null };
    const ratios = [];
    for (const peer of peers) {
      const entry = await currentRow(deps, peer.id);
      if (entry) ratios.push((await computed(deps, entry.row)).set.ratios.current);
    }
    return { ...base, contributors: ratios.length, medians: medianRatios(ratios) };
  },

  publicFiling: async (deps: Deps, statementId: string) => {
    const entry = await currentRow(deps, statementId);
    if (entry?.row.stage !== 'accepted') throw notFound();
    const row = entry.row;
    const accepted = (
      await deps.db
        .select({ receiptNumber: submissions.receiptNumber, decidedAt: submissions.decidedAt })
        .from(submissions)
        .where(and(eq(submissions.statementId, row.id), eq(submissions.status, 'accepted')))
        .orderBy(desc(submissions.decidedAt))
    )[0];
    if (!accepted) throw notFound();
    const { json } = await computed(deps, row);
    // The filed statements, without the director's e-mail (personal data, not part of what is published).
    const filed = JSON.parse(json) as { settings?: Record<string, unknown> };
    if (filed.settings) delete filed.settings.directorEmail;
    return {
      statement: { id: row.id, reportingYear: row.reportingYear, stage: row.stage, version: row.version },
      receiptNumber: accepted.receiptNumber,
      acceptedAt: accepted.decidedAt,
      computed: filed,
    };
  },

  latestValidation: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return (
      (
        await deps.db
          .select()
          .from(validationResults)
          .where(eq(validationResults.statementId, statementId))
          .orderBy(desc(validationResults.createdAt))
          .limit(1)
      )[0] ?? null
    );
  },

  /** XBRL package (zip) or Inline XBRL (xhtml) from the engine. */
  export: async (deps: Deps, userId: string, statementId: string, kind: 'xbrl' | 'ixbrl', lang: Lang) => {
    const { row } = await load(deps, userId, statementId, 'read');
    const { set } = await computed(deps, row);
    const body = kind === 'xbrl' ? exportXbrlZip(set, { lang }) : exportInlineXbrl(set, { lang });
    return { body, year: row.reportingYear };
  },

  /**
   * The financial statements as a PDF: the engine's printable document (the Inline XBRL document, so what is tagged is
   * what is printed: cover, directors' statement, statements, policies, notes) with the entity's export settings
   * (paper, orientation, margins, header and footer, page numbers and their place, main colour, document language).
   * `language` overrides the settings' document language for one download.
   */
  pdf: async (deps: Deps, userId: string, statementId: string, language?: DocumentLanguage) => {
    const { row } = await load(deps, userId, statementId, 'read');
    const { set } = await computed(deps, row);
    const settings = await exportSettingsService.get(deps, userId, row.entityId);
    const entity = await entityRepo.byId(deps.db, row.entityId);
    const lang = language ?? (settings.documentLanguage as DocumentLanguage);
    const name = (lang === 'kh' ? entity?.nameKh || entity?.nameEn : entity?.nameEn) ?? '';
    const print = {
      ...DEFAULT_PRINT_SETTINGS,
      ...settings,
      pageSize: settings.pageSize as PageSize,
      orientation: settings.orientation as Orientation,
      pageNumberPosition: settings.pageNumberPosition as PageNumberPosition,
      documentLanguage: lang,
    };
    const html = withEmbeddedFonts(exportPrintableDocument(set, { lang, mainColour: settings.mainColour }));
    const page = pdfPageOptions(print, { entity: name, year: row.reportingYear, lang });
    // Kept in the object store under what it was printed from: any instance serves a PDF printed once, and a change
    // to the statement, the settings or the engine's document makes another key.
    const key = `exports/${row.entityId}/${row.id}/${createHash('sha256').update(html).update(JSON.stringify(page)).digest('hex')}.pdf`;
    const kept = await deps.storage.get(key);
    if (kept) return { body: new Uint8Array(kept), year: row.reportingYear, lang };
    try {
      const body = await deps.pdf.render(html, page);
      await deps.storage.put(key, body);
      return { body, year: row.reportingYear, lang };
    } catch (e) {
      if (e instanceof PdfTimeoutError) throw new ApiError(503, 'PDF_TIMEOUT', 'pdf_timeout');
      throw e;
    }
  },

  /** The lifecycle commands (design/product.md). */
  command: async (
    deps: Deps,
    user: { sub: string; email: string },
    statementId: string,
    command: string,
    body: { version: number; confirm?: string; code?: string },
    lang: Lang,
  ) => {
    if (!(STATEMENT_COMMANDS as readonly string[]).includes(command))
      throw new ApiError(404, 'UNKNOWN_COMMAND', 'unknown_command');
    const { row, membership } = await load(deps, user.sub, statementId, 'read');
    // Every guard of the lifecycle, written once in the engine (stage, permission, version, confirm, duties).
    const check = checkCommand(command, {
      stage: row.stage as StatementStage,
      capabilities: capabilitiesOf(membership.role) as LifecycleCapability[],
      expectedVersion: body.version,
      currentVersion: row.version,
      confirmed: confirmWordSchema.safeParse(body.confirm ?? '').success,
      actor: user.sub,
      preparedBy: [row.preparedBy, row.finalizedBy],
      memberCount: command === 'approve' ? await membershipRepo.countActive(deps.db, row.entityId) : undefined,
    });
    if (!check.ok) throw refusal(check);
    const now = nowIso();
    switch (command) {
      case 'save-draft':
        return {
          statement: await write(deps, user.sub, row, body.version, 'statement.save_draft', {
            preparedBy: user.sub,
            preparedAt: now,
          }),
        };
      case 'finalize':
        return {
          statement: await write(deps, user.sub, row, body.version, 'statement.finalize', {
            stage: 'finalized',
            finalizedBy: user.sub,
            finalizedAt: now,
          }),
        };
      case 'validate': {
        const job = await startValidation(deps, user.sub, row);
        return { job };
      }
      case 'edit-request': {
        const { code, fields } = issueCode(row, 'edit');
        const statement = await write(deps, user.sub, row, body.version, 'statement.edit_request', fields);
        await emailCode(deps, row, 'edit', user.email, lang, code, user.email);
        return { statement, codeSentTo: user.email };
      }
      case 'edit-confirm': {
        await checkCode(deps, row, 'edit', body.code, now);
        return {
          statement: await write(deps, user.sub, row, body.version, 'statement.edit_confirm', {
            stage: 'draft',
            ...clearedCode('edit'),
            ...clearedCode('approval'),
          }),
        };
      }
      case 'reset': {
        return {
          statement: await write(deps, user.sub, row, body.version, 'statement.reset', {
            stage: 'draft',
            finalizedBy: null,
            finalizedAt: null,
            validatedBy: null,
            validatedAt: null,
            approvedBy: null,
            approvedAt: null,
            ...clearedCode('edit'),
            ...clearedCode('approval'),
          }),
        };
      }
      case 'clear': {
        return {
          statement: await write(deps, user.sub, row, body.version, 'statement.clear', {}, async (tx) => {
            await tx.delete(trialBalanceLines).where(eq(trialBalanceLines.statementId, row.id));
            await tx.delete(manualInputs).where(eq(manualInputs.statementId, row.id));
            await tx.delete(noteData).where(eq(noteData.statementId, row.id));
            await tx.delete(statementTexts).where(eq(statementTexts.statementId, row.id));
          }),
        };
      }
      case 'approval-request': {
        if (!row.directorEmail) throw invalid('validation_failed', { directorEmail: 'required' });
        const { code, fields } = issueCode(row, 'approval');
        // The code is bound to the version this write creates (the write adds one).
        const statement = await write(deps, user.sub, row, body.version, 'statement.approval_request', {
          ...fields,
          approvalCodeVersion: row.version + 1,
        });
        await emailCode(deps, row, 'approval', row.directorEmail, lang, code, user.email);
        return { statement, codeSentTo: row.directorEmail };
      }
      case 'approve': {
        await checkCode(deps, row, 'approval', body.code, now);
        return {
          // The year's fee invoice is issued with the approval, in the same transaction (one per entity and year).
          statement: await write(
            deps,
            user.sub,
            row,
            body.version,
            'statement.approve',
            { stage: 'approved', approvedBy: user.sub, approvedAt: now, ...clearedCode('approval') },
            async (tx) => {
              // A year whose fee was already paid (approved again after an edit) needs no second payment.
              const invoice = await issueInvoice(tx, deps, row);
              if (invoice.status === 'open') return undefined;
              await tx.update(statements).set({ stage: 'paid' }).where(eq(statements.id, row.id));
              return { stage: 'paid' };
            },
          ),
        };
      }
      case 'pay': {
        // The fee is paid on the year's invoice: this gives its KHQR, as `POST /api/invoices/:id/pay` does.
        const invoice = (
          await deps.db
            .select({ id: invoices.id })
            .from(invoices)
            .where(and(eq(invoices.entityId, row.entityId), eq(invoices.reportingYear, row.reportingYear)))
        )[0];
        if (!invoice) throw notFound();
        return paymentService.pay(deps, user.sub, invoice.id, body.confirm);
      }
      case 'submit': {
        // Eligibility and the fee first: nothing is rendered for a submission that would be refused.
        await assertSubmittable(deps.db, row);
        // The filing package: the XBRL instance (zip), the Inline XBRL document and the PDF of the version being filed.
        const { set } = await computed(deps, row);
        const year = row.reportingYear;
        // The PDF in the entity's document language (export settings), as the directors sign it.
        const printed = await statementService.pdf(deps, user.sub, row.id);
        const filed = await submissionService.file(deps, user, row, body.version, [
          {
            name: `financial-statements-${year}-xbrl.zip`,
            mediaType: 'application/zip',
            body: exportXbrlZip(set, { lang }),
          },
          {
            name: `financial-statements-${year}.xhtml`,
            mediaType: 'application/xhtml+xml',
            body: exportInlineXbrl(set, { lang }),
          },
          { name: `financial-statements-${year}.pdf`, mediaType: 'application/pdf', body: printed.body },
        ]);
        computedCache.delete(row.id);
        return { statement: publicStatement(filed.statement), submission: filed.submission };
      }
      default:
        throw notFound();
    }
  },
};

// ---- validation as a background job ---------------------------------------------------------------------------

/** The entity row as the engine's `EntityInfo` (nulls dropped). */
function entityInfoOf(row: NonNullable<Awaited<ReturnType<typeof entityRepo.byId>>>): EntityInfo {
  const { id: _i, createdBy: _c, createdAt: _a, updatedAt: _u, version: _v, eligible: _e, ...info } = row;
  return Object.fromEntries(Object.entries(info).filter(([, v]) => v !== null)) as unknown as EntityInfo;
}

/** Last year's statements of the same entity, when they exist and can be built (opening balances are checked). */
async function previousYear(deps: Deps, row: StatementRow) {
  const prev = (
    await deps.db
      .select({ id: statements.id })
      .from(statements)
      .where(and(eq(statements.entityId, row.entityId), eq(statements.reportingYear, row.reportingYear - 1)))
  )[0];
  if (!prev) return undefined;
  try {
    const entry = await currentRow(deps, prev.id);
    return entry ? (await computed(deps, entry.row)).set : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Validation runs as a job of kind `validation`: from its row alone, so that if the instance that started it stops,
 * another instance takes it over (services/jobs.ts) and validates the statement as it is then.
 */
registerJobKind('validation', async (deps, job, progress) => {
  const row = job.statementId ? await statementRepo.byId(deps.db, job.statementId) : undefined;
  if (!row) throw notFound();
  return validateRow(deps, job.userId, row, progress);
});

function startValidation(deps: Deps, userId: string, row: StatementRow) {
  return startJob(deps, { kind: 'validation', userId, statementId: row.id });
}

async function validateRow(
  deps: Deps,
  userId: string,
  row: StatementRow,
  progress: (p: number) => Promise<void>,
): Promise<{ genuine: number; possible: number; canFile: boolean }> {
  await progress(10);
  const { set } = await computed(deps, row);
  const input = await engineInput(deps, row);
  await progress(40);
  const previous = await previousYear(deps, row);
  const result = validateStatements({
    statements: set,
    ...(previous ? { previous } : {}),
    ...(input.entityInfo ? { entity: entityInfoOf(input.entityInfo) } : {}),
    ...(input.notes ? { notes: input.notes } : {}),
    ...(input.texts ? { texts: input.texts } : {}),
  });
  const errors = result.errors.map((e) => ({
    id: e.id,
    type: e.severity,
    message: e.message,
    title: e.title,
    elements: e.elements ?? [],
    section: e.section,
    // Where it is fixed: the statement settings' fields, or the note data's field (the results link there).
    ...(e.fields ? { fields: e.fields } : {}),
    ...(e.noteField ? { noteField: e.noteField } : {}),
  }));
  await progress(80);
  const genuine = errors.filter((e) => e.type === 'genuine').length;
  const possible = errors.length - genuine;
  await deps.db.transaction(async (tx) => {
    await tx.insert(validationResults).values({
      id: newId(),
      statementId: row.id,
      statementVersion: row.version,
      genuineCount: genuine,
      possibleCount: possible,
      errors,
    });
    // Genuine errors keep the statement finalized; otherwise it becomes validated (if nobody changed it meanwhile).
    if (genuine === 0) {
      const updated = await statementRepo.updateVersioned(tx, row.id, row.version, {
        stage: 'validated',
        validatedBy: userId,
        validatedAt: nowIso(),
      });
      if (updated)
        await audit(tx, {
          actor: userId,
          action: 'statement.validated',
          subjectType: 'statement',
          subjectId: row.id,
          before: { stage: row.stage },
          after: { stage: 'validated' },
        });
    }
    await notify(tx, userId, {
      kind: 'validation',
      messageKey: 'notification.validation_done',
      params: { year: row.reportingYear, genuine, possible },
      link: `/results_statement?id=${row.id}`,
    });
  });
  computedCache.delete(row.id);
  publish(`statements/${row.id}/changed`, { statementId: row.id });
  return { genuine, possible, canFile: genuine === 0 };
}
