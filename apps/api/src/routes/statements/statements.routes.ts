import { DOCUMENT_LANGUAGES, type Severity, type ValidationError } from '@dfr/statement-engine';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { langOf } from '../../http/messages';
import {
  commandBodySchema,
  manualInputBodySchema,
  notesBodySchema,
  statementCreateSchema,
  statementPatchSchema,
  textsBodySchema,
} from '../../http/schemas';
import { signedIn } from '../../http/session';
import { readUpload } from '../../http/upload';
import { validate } from '../../http/validate';
import { jobById } from '../../services/jobs';
import { statementService } from '../../services/statements';

/** `?language=en|kh|both`: the PDF's document language for this download (else the entity's export settings). */
const pdfQuery = z.object({ language: z.enum(DOCUMENT_LANGUAGES).optional() });

/** The statement of the route exported as XBRL (zip) or Inline XBRL, in the reader's language. */
function exportOf(c: Context<AppContext, '/statements/:statementId/:format'>, format: 'xbrl' | 'ixbrl') {
  const lang = langOf(c.req.header('accept-language'));
  return statementService.export(c.var.deps, c.var.user.sub, c.req.param('statementId'), format, lang);
}

/**
 * A validation error as the validation job stores it (the engine's, its severity under `type`). The column is JSON,
 * untyped to the database; this is its type for the web (`AppType`).
 */
type StoredValidationError = Omit<ValidationError, 'severity'> & { type: Severity };

const importQuery = z.object({
  year: z.coerce.number().int().min(1990).max(2200).optional(),
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  version: z.coerce.number().int().min(1).optional(),
});

/** Statements: reporting periods, settings, inputs, computed statements, lifecycle commands, validation, exports. */
export const statementRoutes = new Hono<AppContext>()
  .get('/entities/:entityId/statements', signedIn, async (c) =>
    c.json({ statements: await statementService.list(c.var.deps, c.var.user.sub, c.req.param('entityId')) }),
  )
  .post('/entities/:entityId/statements', signedIn, validate('json', statementCreateSchema), async (c) =>
    c.json(
      await statementService.create(c.var.deps, c.var.user.sub, c.req.param('entityId'), c.req.valid('json')),
      201,
    ),
  )
  .get('/statements/:statementId', signedIn, async (c) =>
    c.json(await statementService.get(c.var.deps, c.var.user.sub, c.req.param('statementId'))),
  )
  .patch('/statements/:statementId', signedIn, validate('json', statementPatchSchema), async (c) =>
    c.json(
      await statementService.updateSettings(
        c.var.deps,
        c.var.user.sub,
        c.req.param('statementId'),
        c.req.valid('json'),
      ),
    ),
  )
  .get('/statements/:statementId/trial-balance', signedIn, async (c) =>
    c.json({ lines: await statementService.trialBalance(c.var.deps, c.var.user.sub, c.req.param('statementId')) }),
  )
  .post('/statements/:statementId/trial-balance', signedIn, validate('query', importQuery), async (c) => {
    const statementId = c.req.param('statementId');
    // Existence and permission (to prepare) before reading the file.
    await statementService.requirePreparer(c.var.deps, c.var.user.sub, statementId);
    const upload = await readUpload(c);
    return c.json(
      await statementService.importTrialBalance(c.var.deps, c.var.user.sub, statementId, upload, c.req.valid('query')),
    );
  })
  .get('/statements/:statementId/manual-input', signedIn, async (c) =>
    c.json({ values: await statementService.manualInput(c.var.deps, c.var.user.sub, c.req.param('statementId')) }),
  )
  .put('/statements/:statementId/manual-input', signedIn, validate('json', manualInputBodySchema), async (c) =>
    c.json(
      await statementService.putManualInput(
        c.var.deps,
        c.var.user.sub,
        c.req.param('statementId'),
        c.req.valid('json'),
      ),
    ),
  )
  .get('/statements/:statementId/notes', signedIn, async (c) =>
    c.json({ data: await statementService.notes(c.var.deps, c.var.user.sub, c.req.param('statementId')) }),
  )
  .put('/statements/:statementId/notes', signedIn, validate('json', notesBodySchema), async (c) =>
    c.json(
      await statementService.putNotes(c.var.deps, c.var.user.sub, c.req.param('statementId'), c.req.valid('json')),
    ),
  )
  .get('/statements/:statementId/texts', signedIn, async (c) =>
    c.json({ data: await statementService.texts(c.var.deps, c.var.user.sub, c.req.param('statementId')) }),
  )
  .put('/statements/:statementId/texts', signedIn, validate('json', textsBodySchema), async (c) =>
    c.json(
      await statementService.putTexts(c.var.deps, c.var.user.sub, c.req.param('statementId'), c.req.valid('json')),
    ),
  )
  .get('/statements/:statementId/computed', signedIn, async (c) => {
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const out = await statementService.computedJson(
      c.var.deps,
      c.var.user.sub,
      c.req.param('statementId'),
      acceptsGzip,
    );
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
    };
    if (out.gzip) headers['content-encoding'] = 'gzip';
    return c.body(out.body, 200, headers);
  })
  .post('/statements/:statementId/commands/:command', signedIn, validate('json', commandBodySchema), async (c) => {
    // The lifecycle's own list of commands decides which exist (the service answers 404 unknown_command).
    const command = c.req.param('command');
    const result = await statementService.command(
      c.var.deps,
      c.var.user,
      c.req.param('statementId'),
      command,
      c.req.valid('json'),
      langOf(c.req.header('accept-language')),
    );
    return c.json(result, 'job' in result ? 202 : 200);
  })
  .get('/statements/:statementId/industry-benchmarks', signedIn, async (c) =>
    c.json(await statementService.industryBenchmarks(c.var.deps, c.var.user.sub, c.req.param('statementId'))),
  )
  .get('/statements/:statementId/validation', signedIn, async (c) => {
    const stored = await statementService.latestValidation(c.var.deps, c.var.user.sub, c.req.param('statementId'));
    // null before the first run (the database's row type cannot say so).
    return c.json({ result: stored ? { ...stored, errors: stored.errors as StoredValidationError[] } : null });
  })
  .get('/statements/:statementId/jobs/:jobId', signedIn, async (c) => {
    const statementId = c.req.param('statementId');
    await statementService.get(c.var.deps, c.var.user.sub, statementId);
    const job = await jobById(c.var.deps, c.req.param('jobId'));
    if (!job || job.statementId !== statementId) throw notFound();
    return c.json(job);
  })
  .get('/statements/:statementId/xbrl', signedIn, async (c) => {
    const { body, year } = await exportOf(c, 'xbrl');
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="financial-statements-${year}-xbrl.zip"`,
    });
  })
  .get('/statements/:statementId/ixbrl', signedIn, async (c) => {
    const { body, year } = await exportOf(c, 'ixbrl');
    return c.body(body as string, 200, {
      'content-type': 'application/xhtml+xml; charset=utf-8',
      'content-disposition': `attachment; filename="financial-statements-${year}.xhtml"`,
    });
  })
  .get('/statements/:statementId/pdf', signedIn, validate('query', pdfQuery), async (c) => {
    const { body, year, lang } = await statementService.pdf(
      c.var.deps,
      c.var.user.sub,
      c.req.param('statementId'),
      c.req.valid('query').language,
    );
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="financial-statements-${year}${lang === 'en' ? '' : `-${lang}`}.pdf"`,
    });
  });
