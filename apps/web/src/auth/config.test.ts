import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieStorage } from 'aws-amplify/utils';
import { setTokenProvider } from '../api/client';
import { stubApi } from '../test/apiStub';
import type { IdentityClientConfig } from './config';

const configure = vi.hoisted(() => vi.fn());
vi.mock('aws-amplify', () => ({ Amplify: { configure } }));
const setKeyValueStorage = vi.hoisted(() => vi.fn());
vi.mock('aws-amplify/auth/cognito', () => ({ cognitoUserPoolsTokenProvider: { setKeyValueStorage } }));

/** The identity part of `/config.json` as the embedded endpoint serves it (typed by the API's route). */
const embedded: IdentityClientConfig = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_local',
  userPoolClientId: 'dfr-web',
  userPoolEndpoint: 'http://localhost:3000/identity',
  mode: 'embedded',
};
const configJson = (identity: Partial<IdentityClientConfig>) => [{ path: '/config.json', body: { identity } }];

/** A fresh module each time: `authReady` keeps its answer once configured. */
const load = async () => {
  vi.resetModules();
  const { setTokenProvider: register } = await import('../api/client');
  const token = vi.fn(async () => 'access-token');
  register(token);
  return { ...(await import('./config')), token };
};

beforeEach(() => {
  configure.mockClear();
  setKeyValueStorage.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  setTokenProvider(async () => undefined);
});

describe('authReady', () => {
  it('configures aws-amplify from the API’s /config.json, without the token provider (which waits for it)', async () => {
    const fetch = stubApi(configJson(embedded));
    const { authReady, token } = await load();
    await expect(authReady()).resolves.toEqual(embedded);
    expect(configure).toHaveBeenCalledOnce();
    expect(configure.mock.calls[0]?.[0].Auth.Cognito).toMatchObject({
      userPoolId: embedded.userPoolId,
      userPoolClientId: embedded.userPoolClientId,
      userPoolEndpoint: embedded.userPoolEndpoint,
    });
    expect(token).not.toHaveBeenCalled();
    const [input, init] = fetch.mock.calls[0]!;
    expect(String(input)).toMatch(/\/config\.json$/);
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    // Configured once: a second caller gets the same answer without asking again.
    await authReady();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('reads /config.json once for the page: the theme gets the answer the identity client was configured from', async () => {
    const fetch = stubApi(configJson(embedded));
    const { authReady } = await load();
    const { getRuntimeConfig } = await import('../api/hooks');
    const [identity, config] = await Promise.all([authReady(), getRuntimeConfig()]);
    expect(config.identity).toEqual(identity);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('keeps the session in cookies: 365 days, Secure, SameSite=Strict (the specification’s default)', async () => {
    stubApi(configJson(embedded));
    const { authReady } = await load();
    await authReady();
    expect(setKeyValueStorage).toHaveBeenCalledOnce();
    const storage = setKeyValueStorage.mock.calls[0]?.[0];
    expect(storage).toBeInstanceOf(CookieStorage);
    expect(storage.getData()).toMatchObject({ path: '/', expires: 365, secure: true, sameSite: 'strict' });
  });

  it('passes the identity pool (id, endpoint, guest flag) to aws-amplify', async () => {
    const pool = {
      identityPoolId: 'ap-southeast-1:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
      identityPoolEndpoint: 'http://localhost:3000/identity',
      allowGuestAccess: false,
    };
    stubApi(configJson({ ...embedded, ...pool }));
    const { authReady } = await load();
    await authReady();
    expect(configure.mock.calls[0]?.[0].Auth.Cognito).toMatchObject(pool);
  });

  it('refuses an identity pool id without a colon (the specification’s check)', async () => {
    stubApi(configJson({ ...embedded, identityPoolId: 'ap-southeast-1_nocolon' }));
    const { authReady } = await load();
    await expect(authReady()).rejects.toMatchObject({
      name: 'InvalidIdentityPoolIdException',
      message: 'Invalid identity pool id provided.',
    });
    expect(configure).not.toHaveBeenCalled();
  });

  it('for a Cognito pool, gives aws-amplify no endpoint', async () => {
    const { userPoolEndpoint: _, ...cognito } = embedded;
    stubApi(configJson({ ...cognito, mode: 'cognito' }));
    const { authReady } = await load();
    await authReady();
    expect(configure.mock.calls[0]?.[0].Auth.Cognito).not.toHaveProperty('userPoolEndpoint');
  });

  it('refuses a configuration without a user pool (AuthUserPoolException), and asks again next time', async () => {
    const fetch = stubApi(configJson({ ...embedded, userPoolId: '' }));
    const { authReady } = await load();
    await expect(authReady()).rejects.toMatchObject({ name: 'AuthUserPoolException' });
    expect(configure).not.toHaveBeenCalled();
    await expect(authReady()).rejects.toMatchObject({ name: 'AuthUserPoolException' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails with the API’s status when /config.json cannot be read', async () => {
    stubApi([]);
    const { authReady } = await load();
    await expect(authReady()).rejects.toMatchObject({ status: 404 });
    expect(configure).not.toHaveBeenCalled();
  });
});
