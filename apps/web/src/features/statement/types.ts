import type {
  Fact,
  Lang,
  ManualInput,
  NoteData,
  StatementSettings,
  StatementTexts,
  ValidationResult as EngineValidationResult,
} from '@dfr/statement-engine';
import type { InferResponseType } from 'hono/client';
import type { api } from '../../api/client';

/**
 * What the statement screens read from the API: each shape inferred from the API's own route (`AppType`), so a
 * change there stops the screens' type-check instead of going unnoticed. The engine's terms where the API stores
 * the engine's output (validation errors, import problems).
 */
type Statement = (typeof api.api.statements)[':statementId'];
type Entity = (typeof api.api.entities)[':entityId'];

/** A statement as `GET /api/statements/:id` answers it (the record, the reader's role, trial-balance years, stamps). */
export type StatementRow = InferResponseType<Statement['$get']>;
/** Writes and lists answer the record without the reader's extras. */
export type StatementOnly = InferResponseType<Statement['$patch']>;
/**
 * A statement as the screens use it: the API's record, its settings one object as the engine takes them (the API
 * answers them so), and the reader's extras when the statement was read alone.
 */
export type StatementRecord = StatementOnly & Partial<Omit<StatementRow, keyof StatementOnly>>;

/** What a trial-balance import answers: the dry run's report, or the committed years with the statement as saved. */
export type DryRunReport = InferResponseType<Statement['trial-balance']['$post']>;
/** One problem of an import, by row and column: the engine's, as the API passes it on. */
export type { ImportProblem } from '@dfr/statement-engine';

/** What a lifecycle command answers (the statement, a validation job, where a code went, or the filing). */
export type CommandAnswer = InferResponseType<Statement['commands'][':command']['$post']>;
/** A background job and its progress. */
export type JobRecord = InferResponseType<Statement['jobs'][':jobId']['$get']>;
/** The latest stored validation result, or null before the first run. */
export type StoredValidation = InferResponseType<Statement['validation']['$get']>['result'];
/**
 * The engine's validation result as stored, with when and which version of the statement was validated. The API
 * stores the errors and counts, not the verdict or the sections: the screen words the verdict itself.
 */
export type ValidationResult = Omit<EngineValidationResult, 'verdict'> & {
  verdict?: EngineValidationResult['verdict'];
  validatedAt?: string;
  statementVersion?: number;
};
export type { ValidationError } from '@dfr/statement-engine';

/** An account of the entity's chart as the API answers it. */
export type AccountRecord = InferResponseType<Entity['accounts']['$get']>['accounts'][number];

/** A job message on `statements/<id>/jobs` (MQTT, not HTTP): the API's own type of what its jobs publish. */
export type { JobProgress } from '@dfr/api/app';

/** A lifecycle command (the engine's list, the one the API enforces). */
export type { StatementCommand } from '@dfr/statement-engine';

export type { Fact, Lang, ManualInput, NoteData, StatementSettings, StatementTexts };
