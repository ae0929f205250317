import { Hono } from 'hono';
import { isRegulator } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { profilePatchSchema } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { profileService } from '../../services/profile';

/** The signed-in user: profile (firm details) and the entities they belong to. */
export const meRoutes = new Hono<AppContext>()
  .get('/me', signedIn, async (c) =>
    c.json({ ...(await profileService.get(c.var.deps, c.var.user.sub)), regulator: isRegulator(c.var.user) }),
  )
  .patch('/me', signedIn, validate('json', profilePatchSchema), async (c) =>
    c.json(await profileService.update(c.var.deps, c.var.user.sub, c.req.valid('json'))),
  );
