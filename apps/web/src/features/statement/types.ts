import type {
  Bilingual,
  Fact,
  ImportProblem as EngineImportProblem,
  Lang,
  ManualInput,
  NoteData,
  Period,
  Section,
  StatementSettings,
  StatementStage,
  StatementTexts,
} from '@dfr/statement-engine';

/**
 * What the statement screens read from the API (the agreed REST map). The API owns these shapes; the screens read
 * them through `normalizeStatement` so that an extra or flattened field does not break a screen.
 */
export interface StatementRecord {
  id: string;
  entityId: string;
  reportingYear: number;
  stage: StatementStage;
  /** Optimistic concurrency: every write sends the version it read. */
  version: number;
  settings: StatementSettings;
  /** Years for which a trial balance has been committed, with their line counts. */
  trialBalanceYears?: { year: number; lines: number }[];
  /** Who did what and when (prepared, finalized, validated, approved, submitted by). */
  roles?: Partial<Record<'preparedBy' | 'finalizedBy' | 'validatedBy' | 'approvedBy' | 'submittedBy', RoleStamp>>;
  updatedAt?: string;
  /** The reader's role on the statement's entity (what the lifecycle's buttons are enabled for). */
  role?: string;
  /** E-mailed codes still usable: when each expires and, for the approval code, where it went. */
  pendingCodes?: { edit?: { expiresAt: string }; approval?: { expiresAt: string; sentTo: string } };
}

export interface RoleStamp {
  email?: string;
  at?: string;
}

/** One problem of a trial-balance dry run, by row and column (the engine's, as the API answers it). */
export type ImportProblem = EngineImportProblem;

export interface DryRunReport {
  ok: boolean;
  problems: ImportProblem[];
  /** Per year in the file: lines read, total debits and credits (whole units). */
  years: { year: number; lines: number; debit: number; credit: number }[];
  /** Cells that begin like spreadsheet formulas (kept as text), the first ones; `warningsNotShown` counts the rest. */
  warnings?: ImportProblem[];
  warningsNotShown?: number;
  /** After a commit: the statement as saved (raw, read it with `normalizeStatement`). */
  statement?: unknown;
}

/** A validation error (the engine's `ValidationError`: error id, type, message, elements to check, section). */
export interface ValidationError {
  id: string;
  severity: 'genuine' | 'possible';
  section: Section;
  title: Bilingual;
  message: Bilingual;
  elements: { concept: string; period?: Period; value?: number | string | boolean }[];
  /** The statement settings that fix it (the settings screen opens on the first). */
  fields?: string[];
  /** The note data's field that fixes a notes error (the notes tab opens on it), e.g. `employees.female`. */
  noteField?: string;
}

/** Mirrors the engine's `ValidationResult` (engine II exports it from its validation module). */
interface EngineValidationResult {
  canFile: boolean;
  verdict?: Bilingual;
  sections: { section: Section; title: Bilingual; errors: ValidationError[] }[];
  errors: ValidationError[];
  genuineCount: number;
  possibleCount: number;
}

/** The engine's validation result as the API stores it, plus the job's state while it runs. */
export type ValidationResult = EngineValidationResult & {
  validatedAt?: string;
  /** The statement version that was validated. */
  statementVersion?: number;
};

/** A job message on `statements/<id>/jobs`. */
export interface JobProgress {
  jobId: string;
  kind: string;
  progress: number;
  state: 'queued' | 'running' | 'succeeded' | 'failed';
  result?: unknown;
}

/** A lifecycle command (the engine's list, the one the API enforces). */
export type { StatementCommand } from '@dfr/statement-engine';

/** An account of the entity's chart as the API stores it. */
export interface AccountRecord {
  code: string;
  nameEn: string;
  nameKh: string;
  parentCode?: string | null;
  accountType: string;
  concept?: string | null;
  balance: 'debit' | 'credit';
  periodType: 'instant' | 'duration';
  documentationEn?: string | null;
  documentationKh?: string | null;
  mandatory?: boolean;
  custom?: boolean;
  version?: number;
}

export type { Fact, Lang, ManualInput, NoteData, StatementSettings, StatementTexts };
