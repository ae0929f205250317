import { DEFAULT_PASSWORD_POLICY } from '@dfr/forms/rules';
import type { InferResponseType } from 'hono/client';
import type { api } from '../api/client';
import { dropRuntimeConfig, getRuntimeConfig } from '../api/hooks';

/**
 * The identity part of `/config.json` as the API's route answers it: the user pool, its endpoint (embedded only, absent
 * for an Amazon Cognito user pool), the mode and the local mailbox page (embedded e-mail only).
 */
export type IdentityClientConfig = InferResponseType<(typeof api)['config.json']['$get']>['identity'];

let ready: Promise<IdentityClientConfig> | undefined;

export type AmplifyModule = typeof import('./amplify');
let amplifyModule: Promise<AmplifyModule> | undefined;
/** aws-amplify's pieces, loaded once (a failed load is tried again on the next call). */
export function loadAmplify(): Promise<AmplifyModule> {
  amplifyModule ??= import('./amplify').catch((error: unknown) => {
    amplifyModule = undefined;
    throw error;
  });
  return amplifyModule;
}

/** aws-amplify, configured from `/config.json` (see `authReady`). */
export async function amplifyClient(): Promise<AmplifyModule> {
  await authReady();
  return loadAmplify();
}

/**
 * Configures aws-amplify once from `/config.json`: the same web build signs in against the embedded endpoint
 * (`userPoolEndpoint`) or, with other configuration, an Amazon Cognito user pool.
 */
export function authReady(): Promise<IdentityClientConfig> {
  ready ??= configure().catch((error: unknown) => {
    ready = undefined;
    dropRuntimeConfig();
    throw error;
  });
  return ready;
}

async function configure(): Promise<IdentityClientConfig> {
  // The client's code and the configuration are fetched side by side (the configuration once for the page: the theme
  // reads the same answer).
  const [amplify, { identity }] = await Promise.all([loadAmplify(), getRuntimeConfig()]);
  const { Amplify, cognitoUserPoolsTokenProvider, moveSessionToCookies, sessionCookies } = amplify;
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
