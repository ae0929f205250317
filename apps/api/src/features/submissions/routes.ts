import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { statementService } from '../statements';
import { submissionService } from '.';
import { routeDoc } from '../../http/route-doc';

/** An entity's submissions to the regulator (`/submited`) with their e-filing receipts, and its eligibility. */
export const submissionRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/submissions',
    routeDoc({
      tag: 'Submissions',
      summary: "The entity's submissions (e-filing receipts, decisions, reasons) and whether it may submit now.",
    }),
    signedIn,
    async (c) => c.json(await submissionService.list(c.var.deps, c.var.user.sub, c.req.param('entityId'))),
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
    async (c) => {
      const file = await submissionService.packageFile(
        c.var.deps,
        c.var.user.sub,
        c.req.param('entityId'),
        c.req.param('submissionId'),
        c.req.param('name'),
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
    }),
    signedIn,
    async (c) => {
      const statement = await statementService.get(c.var.deps, c.var.user.sub, c.req.param('statementId'));
      return c.json(await submissionService.conditions(c.var.deps, c.var.user.sub, statement));
    },
  );
