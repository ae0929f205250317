import type { MiddlewareHandler } from 'hono';
import { jwtVerify } from 'jose';
import type { AppContext, Deps } from '../context';
import { authorizationOf } from '../http/authorization';
import { ApiError, sendError } from '../http/errors';
import type { AuthUser } from '../identity';

export type { AuthUser } from '../identity';

/** Why a token was refused (never shown to the user beyond "sign in again"). */
export class UnauthenticatedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnauthenticatedError';
  }
}

/**
 * Verifies an access token the same way for the embedded endpoint and for a Cognito pool: RS256 signature against the
 * configured JWKS, issuer, expiry, `token_use: access`, `client_id`; then the user must still be live (embedded: its
 * session not revoked; Cognito: GetUser accepts the token). Used by `requireUser` and by the MQTT broker.
 */
export async function verifyAccessToken(deps: Pick<Deps, 'identity'>, token: string): Promise<AuthUser> {
  const { config, keySet } = deps.identity;
  if (typeof token !== 'string' || token.split('.').length !== 3) throw new UnauthenticatedError('malformed token');
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, keySet, { issuer: config.issuer, algorithms: ['RS256'] }));
  } catch (error) {
    throw new UnauthenticatedError(error instanceof Error ? error.message : 'invalid token');
  }
  if (payload.token_use !== 'access') throw new UnauthenticatedError('not an access token');
  if (payload.client_id !== config.clientId) throw new UnauthenticatedError('token of another client');
  if (typeof payload.sub !== 'string') throw new UnauthenticatedError('no subject');
  const user = await deps.identity.resolveUser(payload, token);
  if (!user) throw new UnauthenticatedError('session revoked or user deleted');
  return user;
}

/**
 * Hono middleware for protected routes: `Authorization: Bearer <access token>` verified by `verifyAccessToken`,
 * then `c.var.user = { sub, email }`. Otherwise 401 with the error envelope.
 */
export const requireUser: MiddlewareHandler<AppContext> = async (c, next) => {
  const header = authorizationOf(c);
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  let user: AuthUser | undefined;
  if (match?.[1]) {
    try {
      user = await verifyAccessToken(c.var.deps, match[1]);
    } catch (error) {
      if (!(error instanceof UnauthenticatedError)) throw error;
    }
  }
  if (!user) {
    c.header('www-authenticate', 'Bearer');
    return sendError(c, new ApiError(401, 'UNAUTHENTICATED', 'auth_user_unauthenticated'));
  }
  c.set('user', user);
  await next();
};
