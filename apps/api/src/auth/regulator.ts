import { REGULATOR_ROLES, type RegulatorCapability, type RegulatorRole, regulatorCan } from '@dfr/forms/rules';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import type { AuthUser } from '../identity';

/**
 * Regulator staff are the users of the pool group `regulator` (Cognito's `cognito:groups` claim; in the embedded
 * identity endpoint the `identity_users.groups` column, read on every request so a removal takes effect at once).
 * They issue e-filing credentials, review submissions, suspend eligibility and publish official exchange rates.
 * They are not members of entities: their permissions are global, not per entity.
 *
 * Their roles (issue 32) are further groups, `regulator-<role>` (`regulator-reviewer`, `regulator-finance`,
 * `regulator-administrator`); what each role may do is `@dfr/forms/rules`' `REGULATOR_CAPABILITIES`. A member of
 * `regulator` with no role group (staff made before the roles existed, or by an operator in the pool's console) is an
 * administrator, so that an installation keeps someone who can hand out roles (docs/decisions.md, issue 32).
 */
export const REGULATOR_GROUP = 'regulator';
export const roleGroup = (role: RegulatorRole) => `${REGULATOR_GROUP}-${role}`;
export const ROLE_GROUPS = REGULATOR_ROLES.map(roleGroup);

export function isRegulator(user: Pick<AuthUser, 'groups'> | undefined): boolean {
  return Boolean(user?.groups?.includes(REGULATOR_GROUP));
}

/** The regulator roles of a user's groups (none for anyone outside the group `regulator`). */
export function regulatorRolesOf(groups: readonly string[] | undefined): RegulatorRole[] {
  if (!groups?.includes(REGULATOR_GROUP)) return [];
  const roles = REGULATOR_ROLES.filter((r) => groups.includes(roleGroup(r)));
  return roles.length ? roles : ['administrator'];
}

/** After `signedIn`: 403 (the specification's access-denied message) unless the caller is regulator staff. */
export const requireRegulator: MiddlewareHandler<AppContext> = async (c, next) => {
  if (!isRegulator(c.var.user)) throw forbidden();
  await next();
};

/** After `signedIn`: 403 unless the caller is regulator staff with a role that has `capability`. */
export const requireRegulatorCapability =
  (capability: RegulatorCapability): MiddlewareHandler<AppContext> =>
  async (c, next) => {
    if (!regulatorCan(regulatorRolesOf(c.var.user?.groups), capability)) throw forbidden();
    await next();
  };
