import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { submissionService } from '../../services/submissions';

/** An entity's submissions to the regulator (`/submited`) with their e-filing receipts, and its eligibility. */
export const submissionRoutes = new Hono<AppContext>().get('/entities/:entityId/submissions', signedIn, async (c) =>
  c.json(await submissionService.list(c.var.deps, c.var.user.sub, c.req.param('entityId'))),
);
