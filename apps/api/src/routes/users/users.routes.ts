import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { inviteSchema, removeUserSchema, roleChangeSchema, transferSchema } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { memberService } from '../../services/entities';

/** Users and access of an entity: list, invite by email, change role, remove (typed email), transfer super admin. */
export const userRoutes = new Hono<AppContext>()
  .get('/entities/:entityId/users', signedIn, async (c) =>
    c.json({ users: await memberService.list(c.var.deps, c.var.user.sub, c.req.param('entityId')) }),
  )
  .post('/entities/:entityId/users', signedIn, validate('json', inviteSchema), async (c) =>
    c.json(await memberService.invite(c.var.deps, c.var.user, c.req.param('entityId'), c.req.valid('json')), 201),
  )
  .patch('/entities/:entityId/users/:userId', signedIn, validate('json', roleChangeSchema), async (c) =>
    c.json(
      await memberService.changeRole(
        c.var.deps,
        c.var.user.sub,
        c.req.param('entityId'),
        c.req.param('userId'),
        c.req.valid('json'),
      ),
    ),
  )
  .delete('/entities/:entityId/users/:userId', signedIn, validate('json', removeUserSchema), async (c) =>
    c.json(
      await memberService.remove(
        c.var.deps,
        c.var.user.sub,
        c.req.param('entityId'),
        c.req.param('userId'),
        c.req.valid('json'),
      ),
    ),
  )
  .post('/entities/:entityId/super-admin', signedIn, validate('json', transferSchema), async (c) =>
    c.json(
      await memberService.transferSuperAdmin(c.var.deps, c.var.user.sub, c.req.param('entityId'), c.req.valid('json')),
    ),
  );
