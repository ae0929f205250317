import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { statementService } from '../../services/statements';

/** A statement the regulator accepted, for anyone with its link (`/public/:id`); anything else is not found. */
export const publicRoutes = new Hono<AppContext>().get('/public/statements/:statementId', async (c) =>
  c.json(await statementService.publicFiling(c.var.deps, c.req.param('statementId'))),
);
