import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import type { AuthUser } from '../identity';

/**
 * Regulator staff are the users of the pool group `regulator` (Cognito's `cognito:groups` claim; in the embedded
 * identity endpoint the `identity_users.groups` column, read on every request so a removal takes effect at once).
 * They issue e-filing credentials, review submissions, suspend eligibility and publish official exchange rates.
 * They are not members of entities: their permissions are global, not per entity.
 */
export const REGULATOR_GROUP = 'regulator';

export function isRegulator(user: Pick<AuthUser, 'groups'> | undefined): boolean {
  return Boolean(user?.groups?.includes(REGULATOR_GROUP));
}

/** After `signedIn`: 403 (the specification's access-denied message) unless the caller is regulator staff. */
export const requireRegulator: MiddlewareHandler<AppContext> = async (c, next) => {
  if (!isRegulator(c.var.user)) throw forbidden();
  await next();
};
