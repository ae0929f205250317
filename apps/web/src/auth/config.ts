import { Amplify } from 'aws-amplify';
import { DEFAULT_PASSWORD_POLICY } from '@dfr/forms/rules';

/** The identity part of `/config.json` (served by the API). */
export interface IdentityClientConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Present for the embedded endpoint; absent for an Amazon Cognito user pool. */
  userPoolEndpoint?: string;
  mode: 'embedded' | 'cognito';
  /** The local mailbox page (embedded e-mail only). */
  mailbox?: string;
}

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
  const res = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  const body = (await res.json()) as { identity?: IdentityClientConfig };
  const identity = body.identity;
  if (!identity?.userPoolId?.includes('_') || !identity.userPoolClientId) {
    throw Object.assign(new Error('Auth UserPool not configured.'), { name: 'AuthUserPoolException' });
  }
  Amplify.configure({
    Auth: {
      Cognito: {
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
      },
    },
  });
  return identity;
}
