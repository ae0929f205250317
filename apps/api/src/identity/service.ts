import type { JWTPayload } from 'jose';
import type { Db } from '../db/client';
import type { Email } from '../email';
import type { IdentityConfig } from './config';
import { CognitoError } from './errors';
import type { IdentityKeys } from './keys';
import { activeUser } from './operations/active-user';
import { ADMIN_OPERATIONS } from './operations/admin-groups';
import type { Body, CallMeta, IdentityContext } from './operations/context';
import { type EnsureUserInput, ensureUser } from './operations/ensure-user';
import { OPERATIONS } from './operations';

export { type CallMeta, LIMITS } from './operations/context';

export interface IdentityService {
  /** Handles one `AWSCognitoIdentityProviderService.<operation>` call; throws CognitoError. */
  call(operation: string, body: Body, meta: CallMeta): Promise<Body>;
  /**
   * One of Cognito's admin operations (`ADMIN_OPERATIONS`: the pool's groups), in process only: Cognito takes them
   * signed with an administrator's AWS credentials, so the HTTP endpoint refuses them (`call`). Throws CognitoError.
   */
  admin(operation: string, body: Body): Promise<Body>;
  /** Creates (or leaves as is) a confirmed user; the demo seed and tests use it. */
  ensureUser(input: EnsureUserInput): Promise<{ sub: string; created: boolean }>;
  /** The user behind a verified access token, or undefined when the session was revoked or the user deleted. */
  activeUser(payload: JWTPayload): Promise<{ sub: string; email: string; groups: string[] } | undefined>;
}

/** The embedded Cognito-compatible endpoint: each operation is a module of `operations/`, given this context. */
export function createIdentityService(deps: {
  db: Db;
  email: Email;
  config: IdentityConfig;
  keys: IdentityKeys;
}): IdentityService {
  const ctx: IdentityContext = { db: deps.db, email: deps.email, config: deps.config, keys: deps.keys };
  return {
    async call(operation, body, meta) {
      // Own names only: `constructor` or `toString` are no operation (and must never be handed the context).
      const handler = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
      if (!handler) {
        // An admin operation over HTTP is an unsigned call to Cognito's admin API: refused the same way.
        if (Object.hasOwn(ADMIN_OPERATIONS, operation))
          throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
        throw new CognitoError('UnknownOperationException', `Operation ${operation} is not supported.`);
      }
      return handler(ctx, body, meta);
    },
    async admin(operation, body) {
      const handler = Object.hasOwn(ADMIN_OPERATIONS, operation) ? ADMIN_OPERATIONS[operation] : undefined;
      if (!handler) throw new CognitoError('UnknownOperationException', `Operation ${operation} is not supported.`);
      return handler(ctx, body);
    },
    ensureUser: (input) => ensureUser(ctx, input),
    activeUser: (payload) => activeUser(ctx, payload),
  };
}
