import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDeps } from '../../auth/testing';
import { EMBEDDED_CLIENT_ID, EMBEDDED_POOL_ID } from '../../identity';

// The HTTP side of the embedded identity endpoint (routes.ts): CORS, the target header, the body's JSON, the JWKS
// and config.json. The operations themselves are tested beside them in apps/api/src/identity/.
let cleanup: () => void;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const made = await createTestDeps();
  cleanup = made.cleanup;
  app = createApp(made.deps);
});
afterAll(() => cleanup());

// biome-ignore lint/suspicious/noExplicitAny: the tests read the endpoint's JSON answers loosely
type Json = Record<string, any>;

const PASSWORD = 'Secret@123';
const ClientId = EMBEDDED_CLIENT_ID;
let addressCounter = 1;
const freshAddress = () => `10.1.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

async function call(op: string, body: Record<string, unknown>) {
  const res = await app.request(
    '/identity',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: freshAddress(), remotePort: 1234, remoteFamily: 'IPv4' } } },
  );
  return { status: res.status, body: (await res.json()) as Json };
}

async function expectError(p: ReturnType<typeof call>, type: string) {
  const res = await p;
  expect(res.status).toBe(400);
  expect(res.body.__type).toBe(type);
  expect(typeof res.body.message).toBe('string');
}

describe('the identity endpoint: transport', () => {
  it('answers CORS preflights with the amz headers allowed', async () => {
    const res = await app.request('/identity', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(res.status).toBe(204);
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    expect(allowed).toContain('x-amz-target');
    expect(allowed).toContain('x-amz-user-agent');
  });

  it('refuses an unknown operation, a missing target, bad JSON and a wrong client id', async () => {
    await expectError(call('AdminCreateUser', { ClientId }), 'UnknownOperationException');
    const noTarget = await app.request('/identity', { method: 'POST', body: '{}' });
    expect(noTarget.status).toBe(400);
    expect(((await noTarget.json()) as { __type: string }).__type).toBe('UnknownOperationException');
    const bad = await app.request('/identity', {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: '{not json',
    });
    expect(((await bad.json()) as { __type: string }).__type).toBe('SerializationException');
    await expectError(
      call('SignUp', { ClientId: 'other', Username: 'x@example.com', Password: PASSWORD }),
      'ResourceNotFoundException',
    );
    // Groups are never written by the user, not even at sign-up (issue 34).
    await expectError(
      call('SignUp', {
        ClientId,
        Username: 'groups@example.com',
        Password: PASSWORD,
        UserAttributes: [{ Name: 'custom:groups', Value: 'regulator' }],
      }),
      'NotAuthorizedException',
    );
  });

  it('publishes the signing key as a JWKS under the issuer, and config.json carries the pool', async () => {
    const res = await app.request(`/identity/${EMBEDDED_POOL_ID}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect((await app.request('/identity/other_pool/.well-known/jwks.json')).status).toBe(404);
    const config = (await (await app.request('http://localhost:4000/config.json')).json()) as Json;
    expect(config.identity).toMatchObject({
      region: 'ap-southeast-1',
      userPoolId: EMBEDDED_POOL_ID,
      userPoolClientId: ClientId,
      userPoolEndpoint: 'http://localhost:4000/identity',
    });
    expect(config.identity.userPoolId).toContain('_');
  });
});
