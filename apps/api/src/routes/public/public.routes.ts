import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { shareService } from '../../services/shares';

/**
 * Shared statements: the entity's share links of an accepted statement (create, list, revoke), and what a link shows
 * to any signed-in platform user, member or not (`/public/:id`): the filed statements, nothing else of the entity;
 * an unknown link 404 `share_not_found`, a revoked one 410 `share_revoked`.
 */
export const publicRoutes = new Hono<AppContext>()
  .get('/statements/:statementId/shares', signedIn, async (c) =>
    c.json({ shares: await shareService.list(c.var.deps, c.var.user.sub, c.req.param('statementId')) }),
  )
  .post('/statements/:statementId/shares', signedIn, async (c) =>
    c.json(await shareService.create(c.var.deps, c.var.user.sub, c.req.param('statementId')), 201),
  )
  .delete('/statements/:statementId/shares/:shareId', signedIn, async (c) =>
    c.json(await shareService.revoke(c.var.deps, c.var.user.sub, c.req.param('statementId'), c.req.param('shareId'))),
  )
  .get('/public/shares/:shareId', signedIn, async (c) =>
    c.json(await shareService.open(c.var.deps, c.req.param('shareId'))),
  );
