import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { notFound, stale } from '../../http/errors';
import { profilePatchSchema } from '../../http/schemas';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { audit, defined } from '../../repositories/base';
import { entityRepo, profileRepo } from '../../repositories/entities';

/** The signed-in user: profile (firm details) and the entities they belong to. */
export const meRoutes = new Hono<AppContext>()
  .get('/me', signedIn, async (c) => {
    const { db } = c.var.deps;
    const profile = await profileRepo.byId(db, c.var.user.sub);
    if (!profile) throw notFound();
    const memberships = (await entityRepo.listForUser(db, c.var.user.sub)).map((r) => ({
      entityId: r.entity.id,
      nameEn: r.entity.nameEn,
      nameKh: r.entity.nameKh,
      role: r.role,
    }));
    return c.json({ ...profile, memberships });
  })
  .patch('/me', signedIn, validate('json', profilePatchSchema), async (c) => {
    const { db } = c.var.deps;
    const { version, ...fields } = c.req.valid('json');
    const after = await db.transaction(async (tx) => {
      const before = await profileRepo.byId(tx, c.var.user.sub);
      if (!before) throw notFound();
      const row = await profileRepo.updateVersioned(tx, c.var.user.sub, version, defined(fields));
      if (!row) throw stale();
      await audit(tx, {
        actor: c.var.user.sub,
        action: 'profile.update',
        subjectType: 'user',
        subjectId: row.id,
        before,
        after: row,
      });
      return row;
    });
    return c.json(after);
  });
