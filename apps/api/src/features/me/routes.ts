import { Hono } from 'hono';
import { isRegulator, regulatorRolesOf } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { profilePatchSchema } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { profileService } from './service';
import { routeDoc } from '../../http/route-doc';
import { me, profile } from './schemas';

/** The signed-in user: profile (firm details) and the entities they belong to. */
export const meRoutes = new Hono<AppContext>()
  .get(
    '/me',
    routeDoc({ tag: 'Me', summary: 'The signed-in user: profile, firm details and memberships.', response: me }),
    signedIn,
    async (c) =>
      c.json({
        ...(await profileService.get(c.var.deps, c.var.user.sub)),
        regulator: isRegulator(c.var.user),
        regulatorRoles: regulatorRolesOf(c.var.user.groups),
      }),
  )
  .patch(
    '/me',
    routeDoc({ tag: 'Me', summary: 'Update profile and firm details.', response: profile }),
    signedIn,
    validate('json', profilePatchSchema),
    async (c) => c.json(await profileService.update(c.var.deps, c.var.user.sub, c.req.valid('json'))),
  );
