import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { shareService } from './service';
import { routeDoc } from '../../http/route-doc';
import { publicFilingSchema, shareListSchema, shareSchema } from './schemas';
import { idParam, statementPath } from '../../http/schemas';
import { validate } from '../../http/validate';
import { z } from 'zod';

const sharePath = statementPath.extend({ shareId: idParam });
const publicSharePath = z.object({ shareId: idParam });

/**
 * Shared statements: the entity's share links of an accepted statement (create, list, revoke), and what a link shows
 * to any signed-in platform user, member or not (`/public/:id`): the filed statements, nothing else of the entity;
 * an unknown link 404 `share_not_found`, a revoked one 410 `share_revoked`.
 */
export const publicRoutes = new Hono<AppContext>()
  .get(
    '/statements/:statementId/shares',
    routeDoc({ tag: 'Public', summary: "The statement's share links.", response: shareListSchema }),
    signedIn,
    validate('param', statementPath),
    async (c) =>
      c.json({ shares: await shareService.list(c.var.deps, c.var.user.sub, c.req.valid('param').statementId) }),
  )
  .post(
    '/statements/:statementId/shares',
    routeDoc({
      created: true,
      tag: 'Public',
      summary: 'Share an accepted statement: a new revocable link (super admin or admin).',
      response: shareSchema,
    }),
    signedIn,
    validate('param', statementPath),
    async (c) => c.json(await shareService.create(c.var.deps, c.var.user.sub, c.req.valid('param').statementId), 201),
  )
  .delete(
    '/statements/:statementId/shares/:shareId',
    routeDoc({
      tag: 'Public',
      summary: 'Revoke a share link: it answers 410 share_revoked from then on.',
      response: shareSchema,
    }),
    signedIn,
    validate('param', sharePath),
    async (c) =>
      c.json(
        await shareService.revoke(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').statementId,
          c.req.valid('param').shareId,
        ),
      ),
  )
  .get(
    '/public/shares/:shareId',
    routeDoc({
      tag: 'Public',
      summary: 'What a share link shows any signed-in user: the accepted filing (404 unknown, 410 revoked).',
      response: publicFilingSchema,
    }),
    signedIn,
    validate('param', publicSharePath),
    async (c) => c.json(await shareService.open(c.var.deps, c.req.valid('param').shareId)),
  );
