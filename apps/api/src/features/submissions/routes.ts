import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { statementService } from '../statements';
import { submissionService } from '.';
import { routeDoc } from '../../http/route-doc';
import { conditionsSchema, submissionListSchema } from './schemas';
import { entityParams, idParam, statementPath } from '../../http/schemas';
import { validate } from '../../http/validate';

/** One file of a filed package: the submission and the file's name (letters, digits, dots, `-`, `_`). */
const packageFilePath = entityParams.extend({
  submissionId: idParam,
  name: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'invalid_value'),
});

/** An entity's submissions to the regulator (`/submited`) with their e-filing receipts, and its eligibility. */
export const submissionRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/submissions',
    routeDoc({
      tag: 'Submissions',
      summary: "The entity's submissions (e-filing receipts, decisions, reasons) and whether it may submit now.",
      response: submissionListSchema,
    }),
    signedIn,
    validate('param', entityParams),
    async (c) => c.json(await submissionService.list(c.var.deps, c.var.user.sub, c.req.valid('param').entityId)),
  )
  /** One file of a filed package, for the entity's members (the package as it was sent, byte for byte). */
  .get(
    '/entities/:entityId/submissions/:submissionId/files/:name',
    routeDoc({
      tag: 'Submissions',
      summary:
        'One file of a filed package (the manifest, the XBRL package, the Inline XBRL document, the PDF) as sent.',
      produces: 'application/octet-stream',
    }),
    signedIn,
    validate('param', packageFilePath),
    async (c) => {
      const file = await submissionService.packageFile(
        c.var.deps,
        c.var.user.sub,
        c.req.valid('param').entityId,
        c.req.valid('param').submissionId,
        c.req.valid('param').name,
      );
      return c.body(new Uint8Array(file.body), 200, {
        'content-type': file.mediaType,
        'content-disposition': `attachment; filename="${file.name}"`,
      });
    },
  )
  /** What submitting this statement needs, each condition met or not (the submit screen's checklist). */
  .get(
    '/statements/:statementId/submission-conditions',
    routeDoc({
      tag: 'Submissions',
      summary: 'What submitting needs (credential issued, not suspended, approved, fee paid), each met or not.',
      response: conditionsSchema,
    }),
    signedIn,
    validate('param', statementPath),
    async (c) => {
      const statement = await statementService.get(c.var.deps, c.var.user.sub, c.req.valid('param').statementId);
      const { entityId, stage, settings } = statement;
      return c.json(
        await submissionService.conditions(c.var.deps, c.var.user.sub, {
          entityId,
          stage,
          reportingYear: settings.reportingYear,
        }),
      );
    },
  );
