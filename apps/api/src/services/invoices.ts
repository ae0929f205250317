import { normalizeRegistrationNumber } from '@dfr/forms/rules';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { credentialRequests } from '../db/schema';
import { invalid } from '../http/errors';
import { audit, newId } from '../repositories/base';
import { entityRepo } from '../repositories/entities';
import { requireMember } from './access';

export const credentialRequestService = {
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    return deps.db
      .select()
      .from(credentialRequests)
      .where(eq(credentialRequests.entityId, entityId))
      .orderBy(desc(credentialRequests.createdAt));
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
      const row = (
        await tx
          .insert(credentialRequests)
          .values({ ...input, contactName: user.email, id: newId(), entityId, requestedBy: userId, status: 'pending' })
          .returning()
      )[0]!;
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
