import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { statementService } from '../../services/statements';

/**
 * A statement the regulator accepted, for any signed-in platform user with its link (`/public/:id`), member or not;
 * anything else is not found.
 */
export const publicRoutes = new Hono<AppContext>().get('/public/statements/:statementId', signedIn, async (c) =>
  c.json(await statementService.publicFiling(c.var.deps, c.req.param('statementId'))),
);
