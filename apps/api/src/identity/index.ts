import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client';
import type { Email, EmailLang } from '../email';
import type { Env } from '../env';
import { cognitoAdmin, embeddedAdmin, envCredentials, type IdentityAdmin } from './admin';
import { type IdentityConfig, identityConfig } from './config';
import { createIdentityPool, type IdentityPool } from './identity-pool';
import { type IdentityKeys, loadIdentityKeys } from './keys';
import { createIdentityService, type IdentityService } from './service';

export { EMBEDDED_CLIENT_ID, EMBEDDED_POOL_ID, IDENTITY_PATH, type IdentityConfig } from './config';
export type { GroupUser, IdentityAdmin } from './admin';
export { CognitoError } from './errors';
export { CREDENTIALS_TTL_SECONDS, IDENTITY_POOL_TARGET_PREFIX, type IdentityPool } from './identity-pool';
export { LIMITS } from './service';
export { totpCode } from './totp';

/** The signed-in user as the API sees it. */
export interface AuthUser {
  sub: string;
  email: string;
  /** The user pool groups (`cognito:groups`); `regulator` marks regulator staff (see auth/regulator.ts). */
  groups: string[];
}

/**
 * Identity as configured: the embedded Cognito-compatible user pool (keys in the data directory), or a real Amazon
 * Cognito user pool. Either way access tokens are verified the same way, against a JWKS (`keySet`).
 */
export interface Identity {
  config: IdentityConfig;
  /** The JWKS key source: this installation's public key, or the Cognito pool's JWKS URL. */
  keySet: JWTVerifyGetKey;
  /** The public JWKS document (embedded mode; undefined for Cognito, whose JWKS Cognito serves). */
  jwks?: { keys: JWK[] };
  /** The embedded user pool (undefined for Cognito). */
  service?: IdentityService;
  /** The embedded identity pool (GetId, GetCredentialsForIdentity; undefined for Cognito). */
  pool?: IdentityPool;
  keys?: IdentityKeys;
  /** The pool's group administration (issue 32): in process for the embedded pool, signed calls for Cognito. */
  admin: IdentityAdmin;
  /** The live user behind a verified access token (session not revoked, user not deleted), or undefined. */
  resolveUser(payload: JWTPayload, token: string): Promise<AuthUser | undefined>;
}

export async function createIdentity(env: Env, db: Db, email: Email): Promise<Identity> {
  const config = identityConfig(env);
  if (config.mode === 'cognito') return cognitoIdentity(config);
  const keys = await loadIdentityKeys(env.dataDir);
  const jwks = { keys: [keys.publicJwk] };
  const service = createIdentityService({ db, email, config, keys });
  const pool = createIdentityPool(config, keys, env.DFR_IDENTITY_GUEST_ACCESS);
  return {
    config,
    pool,
    keySet: createLocalJWKSet(jwks),
    jwks,
    keys,
    service,
    admin: embeddedAdmin(service, config),
    resolveUser: (payload) => service.activeUser(payload),
  };
}

/** A real user pool: keys from its JWKS URL; the user's e-mail (not in access tokens) from GetUser, cached. */
function cognitoIdentity(config: IdentityConfig): Identity {
  const cache = new Map<string, { user: AuthUser | undefined; until: number }>();
  const endpoint = `https://cognito-idp.${config.region}.amazonaws.com/`;
  return {
    config,
    keySet: createRemoteJWKSet(new URL(config.jwksUri)),
    admin: cognitoAdmin(config, () => envCredentials()),
    async resolveUser(payload, token) {
      const key = String(payload.jti);
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.user;
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
        },
        body: JSON.stringify({ AccessToken: token }),
      });
      let user: AuthUser | undefined;
      if (res.ok) {
        const body = (await res.json()) as { UserAttributes?: { Name: string; Value: string }[] };
        const email = body.UserAttributes?.find((a) => a.Name === 'email')?.Value;
        const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'].map(String) : [];
        if (email) user = { sub: String(payload.sub), email, groups };
      } else if (res.status >= 500) {
        throw new Error(`Cognito GetUser failed with ${res.status}`);
      }
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { user, until: Math.min(Date.now() + 60_000, Number(payload.exp) * 1000) });
      return user;
    },
  };
}

/**
 * Creates a confirmed user in the embedded pool, or returns the existing one (idempotent). The demo seed uses it.
 * With a real Cognito pool users sign up there; this throws.
 */
export async function ensureUser(
  deps: { identity: Identity },
  input: { email: string; password: string; locale?: EmailLang; groups?: string[] },
): Promise<{ sub: string; created: boolean }> {
  if (!deps.identity.service)
    throw new Error('ensureUser needs the embedded identity endpoint (no Cognito pool configured)');
  return deps.identity.service.ensureUser(input);
}
