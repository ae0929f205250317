import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { DEFAULT_PASSWORD_POLICY } from '@dfr/forms/rules';
import type { InferResponseType } from 'hono/client';
import { api, call } from '../api/client';
import { moveSessionToCookies, sessionCookies } from './sessionCookies';

/**
 * The identity part of `/config.json` as the API's route answers it: the user pool, its endpoint (embedded only, absent
 * for an Amazon Cognito user pool), the mode and the local mailbox page (embedded e-mail only).
 */
export type IdentityClientConfig = InferResponseType<(typeof api)['config.json']['$get']>['identity'];

/** The browser's own fetch: the configuration is public, and the token provider itself waits for `authReady`. */
const withoutToken = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) };

let ready: Promise<IdentityClientConfig> | undefined;

/**
 * Configures aws-amplify once from `/config.json`: the same web build signs in against the embedded endpoint
 * (`userPoolEndpoint`) or, with other configuration, an Amazon Cognito user pool.
 */
export function authReady(): Promise<IdentityClientConfig> {
  ready ??= configure().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

async function configure(): Promise<IdentityClientConfig> {
  const { identity } = await call(api['config.json'].$get(undefined, withoutToken));
  if (!identity?.userPoolId?.includes('_') || !identity.userPoolClientId) {
    throw Object.assign(new Error('Auth UserPool not configured.'), { name: 'AuthUserPoolException' });
  }
  // The specification: "identity pool id must contain a colon" (`<region>:<uuid>`).
  if (identity.identityPoolId !== undefined && !identity.identityPoolId.includes(':')) {
    throw Object.assign(new Error('Invalid identity pool id provided.'), { name: 'InvalidIdentityPoolIdException' });
  }
  const userPool = {
    userPoolId: identity.userPoolId,
    userPoolClientId: identity.userPoolClientId,
    ...(identity.userPoolEndpoint ? { userPoolEndpoint: identity.userPoolEndpoint } : {}),
    loginWith: { email: true },
    signUpVerificationMethod: 'code',
    userAttributes: { email: { required: true } },
    passwordFormat: {
      minLength: DEFAULT_PASSWORD_POLICY.minLength,
      requireLowercase: DEFAULT_PASSWORD_POLICY.requireLowercase,
      requireUppercase: DEFAULT_PASSWORD_POLICY.requireUppercase,
      requireNumbers: DEFAULT_PASSWORD_POLICY.requireNumbers,
      requireSpecialCharacters: DEFAULT_PASSWORD_POLICY.requireSymbols,
    },
    mfa: { status: 'optional', totpEnabled: true, smsEnabled: true },
  } as const;
  // The identity pool (temporary credentials, cached about 50 minutes by aws-amplify; guests only if allowed).
  const pool = identity.identityPoolId
    ? {
        identityPoolId: identity.identityPoolId,
        allowGuestAccess: identity.allowGuestAccess ?? false,
        ...(identity.identityPoolEndpoint ? { identityPoolEndpoint: identity.identityPoolEndpoint } : {}),
      }
    : undefined;
  Amplify.configure({ Auth: { Cognito: pool ? { ...userPool, ...pool } : userPool } });
  // The session lives in secure cookies (365 days), not in local storage.
  const cookies = sessionCookies();
  await moveSessionToCookies(cookies);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(cookies);
  return identity;
}
