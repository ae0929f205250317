import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { entityParams, inviteSchema, removeUserSchema, roleChangeSchema, transferSchema } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { memberService } from '../entities/service';
import { routeDoc } from '../../http/route-doc';
import { memberList, memberRemoved, membership, superAdminTransferred } from '../entities/schemas';
import { memberParams } from './schemas';

/** Users and access of an entity: list, invite by email, change role, remove (typed email), transfer super admin. */
export const userRoutes = new Hono<AppContext>()
  .get(
    '/entities/:entityId/users',
    routeDoc({ tag: 'Users and access', summary: 'Members and pending invitations.', response: memberList }),
    signedIn,
    validate('param', entityParams),
    async (c) => c.json({ users: await memberService.list(c.var.deps, c.var.user.sub, c.req.valid('param').entityId) }),
  )
  .post(
    '/entities/:entityId/users',
    routeDoc({
      created: true,
      tag: 'Users and access',
      summary: 'Invite by email (an email is sent through the outbox).',
      response: membership,
    }),
    signedIn,
    validate('param', entityParams),
    validate('json', inviteSchema),
    async (c) =>
      c.json(
        await memberService.invite(c.var.deps, c.var.user, c.req.valid('param').entityId, c.req.valid('json')),
        201,
      ),
  )
  .patch(
    '/entities/:entityId/users/:userId',
    routeDoc({
      tag: 'Users and access',
      summary: 'Change a member’s role (`userId` is the membership id).',
      response: membership,
    }),
    signedIn,
    validate('param', memberParams),
    validate('json', roleChangeSchema),
    async (c) => {
      const { entityId, userId } = c.req.valid('param');
      return c.json(await memberService.changeRole(c.var.deps, c.var.user.sub, entityId, userId, c.req.valid('json')));
    },
  )
  .delete(
    '/entities/:entityId/users/:userId',
    routeDoc({
      tag: 'Users and access',
      summary: 'Remove a member: their email typed; the super admin cannot be removed.',
      response: memberRemoved,
    }),
    signedIn,
    validate('param', memberParams),
    validate('json', removeUserSchema),
    async (c) => {
      const { entityId, userId } = c.req.valid('param');
      return c.json(await memberService.remove(c.var.deps, c.var.user.sub, entityId, userId, c.req.valid('json')));
    },
  )
  .post(
    '/entities/:entityId/super-admin',
    routeDoc({
      tag: 'Users and access',
      summary:
        'Transfer super admin rights to another member (`userId` is the user’s sub, `version` their membership’s version as read; type confirm).',
      response: superAdminTransferred,
    }),
    signedIn,
    validate('param', entityParams),
    validate('json', transferSchema),
    async (c) =>
      c.json(
        await memberService.transferSuperAdmin(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').entityId,
          c.req.valid('json'),
        ),
      ),
  );
