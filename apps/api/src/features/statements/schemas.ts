import { noteDataSchema, statementSettingsSchema, statementTextsSchema, USER_ROLES } from '@dfr/forms/rules';
import { STATEMENT_STAGES } from '@dfr/statement-engine';
import { z } from 'zod';
import { JOB_STATES } from '../../statuses';
import { payAnswerSchema } from '../invoices/schemas';

/*
 * The statements' answers (issue 31): the route documentation shows them and, under the tests, every answer is held
 * to them. Objects are strict, so a field a handler adds without declaring it fails the route's tests. Where the
 * engine owns a large structure (the computed statements, an import problem, a validation error) the schema names
 * the fields the web reads and lets the engine's own type say the rest.
 */

const nullableText = z.string().nullable();

/** The settings as the engine takes them (`StatementSettings`): @dfr/forms' fields, nothing else. */
export const settingsSchema = z.strictObject(statementSettingsSchema.shape);

/** A statement: its record (stage, who did what, version) with its settings as one object. */
export const statementSchema = z.strictObject({
  id: z.string(),
  entityId: z.string(),
  /** Which statement of the entity this is (one a year): the settings' year too. */
  reportingYear: z.number().int(),
  settings: settingsSchema,
  stage: z.enum(STATEMENT_STAGES),
  preparedBy: nullableText,
  preparedAt: nullableText,
  finalizedBy: nullableText,
  finalizedAt: nullableText,
  validatedBy: nullableText,
  validatedAt: nullableText,
  approvedBy: nullableText,
  approvedAt: nullableText,
  submittedBy: nullableText,
  submittedAt: nullableText,
  decidedBy: nullableText,
  decidedAt: nullableText,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const stamp = z.strictObject({ email: z.string().optional(), at: z.string().optional() });

/** A statement read alone: the record, the reader's role, the years' line counts, who did each step, pending codes. */
export const statementReadSchema = statementSchema.extend({
  role: z.enum(USER_ROLES),
  trialBalanceYears: z.array(z.strictObject({ year: z.number().int(), lines: z.number().int() })),
  roles: z.strictObject({
    preparedBy: stamp.optional(),
    finalizedBy: stamp.optional(),
    validatedBy: stamp.optional(),
    approvedBy: stamp.optional(),
    submittedBy: stamp.optional(),
  }),
  pendingCodes: z.strictObject({
    edit: z.strictObject({ expiresAt: z.string() }).optional(),
    approval: z.strictObject({ expiresAt: z.string(), sentTo: z.string() }).optional(),
  }),
});

export const statementListSchema = z.strictObject({ statements: z.array(statementSchema) });

/** A saved trial-balance line. */
export const trialBalanceSchema = z.strictObject({
  lines: z.array(
    z.strictObject({
      id: z.number().int(),
      statementId: z.string(),
      year: z.number().int(),
      row: z.number().int(),
      accountCode: z.string(),
      accountName: nullableText,
      debit: z.number().int(),
      credit: z.number().int(),
    }),
  ),
});

const bilingual = z.strictObject({ en: z.string(), kh: z.string() });
/** One problem of a file, by row and column: the engine's `ImportProblem`. */
export const importProblemSchema = z.strictObject({
  row: z.number().int(),
  column: z.string().optional(),
  code: z.string(),
  message: bilingual,
  value: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
});
const importReport = {
  ok: z.boolean(),
  problems: z.array(importProblemSchema),
  warnings: z.array(importProblemSchema),
  warningsNotShown: z.number().int(),
  years: z.array(
    z.strictObject({
      year: z.number().int(),
      lines: z.number().int(),
      debit: z.number(),
      credit: z.number(),
      refusedRow: z.number().int().optional(),
    }),
  ),
  /** The other years' rows left out (a year chosen): how many, by year. */
  skipped: z.array(z.strictObject({ year: z.number().int(), rows: z.number().int() })),
};
/** A trial-balance import: the dry run's report, or the committed years with the statement as saved. */
export const importAnswerSchema = z.discriminatedUnion('dryRun', [
  z.strictObject({ dryRun: z.literal(true), ...importReport, problemsNotShown: z.number().int() }),
  z.strictObject({ dryRun: z.literal(false), ...importReport, statement: statementSchema }),
]);

export const manualInputSchema = z.strictObject({
  values: z.array(
    z.strictObject({ statementId: z.string(), year: z.number().int(), concept: z.string(), value: z.number() }),
  ),
});
export const notesSchema = z.strictObject({ data: noteDataSchema.nullable() });
export const textsSchema = z.strictObject({ data: statementTextsSchema.nullable() });

/** A background job and its progress. */
export const jobSchema = z.strictObject({
  id: z.string(),
  kind: z.string(),
  statementId: nullableText,
  userId: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.number().int(),
  result: z.unknown(),
  error: nullableText,
  leaseOwner: nullableText,
  leaseUntil: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A filing as a lifecycle `submit` answers it (`features/submissions`' view). */
const filedSubmission = z.looseObject({ id: z.string(), receiptNumber: z.string(), status: z.string() });

/** What a lifecycle command answers: the statement, a validation job, where a code went, the filing, or the KHQR. */
export const commandAnswerSchema = z.union([
  z.strictObject({
    statement: statementSchema.optional(),
    job: jobSchema.optional(),
    codeSentTo: z.string().optional(),
    submission: filedSubmission.optional(),
  }),
  payAnswerSchema,
]);

/** "Company vs industry": the ratios' medians of the industry's accepted filings, or none (too few entities). */
export const benchmarksSchema = z.strictObject({
  industry: nullableText,
  year: z.number().int(),
  minimum: z.number().int(),
  contributors: z.number().int(),
  medians: z.record(z.string(), z.number().nullable()).nullable(),
});

/** A validation error as the validation job stores it (the engine's `ValidationError`, its severity under `type`). */
const storedValidationError = z.looseObject({
  id: z.string(),
  type: z.enum(['genuine', 'possible']),
  section: z.string(),
});
export const validationSchema = z.strictObject({
  result: z
    .strictObject({
      id: z.string(),
      statementId: z.string(),
      statementVersion: z.number().int(),
      jobId: nullableText,
      genuineCount: z.number().int(),
      possibleCount: z.number().int(),
      errors: z.array(storedValidationError),
      createdAt: z.string(),
    })
    .nullable(),
});

/** The engine's statements for the current version (its `StatementSet`: facts, rendering model, ratios). */
export const computedSchema = z
  .looseObject({ statementId: z.string(), statementVersion: z.number().int(), settings: z.looseObject({}) })
  .describe("The engine's StatementSet (facts, rendering model, ratios) of the statement's current version");
