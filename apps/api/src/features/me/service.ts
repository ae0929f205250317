import type { Deps } from '../../context';
import { notFound, stale } from '../../http/errors';
import type { profilePatchSchema } from '../../http/schemas';
import { audit, defined } from '../../db/repository-base';
import { entityRepo, profileRepo } from '../entities/repository';

type ProfilePatch = ReturnType<(typeof profilePatchSchema)['parse']>;

/** The signed-in user's own profile (firm details) and the entities they belong to. */
export const profileService = {
  get: async (deps: Deps, userId: string) => {
    const profile = await profileRepo.byId(deps.db, userId);
    if (!profile) throw notFound();
    const memberships = (await entityRepo.listForUser(deps.db, userId)).map((r) => ({
      entityId: r.entity.id,
      nameEn: r.entity.nameEn,
      nameKh: r.entity.nameKh,
      role: r.role,
    }));
    return { ...profile, memberships };
  },

  /** Updates the profile with the version read (409 when stale), audited in the same transaction. */
  update: (deps: Deps, userId: string, { version, ...fields }: ProfilePatch) =>
    deps.db.transaction(async (tx) => {
      const before = await profileRepo.byId(tx, userId);
      if (!before) throw notFound();
      const row = await profileRepo.updateVersioned(tx, userId, version, defined(fields));
      if (!row) throw stale();
      await audit(tx, {
        actor: userId,
        action: 'profile.update',
        subjectType: 'user',
        subjectId: row.id,
        before,
        after: row,
      });
      return row;
    }),
};
