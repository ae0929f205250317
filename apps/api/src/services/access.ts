import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { entityRepo, type MembershipRow, membershipRepo } from '../repositories/entities';

export const ROLES = ['super_admin', 'admin', 'preparer', 'approver', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const USER_TYPES = ['reportingEntityUser', 'accountingFirmUser', 'accountingAuditingFirm', 'inHouse'] as const;

/** What each role may do within an entity (docs/decisions.md, "API"). */
export const CAPABILITIES = {
  read: ROLES,
  prepare: ['super_admin', 'admin', 'preparer'],
  approve: ['super_admin', 'admin', 'approver'],
  manageEntity: ['super_admin', 'admin'],
  manageUsers: ['super_admin', 'admin'],
  transferSuperAdmin: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: string, capability: Capability) {
  return (CAPABILITIES[capability] as readonly string[]).includes(role);
}

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
