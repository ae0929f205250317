import type { Deps } from '../context';

/**
 * The identity part of `/config.json`: what aws-amplify needs (`Auth.Cognito`). For the embedded endpoint it includes
 * `userPoolEndpoint` (the public URL, or this request's origin); for a Cognito pool there is no endpoint.
 */
export function identityClientConfig(deps: Pick<Deps, 'identity' | 'env'>, requestUrl: string) {
  const { config } = deps.identity;
  const origin = (deps.env.DFR_PUBLIC_URL ?? new URL(requestUrl).origin).replace(/\/$/, '');
  return {
    identity: {
      region: config.region,
      userPoolId: config.userPoolId,
      userPoolClientId: config.clientId,
      ...(config.endpointPath ? { userPoolEndpoint: `${origin}${config.endpointPath}` } : {}),
      // The embedded identity pool answers on the same endpoint (AWSCognitoIdentityService.*).
      ...(deps.identity.pool && config.endpointPath
        ? {
            identityPoolId: deps.identity.pool.id,
            identityPoolEndpoint: `${origin}${config.endpointPath}`,
            allowGuestAccess: deps.identity.pool.allowGuestAccess,
          }
        : {}),
      mode: config.mode,
      /** Local mailbox page (embedded e-mail only). */
      ...(deps.env.DFR_SMTP_URL || !deps.env.DFR_DEMO || deps.env.NODE_ENV === 'production'
        ? {}
        : { mailbox: '/mailbox' }),
    },
  };
}
