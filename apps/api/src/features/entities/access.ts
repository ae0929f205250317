import { type Capability, roleCan as can } from '@dfr/forms/rules';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { type MembershipRow, membershipRepo } from './repository';

/** What each role may do within an entity: one table, in @dfr/forms/rules (docs/decisions.md, "API"). */
export { type Capability, capabilitiesOf, roleCan as can } from '@dfr/forms/rules';

/**
 * The caller's active membership of the entity with the capability: 404 when the caller is not an active member,
 * whether the entity exists or not (a stranger cannot tell a foreign id from an unknown one, issue 19 finding 7);
 * 403 (the specification's access-denied message) when a member's role does not allow it.
 */
export async function requireMember(
  db: Db,
  userId: string,
  entityId: string,
  capability: Capability,
): Promise<Pick<MembershipRow, 'id' | 'role' | 'version'>> {
  const membership = await membershipRepo.of(db, entityId, userId);
  if (!membership) throw notFound();
  if (!can(membership.role, capability)) throw forbidden();
  return membership;
}
