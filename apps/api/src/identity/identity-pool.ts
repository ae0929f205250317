// The embedded identity pool: GetId and GetCredentialsForIdentity as Amazon Cognito Identity answers them
// (`x-amz-target: AWSCognitoIdentityService.<Operation>` on the same /identity endpoint).
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { IdentityConfig } from './config';
import { CognitoError, fail } from './errors';
import type { IdentityKeys } from './keys';

export const IDENTITY_POOL_TARGET_PREFIX = 'AWSCognitoIdentityService.';
/** Temporary credentials live an hour (Cognito's default); aws-amplify reuses them for 50 minutes. */
export const CREDENTIALS_TTL_SECONDS = 3600;

type Body = Record<string, unknown>;

/** 16 bytes as a UUID's text (8-4-4-4-12 hex). */
const asUuid = (bytes: Buffer) =>
  bytes
    .toString('hex')
    .slice(0, 32)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

export interface IdentityPool {
  /** `<region>:<uuid>`: the specification's "must contain a colon". */
  readonly id: string;
  readonly allowGuestAccess: boolean;
  call(operation: string, body: Body): Promise<Body>;
  /** The identity and kind behind a session token this pool issued (for a later signed request), or undefined. */
  verifySessionToken(token: string): Promise<{ identityId: string; kind: 'guest' | 'authenticated' } | undefined>;
}

/**
 * Identities are derived, not stored: a user's identity id is a keyed hash of their `sub` (the same on every
 * instance and after every sign-in); a guest id carries its own keyed check (10 random bytes + 6 of HMAC), so only ids
 * this pool gave out are accepted. A guest id presented with a login becomes the user's primary identity: the answer
 * names the user's identity id, which aws-amplify then keeps as `primary` (as Cognito answers when a login is already
 * linked to another identity).
 */
export function createIdentityPool(
  config: IdentityConfig,
  keys: IdentityKeys,
  allowGuestAccess: boolean,
): IdentityPool {
  const region = config.region;
  const hmac = (value: string) => Buffer.from(keys.hash(value), 'base64url');
  const id = `${region}:${asUuid(hmac('identity-pool'))}`;
  const providerName = config.issuer.replace(/^\w+:\/\//, '');
  const userIdentity = (sub: string) => `${region}:${asUuid(hmac(`identity:${sub}`))}`;
  const guestIdentity = () => {
    const random = randomBytes(10);
    return `${region}:${asUuid(Buffer.concat([random, hmac(`guest:${random.toString('hex')}`).subarray(0, 6)]))}`;
  };
  const isGuestIdentity = (identityId: string) => {
    const hex = identityId.startsWith(`${region}:`) ? identityId.slice(region.length + 1).replace(/-/g, '') : '';
    if (!/^[0-9a-f]{32}$/.test(hex)) return false;
    return (
      hmac(`guest:${hex.slice(0, 20)}`)
        .subarray(0, 6)
        .toString('hex') === hex.slice(20)
    );
  };

  const requirePool = (body: Body) => {
    const poolId = body.IdentityPoolId;
    if (typeof poolId !== 'string' || !poolId.includes(':'))
      fail(
        'InvalidParameterException',
        "1 validation error detected: Value at 'identityPoolId' failed to satisfy constraint.",
      );
    if (poolId !== id) fail('ResourceNotFoundException', `IdentityPool '${String(poolId)}' not found.`);
  };
  const requireIdentityId = (body: Body): string => {
    const identityId = body.IdentityId;
    if (typeof identityId !== 'string' || !/^[\w-]+:[0-9a-f-]{36}$/.test(identityId))
      return fail(
        'InvalidParameterException',
        "1 validation error detected: Value at 'identityId' failed to satisfy constraint.",
      );
    return identityId;
  };
  /** The user of a `Logins` map ({ "<issuer without scheme>": idToken }), or undefined for none. */
  const loginOf = async (body: Body): Promise<string | undefined> => {
    const logins = body.Logins;
    if (logins === undefined || logins === null) return undefined;
    if (typeof logins !== 'object' || Array.isArray(logins))
      return fail('InvalidParameterException', 'Logins must be a map of provider name to token.');
    const entries = Object.entries(logins as Record<string, unknown>);
    if (entries.length === 0) return undefined;
    if (entries.length > 1 || entries[0]![0] !== providerName)
      return fail('NotAuthorizedException', "Invalid login token. Issuer doesn't match providerName");
    const token = entries[0]![1];
    try {
      const { payload } = await jwtVerify(String(token), keys.publicKey, {
        issuer: config.issuer,
        audience: config.clientId,
        algorithms: ['RS256'],
      });
      if (payload.token_use !== 'id' || typeof payload.sub !== 'string') throw new Error('not an id token');
      return payload.sub;
    } catch {
      return fail('NotAuthorizedException', 'Invalid login token. Token is expired or not valid.');
    }
  };
  const noGuests = () =>
    fail('NotAuthorizedException', 'Unauthenticated access is not supported for this identity pool.');

  const credentials = async (identityId: string, kind: 'guest' | 'authenticated') => {
    const accessKeyId = `ASIA${randomBytes(10).toString('hex').toUpperCase()}`;
    const expiration = Math.floor(Date.now() / 1000) + CREDENTIALS_TTL_SECONDS;
    const sessionToken = await new SignJWT({ kind, token_use: 'credentials', akid: accessKeyId })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setSubject(identityId)
      .setIssuer(`${config.issuer}/identity-pool`)
      .setIssuedAt()
      .setExpirationTime(expiration)
      .sign(keys.privateKey);
    return {
      IdentityId: identityId,
      Credentials: {
        AccessKeyId: accessKeyId,
        // Recomputable from the key id, so a request signed with it can be checked without storing anything.
        SecretKey: keys.hash(`credentials-secret:${accessKeyId}`).slice(0, 40),
        SessionToken: sessionToken,
        Expiration: expiration,
      },
    };
  };

  const operations: Record<string, (body: Body) => Promise<Body>> = {
    async GetId(body) {
      requirePool(body);
      const sub = await loginOf(body);
      if (sub) return { IdentityId: userIdentity(sub) };
      if (!allowGuestAccess) return noGuests();
      return { IdentityId: guestIdentity() };
    },
    async GetCredentialsForIdentity(body) {
      const identityId = requireIdentityId(body);
      const sub = await loginOf(body);
      if (sub) {
        const own = userIdentity(sub);
        // The user's own identity, or a guest identity they had before signing in (it becomes their primary one).
        if (identityId !== own && !isGuestIdentity(identityId))
          fail(
            'NotAuthorizedException',
            "Invalid login token. Can't pass in a Cognito token for a different identity.",
          );
        return credentials(own, 'authenticated');
      }
      if (isGuestIdentity(identityId)) return allowGuestAccess ? credentials(identityId, 'guest') : noGuests();
      // An authenticated identity without its login, or an id this pool never gave out.
      if (!identityId.startsWith(`${region}:`))
        fail('ResourceNotFoundException', `Identity '${identityId}' not found.`);
      return fail('NotAuthorizedException', `Access to Identity '${identityId}' is forbidden.`);
    },
  };

  return {
    id,
    allowGuestAccess,
    async call(operation, body) {
      const handler = Object.hasOwn(operations, operation) ? operations[operation] : undefined;
      if (!handler) throw new CognitoError('UnknownOperationException', `Operation ${operation} is not supported.`);
      return handler(body);
    },
    async verifySessionToken(token) {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          issuer: `${config.issuer}/identity-pool`,
          algorithms: ['RS256'],
        });
        if (payload.token_use !== 'credentials' || typeof payload.sub !== 'string') return undefined;
        return { identityId: payload.sub, kind: payload.kind === 'guest' ? 'guest' : 'authenticated' };
      } catch {
        return undefined;
      }
    },
  };
}
