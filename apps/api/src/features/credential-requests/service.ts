import { normalizeRegistrationNumber } from '@dfr/forms/rules';
import type { Deps } from '../../context';
import { invalid } from '../../http/errors';
import { audit, newId } from '../../db/repository-base';
import { credentialRequestRepo } from './repository';
import { entityRepo } from '../entities/repository';
import { requireMember } from '../entities/access';

export const credentialRequestService = {
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    return credentialRequestRepo.listForEntity(deps.db, entityId);
  },
  /** Onboarding step 1: ask the regulator for an e-filing access credential. */
  create: async (
    deps: Deps,
    user: { sub: string; email: string },
    entityId: string,
    input: { registrationNumber: string; contactEmail: string; message?: string | null },
  ) => {
    const userId = user.sub;
    await requireMember(deps.db, userId, entityId, 'manageEntity');
    // The credential is for this entity: the number must be its own (read as @dfr/forms reads registration numbers).
    const entity = await entityRepo.byId(deps.db, entityId);
    if (
      entity &&
      normalizeRegistrationNumber(entity.registrationNumber) !== normalizeRegistrationNumber(input.registrationNumber)
    )
      throw invalid('validation_failed', { registrationNumber: 'registration_number_mismatch' });
    return deps.db.transaction(async (tx) => {
      const row = await credentialRequestRepo.insert(tx, {
        ...input,
        contactName: user.email,
        id: newId(),
        entityId,
        requestedBy: userId,
        status: 'pending',
      });
      await audit(tx, {
        actor: userId,
        action: 'credential_request.create',
        subjectType: 'credential_request',
        subjectId: row.id,
        after: row,
      });
      return row;
    });
  },
};
