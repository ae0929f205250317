import { Hono } from 'hono';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext, Deps } from '../context';
import { ensureUser } from '../identity';
import { langOf, t } from '../http/messages';
import { requireUser, verifyAccessToken } from './index';
import { isRegulator, REGULATOR_GROUP, requireRegulator } from './regulator';
import { createTestDeps, signInForTest } from './testing';

let deps: Deps;
let cleanup: () => void;
beforeAll(async () => {
  ({ deps, cleanup } = await createTestDeps());
});
afterAll(() => cleanup());

function protectedApp() {
  return new Hono<AppContext>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .get('/me', requireUser, (c) => c.json(c.var.user));
}

describe('requireUser and verifyAccessToken', () => {
  it('accepts an access token from the real sign-in path and sets the user', async () => {
    const { accessToken, sub } = await signInForTest(deps, 'Ana@Example.com ');
    expect(await verifyAccessToken(deps, accessToken)).toEqual({ sub, email: 'ana@example.com', groups: [] });
    const res = await protectedApp().request('/me', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sub, email: 'ana@example.com', groups: [] });
  });

  it('knows regulator staff by their pool group, in the tokens and at once when it is taken away', async () => {
    await ensureUser(deps, { email: 'staff@example.com', password: 'Staff@2026', groups: [REGULATOR_GROUP] });
    const { accessToken, idToken } = await signInForTest(deps, 'staff@example.com', 'Staff@2026');
    const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(claims(accessToken)['cognito:groups']).toEqual(['regulator']);
    expect(claims(idToken)['cognito:groups']).toEqual(['regulator']);
    const desk = new Hono<AppContext>()
      .use('*', async (c, next) => {
        c.set('deps', deps);
        await next();
      })
      .onError((e, c) => c.json({ status: (e as { status?: number }).status }, 200))
      .get('/desk', requireUser, requireRegulator, (c) => c.json({ ok: isRegulator(c.var.user) }));
    const ask = async (token: string) =>
      (await desk.request('/desk', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(await ask(accessToken)).toEqual({ ok: true });
    const filer = await signInForTest(deps, 'filer@example.com');
    expect(claims(filer.accessToken)['cognito:groups']).toBeUndefined();
    expect(await ask(filer.accessToken)).toEqual({ status: 403 });
    // Taken out of the group: the same (still valid) token no longer opens the desk.
    await ensureUser(deps, { email: 'staff@example.com', password: 'Staff@2026', groups: [] });
    expect(await ask(accessToken)).toEqual({ status: 403 });
  });

  it('signs in an existing user again without signing up', async () => {
    const first = await signInForTest(deps, 'twice@example.com');
    const second = await signInForTest(deps, 'twice@example.com');
    expect(second.sub).toBe(first.sub);
  });

  it('answers 401 in the error envelope, in Khmer when asked, without or with a bad token', async () => {
    const none = await protectedApp().request('/me');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message_key: 'auth_user_unauthenticated',
        message: 'User needs to be authenticated to call this API.',
      },
    });
    const kh = await protectedApp().request('/me', {
      headers: { authorization: 'Bearer a.b.c', 'accept-language': 'km-KH' },
    });
    expect(kh.status).toBe(401);
    const body = (await kh.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/[\u1780-\u17FF]/);
    // The one error envelope and the one reading of accept-language (http/messages' langOf), not a copy of either.
    for (const lang of ['km-KH', 'kh', 'en-US,km;q=0.5', 'khmer']) {
      const res = await protectedApp().request('/me', { headers: { 'accept-language': lang } });
      expect(await res.json(), lang).toEqual({
        error: {
          code: 'UNAUTHENTICATED',
          message_key: 'auth_user_unauthenticated',
          message: t('auth_user_unauthenticated', langOf(lang)),
        },
      });
    }
  });

  it('refuses a tampered token and a token signed by another key', async () => {
    const { accessToken, idToken } = await signInForTest(deps, 'tamper@example.com');
    const [h, p, s] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${s}`;
    await expect(verifyAccessToken(deps, forged)).rejects.toThrow();
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: deps.identity.keys?.kid })
      .sign(privateKey);
    await expect(verifyAccessToken(deps, foreign)).rejects.toThrow();
    // An id token is not an access token.
    await expect(verifyAccessToken(deps, idToken)).rejects.toThrow(/not an access token/);
    const alg = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
    await expect(verifyAccessToken(deps, alg)).rejects.toThrow();
  });

  it('ensureUser is idempotent and creates a confirmed user who can sign in', async () => {
    const a = await ensureUser(deps, { email: 'demo@example.com', password: 'Demo@2026' });
    const b = await ensureUser(deps, { email: 'demo@example.com', password: 'Demo@2026' });
    expect(a.created).toBe(true);
    expect(b).toEqual({ sub: a.sub, created: false });
    const { sub } = await signInForTest(deps, 'demo@example.com', 'Demo@2026');
    expect(sub).toBe(a.sub);
  });
});
