import { DOCUMENT_LANGUAGES, type Severity, type ValidationError } from '@dfr/statement-engine';
import { reportingYearSchema } from '@dfr/forms/rules';
import { type Context, Hono, type TypedResponse } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { langOf } from '../../http/messages';
import {
  commandBodySchema,
  dryRunFlag,
  manualInputBodySchema,
  notesBodySchema,
  statementCreateSchema,
  statementPatchSchema,
  idParam,
  statementPath,
  textsBodySchema,
  entityParams,
} from '../../http/schemas';
import { keptJson } from '../../http/kept-json';
import { signedIn } from '../../http/session';
import { readStoredUpload, readUpload, storedUploadQuery } from '../../http/upload';
import { validate } from '../../http/validate';
import { jobById } from '../jobs/service';
import { type ComputedStatements, statementService } from '.';
import { routeDoc } from '../../http/route-doc';
import {
  benchmarksSchema,
  commandAnswerSchema,
  computedSchema,
  importAnswerSchema,
  jobSchema,
  manualInputSchema,
  notesSchema,
  statementListSchema,
  statementReadSchema,
  statementSchema,
  textsSchema,
  trialBalanceSchema,
  validationSchema,
} from './schemas';

/** `?language=en|kh|both`: the PDF's document language for this download (else the entity's export settings). */
const pdfQuery = z.object({ language: z.enum(DOCUMENT_LANGUAGES).optional() });

/** The statement of the route exported as XBRL (zip) or Inline XBRL, in the reader's language. */
function exportOf(c: Context<AppContext>, statementId: string, format: 'xbrl' | 'ixbrl') {
  const lang = langOf(c.req.header('accept-language'));
  return statementService.export(c.var.deps, c.var.user.sub, statementId, format, lang);
}

/**
 * A validation error as the validation job stores it (the engine's, its severity under `type`). The column is JSON,
 * untyped to the database; this is its type for the web (`AppType`).
 */
type StoredValidationError = Omit<ValidationError, 'severity'> & { type: Severity };

/** A lifecycle command's path: the lifecycle's own list decides which exist (an unknown one is 404 unknown_command). */
const commandPath = statementPath.extend({ command: z.string().regex(/^[a-z-]{1,40}$/, 'invalid_value') });
/** A job of the statement. */
const jobPath = statementPath.extend({ jobId: idParam });

const importQuery = z.object({
  year: reportingYearSchema.optional().describe('Only this year (YYYY)'),
  dryRun: dryRunFlag(true),
  version: z.coerce.number().int().min(1).optional().describe('The statement version read (commit)'),
  confirm: z.string().max(100).optional().describe('The word "confirm" typed (commit)'),
  ...storedUploadQuery,
});

/** Statements: reporting periods, settings, inputs, computed statements, lifecycle commands, validation, exports. */
export const statementRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/statements',
    routeDoc({
      tag: 'Statements',
      summary: 'The entity’s statements, newest year first.',
      response: statementListSchema,
    }),
    signedIn,
    validate('param', entityParams),
    async (c) =>
      keptJson(
        c,
        await statementService.list(c.get('deps'), c.get('user').sub, c.req.valid('param').entityId),
        'statements',
      ),
  )
  .post(
    '/entities/:entityId/statements',
    routeDoc({
      created: true,
      tag: 'Statements',
      summary: 'Create a reporting period (a year must be selected; an existing period cannot be recreated).',
      response: statementSchema,
    }),
    signedIn,
    validate('param', entityParams),
    validate('json', statementCreateSchema),
    async (c) =>
      c.json(
        await statementService.create(c.var.deps, c.var.user.sub, c.req.valid('param').entityId, c.req.valid('json')),
        201,
      ),
  )
  .get(
    '/statements/:statementId',
    routeDoc({
      tag: 'Statements',
      summary: 'A statement with its settings, stage, version and who did what.',
      response: statementReadSchema,
    }),
    signedIn,
    validate('param', statementPath),
    (c) => {
      const deps = c.get('deps');
      const { sub } = c.get('user');
      const { statementId } = c.req.valid('param');
      // A kept statement is answered at once: the whole chain is then synchronous (issue 30). Typed as the promise
      // of the other branch, for Hono's typed client (its handler types take one or the other).
      const kept = statementService.kept(deps, sub, statementId);
      if (kept) return keptJson(c, kept) as unknown as Promise<ReturnType<typeof keptJson<typeof kept>>>;
      return statementService.get(deps, sub, statementId).then((statement) => keptJson(c, statement));
    },
  )
  .patch(
    '/statements/:statementId',
    routeDoc({
      tag: 'Statements',
      summary: 'Save settings (draft only; the word "confirm" typed).',
      response: statementSchema,
    }),
    signedIn,
    validate('param', statementPath),
    validate('json', statementPatchSchema),
    async (c) =>
      c.json(
        await statementService.updateSettings(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').statementId,
          c.req.valid('json'),
        ),
      ),
  )
  .get(
    '/statements/:statementId/trial-balance',
    routeDoc({ tag: 'Statements', summary: 'The saved trial-balance lines.', response: trialBalanceSchema }),
    signedIn,
    validate('param', statementPath),
    async (c) =>
      c.json({
        lines: await statementService.trialBalance(c.var.deps, c.var.user.sub, c.req.valid('param').statementId),
      }),
  )
  .post(
    '/statements/:statementId/trial-balance',
    routeDoc({
      tag: 'Statements',
      summary:
        'Import a trial balance (CSV/XLSX: account_code,account_name,year,debit,credit). dryRun=true lists the problems by row and column (the first 100, `problemsNotShown` counts the rest); dryRun=false (with confirm=confirm, the word typed) replaces the years’ lines in one transaction. At most DFR_IMPORT_MAX_LINES lines and 2,000 characters a cell; `warnings` lists cells that begin like spreadsheet formulas (kept as text).',
      response: importAnswerSchema,
      upload: ['csv', 'xlsx'],
    }),
    signedIn,
    validate('param', statementPath),
    validate('query', importQuery),
    async (c) => {
      const statementId = c.req.valid('param').statementId;
      // Existence and permission (to prepare) before reading the file.
      const { entityId } = await statementService.requirePreparer(c.var.deps, c.var.user.sub, statementId);
      const { upload: uploadId, name } = c.req.valid('query');
      // Sent straight to the object store (presigned): read back from there; else the body.
      const upload = uploadId ? await readStoredUpload(c, entityId, { upload: uploadId, name }) : await readUpload(c);
      return c.json(
        await statementService.importTrialBalance(
          c.var.deps,
          c.var.user.sub,
          statementId,
          upload,
          c.req.valid('query'),
        ),
      );
    },
  )
  .get(
    '/statements/:statementId/manual-input',
    routeDoc({ tag: 'Statements', summary: 'Figures typed per concept.', response: manualInputSchema }),
    signedIn,
    validate('param', statementPath),
    async (c) =>
      c.json({
        values: await statementService.manualInput(c.var.deps, c.var.user.sub, c.req.valid('param').statementId),
      }),
  )
  .put(
    '/statements/:statementId/manual-input',
    routeDoc({ tag: 'Statements', summary: 'Type figures per concept (null removes).', response: statementSchema }),
    signedIn,
    validate('param', statementPath),
    validate('json', manualInputBodySchema),
    async (c) =>
      c.json(
        await statementService.putManualInput(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').statementId,
          c.req.valid('json'),
        ),
      ),
  )
  .get(
    '/statements/:statementId/notes',
    routeDoc({ tag: 'Statements', summary: 'The notes’ structured data.', response: notesSchema }),
    signedIn,
    validate('param', statementPath),
    async (c) =>
      c.json({ data: await statementService.notes(c.var.deps, c.var.user.sub, c.req.valid('param').statementId) }),
  )
  .put(
    '/statements/:statementId/notes',
    routeDoc({
      tag: 'Statements',
      summary: 'Save note data (SDGs must match the entity’s).',
      response: statementSchema,
    }),
    signedIn,
    validate('param', statementPath),
    validate('json', notesBodySchema),
    async (c) =>
      c.json(
        await statementService.putNotes(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').statementId,
          c.req.valid('json'),
        ),
      ),
  )
  .get(
    '/statements/:statementId/texts',
    routeDoc({
      tag: 'Statements',
      summary: 'Accounting policies and the directors’ statement.',
      response: textsSchema,
    }),
    signedIn,
    validate('param', statementPath),
    async (c) =>
      c.json({ data: await statementService.texts(c.var.deps, c.var.user.sub, c.req.valid('param').statementId) }),
  )
  .put(
    '/statements/:statementId/texts',
    routeDoc({ tag: 'Statements', summary: 'Save policies and the directors’ statement.', response: statementSchema }),
    signedIn,
    validate('param', statementPath),
    validate('json', textsBodySchema),
    async (c) =>
      c.json(
        await statementService.putTexts(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').statementId,
          c.req.valid('json'),
        ),
      ),
  )
  .get(
    '/statements/:statementId/computed',
    routeDoc({
      tag: 'Statements',
      summary: 'The engine’s statements (facts, rendering model) and ratios for the current version.',
      response: computedSchema,
    }),
    signedIn,
    validate('param', statementPath),
    async (c) => {
      const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
      const out = await statementService.computedJson(
        c.get('deps'),
        c.get('user').sub,
        c.req.valid('param').statementId,
        acceptsGzip,
      );
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        vary: 'accept-encoding',
      };
      if (out.gzip) headers['content-encoding'] = 'gzip';
      // The body is the cached JSON of the statements (gzipped or not): typed as what it holds, for `AppType`.
      return c.body(out.body, 200, headers) as Response as Response & TypedResponse<ComputedStatements, 200, 'json'>;
    },
  )
  .post(
    '/statements/:statementId/commands/:command',
    routeDoc({
      tag: 'Lifecycle',
      summary:
        'save-draft | finalize | validate (202, a job with progress on statements/<id>/jobs) | edit-request (4-digit code emailed) | edit-confirm (code) | reset (admins, confirm) | clear (draft, confirm) | approval-request (validated; a 6-digit code emailed to the director) | approve (approvers, code).',
      response: commandAnswerSchema,
    }),
    signedIn,
    validate('param', commandPath),
    validate('json', commandBodySchema),
    async (c) => {
      // The lifecycle's own list of commands decides which exist (the service answers 404 unknown_command).
      const command = c.req.valid('param').command;
      const result = await statementService.command(
        c.var.deps,
        c.var.user,
        c.req.valid('param').statementId,
        command,
        c.req.valid('json'),
        langOf(c.req.header('accept-language')),
      );
      return c.json(result, 'job' in result ? 202 : 200);
    },
  )
  .get(
    '/statements/:statementId/industry-benchmarks',
    routeDoc({
      tag: 'Statements',
      summary:
        'Medians of the ratios of accepted filings of the same industry and year (at least 5 entities, else none).',
      response: benchmarksSchema,
    }),
    signedIn,
    validate('param', statementPath),
    async (c) =>
      c.json(await statementService.industryBenchmarks(c.var.deps, c.var.user.sub, c.req.valid('param').statementId)),
  )
  .get(
    '/statements/:statementId/validation',
    routeDoc({
      tag: 'Lifecycle',
      summary: 'The latest validation result (genuine and possible errors).',
      response: validationSchema,
    }),
    signedIn,
    validate('param', statementPath),
    async (c) => {
      const stored = await statementService.latestValidation(
        c.var.deps,
        c.var.user.sub,
        c.req.valid('param').statementId,
      );
      // null before the first run (the database's row type cannot say so).
      return c.json({ result: stored ? { ...stored, errors: stored.errors as StoredValidationError[] } : null });
    },
  )
  .get(
    '/statements/:statementId/jobs/:jobId',
    routeDoc({
      tag: 'Lifecycle',
      summary: 'A background job’s state and progress (polling fallback).',
      response: jobSchema,
    }),
    signedIn,
    validate('param', jobPath),
    async (c) => {
      const statementId = c.req.valid('param').statementId;
      await statementService.get(c.var.deps, c.var.user.sub, statementId);
      const job = await jobById(c.var.deps, c.req.valid('param').jobId);
      if (!job || job.statementId !== statementId) throw notFound();
      return c.json(job);
    },
  )
  .get(
    '/statements/:statementId/xbrl',
    routeDoc({ tag: 'Exports', summary: 'The XBRL package (zip).', produces: 'application/zip' }),
    signedIn,
    validate('param', statementPath),
    async (c) => {
      const { body, year } = await exportOf(c, c.req.valid('param').statementId, 'xbrl');
      return c.body(body as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="financial-statements-${year}-xbrl.zip"`,
      });
    },
  )
  .get(
    '/statements/:statementId/ixbrl',
    routeDoc({ tag: 'Exports', summary: 'The Inline XBRL document.', produces: 'application/xhtml+xml' }),
    signedIn,
    validate('param', statementPath),
    async (c) => {
      const { body, year } = await exportOf(c, c.req.valid('param').statementId, 'ixbrl');
      return c.body(body as string, 200, {
        'content-type': 'application/xhtml+xml; charset=utf-8',
        'content-disposition': `attachment; filename="financial-statements-${year}.xhtml"`,
      });
    },
  )
  .get(
    '/statements/:statementId/pdf',
    routeDoc({
      tag: 'Statements',
      summary:
        "The financial statements as a PDF (cover, directors' statement, statements, policies, notes) with the entity's export settings; `language` overrides the settings' document language.",
      produces: 'application/pdf',
    }),
    signedIn,
    validate('param', statementPath),
    validate('query', pdfQuery),
    async (c) => {
      const { body, year, lang } = await statementService.pdf(
        c.var.deps,
        c.var.user.sub,
        c.req.valid('param').statementId,
        c.req.valid('query').language,
      );
      return c.body(body as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="financial-statements-${year}${lang === 'en' ? '' : `-${lang}`}.pdf"`,
      });
    },
  );
