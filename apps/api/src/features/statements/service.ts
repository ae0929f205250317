// The statements' service: each operation checks the caller, then reads or writes through the modules beside it.
import { gzipSync } from 'node:zlib';
import { statementSettingsPatchSchema } from '@dfr/forms/rules';
import {
  checkManualInput,
  MIN_BENCHMARK_CONTRIBUTORS,
  medianRatios,
  type NoteData,
  STATEMENT_SETTINGS_DEFAULTS,
  type StatementSettings,
  type StatementTexts,
} from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { createReadCache } from '../../db/read-cache';
import { requireConfirmWord } from '../../http/confirm';
import { conflict, importProblems, invalid, notFound } from '../../http/errors';
import { fieldErrors } from '../../http/validate';
import { audit, defined, isUniqueViolation, newId, nowIso } from '../../db/repository-base';
import { entityRepo } from '../entities/repository';
import { type StatementPatch, statementDataRepo, statementLinksRepo, statementRepo } from './repository';
import { trialBalanceRepo } from './trial-balance.repository';
import { requireMember } from '../entities/access';
import { type ComputedStatements, computed, currentRow } from './cache';
import { runCommand } from './commands';
import { settingsOf } from './engine-input';
import { statementExports } from './export';
import { importTrialBalance } from './import-trial-balance';
import { readStatement } from './read';
import { auditedStatement, load, publicStatement, requireDraft, write } from './write';

/** Settings a new statement gets unless chosen: the engine's defaults. */
const SETTINGS_DEFAULTS = STATEMENT_SETTINGS_DEFAULTS;

const statementReads = createReadCache<Awaited<ReturnType<typeof readStatement>>>();
const statementLists = createReadCache<ReturnType<typeof publicStatement>[]>();
/** The computed statements a reader may see, per reader and statement (the access check and the version included). */
const computedReads = createReadCache<Awaited<ReturnType<typeof computed>>>();

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
    if (await statementRepo.idForYear(deps.db, entityId, input.reportingYear))
      throw conflict('period_exists', { year: input.reportingYear });
    const now = nowIso();
    try {
      return await deps.db.transaction(async (tx) => {
        const row = await statementRepo.insert(tx, {
          ...SETTINGS_DEFAULTS,
          ...(defined(input) as StatementPatch),
          reportingYear: input.reportingYear,
          periodEnd: input.periodEnd ?? `${input.reportingYear}-12-31`,
          id: newId(),
          entityId,
          preparedBy: userId,
          preparedAt: now,
        });
        await audit(tx, {
          actor: userId,
          action: 'statement.create',
          subjectType: 'statement',
          subjectId: row.id,
          after: auditedStatement(row),
        });
        return publicStatement(row);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('period_exists', { year: input.reportingYear });
      throw e;
    }
  },

  /** The statement as its reader sees it when it is kept and current (`get` otherwise), without a promise. */
  kept: (deps: Deps, userId: string, statementId: string) =>
    statementReads.kept(deps.db, `${userId}\u0000${statementId}`),

  /** A statement as its reader sees it (the hottest read: kept until the data changes, per reader). */
  get: (deps: Deps, userId: string, statementId: string) =>
    statementReads.get(deps.db, `${userId}\u0000${statementId}`, () => readStatement(deps, userId, statementId)),

  updateSettings: async (
    deps: Deps,
    userId: string,
    statementId: string,
    patch: SettingsInput & { version: number; confirm?: string },
  ) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    requireDraft(row);
    // An update: the word "confirm" typed.
    const { version, confirm, ...fields } = patch;
    requireConfirmWord(confirm);
    // The date rules of @dfr/forms apply to the merged settings (e.g. authorisation on or after signing).
    const merged = statementSettingsPatchSchema(settingsOf(row) as unknown as Record<string, unknown>).safeParse(
      fields,
    );
    if (!merged.success) throw invalid('validation_failed', fieldErrors(merged.error.issues));
    return write(deps, userId, row, version, 'statement.settings', defined(fields) as StatementPatch);
  },

  /** 404 when the statement does not exist, 403 unless the user may prepare it (before an upload is read). */
  /** Existence and permission to prepare; the statement's entity (where its files are kept). */
  requirePreparer: async (deps: Deps, userId: string, statementId: string) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    return { entityId: row.entityId };
  },

  /** Dry run: every problem of the file. Commit: replaces the years' lines in one transaction, or changes nothing. */
  importTrialBalance,

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
    const problems = checkManualInput({ current: typed }, row.framework);
    if (problems.length) throw importProblems('validation_failed', { problems });
    return write(deps, userId, row, input.version, 'statement.manual_input', {}, async (tx) => {
      for (const [concept, value] of Object.entries(input.values))
        await statementDataRepo.putManualInput(tx, statementId, input.year, concept, value);
    });
  },

  manualInput: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return statementDataRepo.manualInputs(deps.db, statementId);
  },

  putNotes: async (deps: Deps, userId: string, statementId: string, input: { version: number; data: NoteData }) => {
    const { row } = await load(deps, userId, statementId, 'prepare');
    requireDraft(row);
    const entity = await entityRepo.byId(deps.db, row.entityId);
    const entitySdgs = entity?.sdgs ?? [];
    if (entitySdgs.length && input.data.sdgs.some((g) => !entitySdgs.includes(g)))
      throw invalid('note_sdg_mismatch', { sdgs: 'note_sdg_mismatch' });
    return write(deps, userId, row, input.version, 'statement.notes', {}, async (tx) => {
      await statementDataRepo.putNotes(tx, statementId, input.data);
    });
  },

  notes: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return statementDataRepo.notes(deps.db, statementId);
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
      await statementDataRepo.putTexts(tx, statementId, input.data);
    });
  },

  texts: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return statementDataRepo.texts(deps.db, statementId);
  },

  /** The computed statements and ratios as a JSON string (cached per version). */
  /** The computed statements as JSON, gzipped when the client accepts it (both kept per statement version). */
  computedJson: async (deps: Deps, userId: string, statementId: string, acceptsGzip = false) => {
    // Kept until the data changes (issue 30): a repeated read asks the database nothing (the reader's access and the
    // statement's version were two queries on every read).
    const entry = await computedReads.get(deps.db, `${userId}\u0000${statementId}`, async () => {
      const { row } = await load(deps, userId, statementId, 'read');
      return computed(deps, row);
    });
    if (!acceptsGzip) {
      entry.utf8 ??= new TextEncoder().encode(entry.json) as Uint8Array<ArrayBuffer>;
      return { body: entry.utf8, gzip: false as const };
    }
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
    const industry = await statementLinksRepo.industryOf(deps.db, row.entityId);
    const base = { industry, year: row.reportingYear, minimum: MIN_BENCHMARK_CONTRIBUTORS };
    if (!industry) return { ...base, contributors: 0, medians: null };
    const peers = await statementRepo.acceptedInIndustry(deps.db, industry, row.reportingYear);
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
    const accepted = await statementLinksRepo.acceptedSubmission(deps.db, row.id);
    if (!accepted) throw notFound();
    const { json } = await computed(deps, row);
    // The filed statements, without the director's e-mail (personal data, not part of what is published).
    const filed = JSON.parse(json) as ComputedStatements;
    delete filed.settings.directorEmail;
    return {
      statement: { id: row.id, reportingYear: row.reportingYear, stage: row.stage, version: row.version },
      receiptNumber: accepted.receiptNumber,
      acceptedAt: accepted.decidedAt,
      computed: filed,
    };
  },

  latestValidation: async (deps: Deps, userId: string, statementId: string) => {
    await load(deps, userId, statementId, 'read');
    return statementDataRepo.latestValidation(deps.db, statementId);
  },

  /** XBRL package (zip) or Inline XBRL (xhtml) from the engine. */
  export: statementExports.export,
  /** The financial statements as a PDF (the entity's export settings; `language` overrides its document language). */
  pdf: statementExports.pdf,
  /** The lifecycle commands (design/product.md). */
  command: runCommand,
};
