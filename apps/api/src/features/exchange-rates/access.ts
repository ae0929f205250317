// Who may read and write which rates: the official ones (regulator staff write them) and an entity's own.
import { regulatorCan } from '@dfr/forms/rules';
import { regulatorRolesOf } from '../../auth/regulator';
import type { Deps } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import type { AuthUser } from '../../identity';
import { membershipRepo } from '../entities/repository';
import type { RateScope } from './repository';
import { can } from '../entities/access';

/** Who acts: the user's `sub` and pool groups (regulator staff write the official rates). */
export type Caller = Pick<AuthUser, 'sub' | 'groups'>;
/** Which rates: the official ones (`null`, the regulator's) or one entity's own. */
export type Scope = RateScope;

/**
 * Official rates (scope `null`) are the regulator's data: only regulator staff write them. An entity's own rates are
 * written by its admins and super admins; to anyone else the entity's rates do not exist (404, as for an unknown id).
 */
export async function requireRateEditor(deps: Deps, caller: Caller, scope: Scope) {
  if (scope === null) {
    // Official rates are the finance staff's (issue 32: REGULATOR_CAPABILITIES).
    if (!regulatorCan(regulatorRolesOf(caller.groups), 'finance')) throw forbidden();
    return;
  }
  const membership = await membershipRepo.of(deps.db, scope, caller.sub);
  if (!membership) throw notFound();
  if (!can(membership.role, 'manageEntity')) throw forbidden();
}

/** Reading an entity's own rates needs a membership of it (any role); the official rates are read by everyone. */
export async function requireRateReader(deps: Deps, caller: Caller, scope: Scope) {
  if (scope === null) return;
  if (!(await membershipRepo.of(deps.db, scope, caller.sub))) throw notFound();
}
