import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDeps } from '../auth/testing';
import type { Deps } from '../context';
import { EMBEDDED_CLIENT_ID } from './index';

// The embedded identity pool answers GetId and GetCredentialsForIdentity as Amazon Cognito Identity does (the shapes
// aws-amplify's credentials provider reads), on the /identity endpoint.
type Json = Record<string, any>;
const PASSWORD = 'Secret@123';

async function harness(guests: boolean) {
  const { deps, cleanup } = await createTestDeps({ DFR_IDENTITY_GUEST_ACCESS: String(guests) });
  const app = createApp(deps);
  const call = async (target: string, body: Json) => {
    const res = await app.request(
      '/identity',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: '10.9.0.1', remotePort: 1234, remoteFamily: 'IPv4' } } },
    );
    return { status: res.status, body: (await res.json()) as Json };
  };
  const pool = (op: string, body: Json) => call(`AWSCognitoIdentityService.${op}`, body);
  const idToken = async (email: string) => {
    await deps.identity.service!.ensureUser({ email, password: PASSWORD });
    const res = await call('AWSCognitoIdentityProviderService.InitiateAuth', {
      ClientId: EMBEDDED_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    return res.body.AuthenticationResult.IdToken as string;
  };
  const config = (await (await app.request('/config.json')).json()) as { identity: Json };
  const logins = (token: string) => ({ [deps.identity.config.issuer.replace(/^\w+:\/\//, '')]: token });
  return { deps, cleanup, pool, idToken, config: config.identity, logins };
}

const expectError = (res: { status: number; body: Json }, type: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ __type: type, message: expect.any(String) });
};

describe('the embedded identity pool (guests allowed)', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  beforeAll(async () => {
    h = await harness(true);
  });
  afterAll(() => h.cleanup());

  it('is in /config.json: its id has a colon, the endpoint and the guest flag', () => {
    expect(h.config.identityPoolId).toMatch(/^ap-southeast-1:[0-9a-f-]{36}$/);
    expect(h.config.identityPoolEndpoint).toMatch(/\/identity$/);
    expect(h.config.allowGuestAccess).toBe(true);
  });

  it('gives a guest an identity and credentials; after sign-in that identity becomes the user’s primary one', async () => {
    const IdentityPoolId = h.config.identityPoolId;
    const guest = await h.pool('GetId', { IdentityPoolId });
    expect(guest.status).toBe(200);
    expect(guest.body.IdentityId).toMatch(/^ap-southeast-1:[0-9a-f-]{36}$/);
    const guestCreds = await h.pool('GetCredentialsForIdentity', { IdentityId: guest.body.IdentityId });
    expect(guestCreds.status).toBe(200);
    expect(guestCreds.body).toMatchObject({
      IdentityId: guest.body.IdentityId,
      Credentials: {
        AccessKeyId: expect.stringMatching(/^ASIA[A-Z0-9]{16,}$/),
        SecretKey: expect.any(String),
        SessionToken: expect.any(String),
      },
    });
    // Expiration in epoch seconds, about an hour ahead.
    const ttl = guestCreds.body.Credentials.Expiration - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
    expect(await h.deps.identity.pool!.verifySessionToken(guestCreds.body.Credentials.SessionToken)).toEqual({
      identityId: guest.body.IdentityId,
      kind: 'guest',
    });

    const token = await h.idToken('pool-user@example.com');
    const own = await h.pool('GetId', { IdentityPoolId, Logins: h.logins(token) });
    expect(own.body.IdentityId).not.toBe(guest.body.IdentityId);
    // The guest identity with the login: the answer names the user's identity (aws-amplify keeps it as primary).
    const merged = await h.pool('GetCredentialsForIdentity', {
      IdentityId: guest.body.IdentityId,
      Logins: h.logins(token),
    });
    expect(merged.status).toBe(200);
    expect(merged.body.IdentityId).toBe(own.body.IdentityId);
    expect(await h.deps.identity.pool!.verifySessionToken(merged.body.Credentials.SessionToken)).toMatchObject({
      kind: 'authenticated',
    });
    // The same user gets the same identity again.
    expect((await h.pool('GetId', { IdentityPoolId, Logins: h.logins(token) })).body.IdentityId).toBe(
      own.body.IdentityId,
    );
  });

  it('keeps guest and authenticated apart, and answers errors in Cognito’s shape', async () => {
    const IdentityPoolId = h.config.identityPoolId;
    const token = await h.idToken('apart@example.com');
    const own = (await h.pool('GetId', { IdentityPoolId, Logins: h.logins(token) })).body.IdentityId;
    // An authenticated identity without its login.
    expectError(await h.pool('GetCredentialsForIdentity', { IdentityId: own }), 'NotAuthorizedException');
    // Another user's identity with my login.
    const other = await h.idToken('other@example.com');
    expectError(
      await h.pool('GetCredentialsForIdentity', { IdentityId: own, Logins: h.logins(other) }),
      'NotAuthorizedException',
    );
    // A forged id, a bad token, a wrong provider, an unknown pool, a pool id without a colon.
    expectError(
      await h.pool('GetCredentialsForIdentity', { IdentityId: 'ap-southeast-1:00000000-0000-0000-0000-000000000000' }),
      'NotAuthorizedException',
    );
    expectError(
      await h.pool('GetId', { IdentityPoolId, Logins: h.logins(`${token.slice(0, -4)}AAAA`) }),
      'NotAuthorizedException',
    );
    expectError(
      await h.pool('GetId', { IdentityPoolId, Logins: { 'accounts.google.com': token } }),
      'NotAuthorizedException',
    );
    expectError(
      await h.pool('GetId', { IdentityPoolId: 'ap-southeast-1:11111111-1111-1111-1111-111111111111' }),
      'ResourceNotFoundException',
    );
    expectError(await h.pool('GetId', { IdentityPoolId: 'no-colon' }), 'InvalidParameterException');
    expectError(await h.pool('GetCredentialsForIdentity', {}), 'InvalidParameterException');
    expectError(await h.pool('ListIdentities', {}), 'UnknownOperationException');
  });
});

describe('the embedded identity pool (guests not configured)', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  beforeAll(async () => {
    h = await harness(false);
  });
  afterAll(() => h.cleanup());

  it('refuses guest identities but serves signed-in users', async () => {
    expect(h.config.allowGuestAccess).toBe(false);
    const IdentityPoolId = h.config.identityPoolId;
    expectError(await h.pool('GetId', { IdentityPoolId }), 'NotAuthorizedException');
    const token = await h.idToken('member@example.com');
    const id = await h.pool('GetId', { IdentityPoolId, Logins: h.logins(token) });
    expect(id.status).toBe(200);
    const creds = await h.pool('GetCredentialsForIdentity', {
      IdentityId: id.body.IdentityId,
      Logins: h.logins(token),
    });
    expect(creds.status).toBe(200);
    expect(creds.body.IdentityId).toBe(id.body.IdentityId);
  });
});
