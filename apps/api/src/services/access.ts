import { type Capability, roleCan as can } from '@dfr/forms/rules';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { entityRepo, type MembershipRow, membershipRepo } from '../repositories/entities';

/** What each role may do within an entity: one table, in @dfr/forms/rules (docs/decisions.md, "API"). */
export { type Capability, capabilitiesOf, roleCan as can } from '@dfr/forms/rules';

/**
 * The caller's active membership of the entity with the capability: 404 when the entity does not exist,
 * 403 (the specification's access-denied message) when the caller is not a member or the role does not allow it.
 */
export async function requireMember(
  db: Db,
  userId: string,
  entityId: string,
  capability: Capability,
): Promise<Pick<MembershipRow, 'id' | 'role' | 'version'>> {
  const membership = await membershipRepo.of(db, entityId, userId);
  if (!membership) {
    if (!(await entityRepo.byId(db, entityId))) throw notFound();
    throw forbidden();
  }
  if (!can(membership.role, capability)) throw forbidden();
  return membership;
}
