import type { Env } from '../env';

/**
 * Where sign-in happens. `embedded`: this API is the user pool (the Cognito-compatible endpoint at /identity, keys in
 * the data directory). `cognito`: an Amazon Cognito user pool; the API only verifies its tokens against its JWKS.
 */
export interface IdentityConfig {
  mode: 'embedded' | 'cognito';
  region: string;
  userPoolId: string;
  clientId: string;
  /** Token issuer (`iss`); the JWKS is at `${issuer}/.well-known/jwks.json`. */
  issuer: string;
  jwksUri: string;
  /** Path of the embedded endpoint on this server (embedded mode only). */
  endpointPath?: string;
  tokenTtlSeconds: number;
  /** scrypt's N is 2 to this power for new password hashes (embedded endpoint; `DFR_PASSWORD_HASH_COST`). */
  passwordHashCost: number;
  refreshTtlSeconds: number;
}

export const EMBEDDED_POOL_ID = 'ap-southeast-1_dfrlocal';
export const EMBEDDED_CLIENT_ID = 'dfrlocalwebclient';
export const IDENTITY_PATH = '/identity';

export function identityConfig(env: Env): IdentityConfig {
  const poolId = env.DFR_COGNITO_USER_POOL_ID;
  const clientId = env.DFR_COGNITO_CLIENT_ID;
  if (poolId || clientId) {
    if (!poolId || !clientId) {
      throw new Error('Invalid configuration:\n  DFR_COGNITO_USER_POOL_ID and DFR_COGNITO_CLIENT_ID go together');
    }
    const region = env.DFR_COGNITO_REGION;
    const issuer = `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
    return {
      mode: 'cognito',
      region,
      userPoolId: poolId,
      clientId,
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      tokenTtlSeconds: 3600,
      passwordHashCost: env.DFR_PASSWORD_HASH_COST,
      refreshTtlSeconds: 30 * 86400,
    };
  }
  const issuer = `${env.publicUrl.replace(/\/$/, '')}${IDENTITY_PATH}/${EMBEDDED_POOL_ID}`;
  return {
    mode: 'embedded',
    region: 'ap-southeast-1',
    userPoolId: EMBEDDED_POOL_ID,
    clientId: EMBEDDED_CLIENT_ID,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    endpointPath: IDENTITY_PATH,
    tokenTtlSeconds: env.DFR_TOKEN_TTL_SECONDS,
    passwordHashCost: env.DFR_PASSWORD_HASH_COST,
    refreshTtlSeconds: 30 * 86400,
  };
}
