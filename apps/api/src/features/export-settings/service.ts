import { DEFAULT_EXPORT_SETTINGS } from '@dfr/forms/rules';
import type { z } from 'zod';
import type { Deps } from '../../context';
import { stale } from '../../http/errors';
import type { exportSettingsBodySchema } from '../../http/schemas';
import { audit } from '../../db/repository-base';
import { type ExportSettingsRow, exportSettingsRepo } from './repository';
import { requireMember } from '../entities/access';

type ExportSettingsBody = z.output<typeof exportSettingsBodySchema>;
type Row = ExportSettingsRow;

/** What the API answers: every setting (empty header/footer as null) and the version to send back. */
function present(row: Row | undefined) {
  if (!row) return { ...DEFAULT_EXPORT_SETTINGS, header: null, footer: null, version: 0, updatedAt: null };
  const { entityId: _entity, updatedBy: _by, createdAt: _created, ...settings } = row;
  return settings;
}

export const exportSettingsService = {
  /** Any member reads them (they shape every export); a non-member gets 403, an unknown entity 404. */
  get: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    return present(await exportSettingsRepo.byEntity(deps.db, entityId));
  },

  /** The super admin and admins save them, like the company information; a stale version is refused (409). */
  put: async (deps: Deps, userId: string, entityId: string, body: ExportSettingsBody) => {
    await requireMember(deps.db, userId, entityId, 'manageEntity');
    const { version, ...input } = body;
    const values = { ...input, header: input.header ?? null, footer: input.footer ?? null };
    return deps.db.transaction(async (tx) => {
      const before = await exportSettingsRepo.byEntity(tx, entityId);
      let after: Row | undefined;
      if (version === 0) {
        // The first save; someone else's first save in the meantime makes this one stale.
        if (before) throw stale();
        after = await exportSettingsRepo.insertFirst(tx, entityId, userId, values);
      } else {
        after = await exportSettingsRepo.updateVersioned(tx, entityId, version, userId, values);
      }
      if (!after) throw stale();
      await audit(tx, {
        actor: userId,
        action: 'entity.export_settings',
        subjectType: 'entity',
        subjectId: entityId,
        before: before ?? null,
        after,
      });
      return present(after);
    });
  },
};
