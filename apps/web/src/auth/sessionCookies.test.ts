import type { CookieStorage } from 'aws-amplify/utils';
import { describe, expect, it } from 'vitest';
import { moveSessionToCookies, SESSION_COOKIE_DAYS, sessionCookies } from './sessionCookies';

/** The attributes each cookie is written with (js-cookie's options, as CookieStorage passes them). */
const dataOf = (storage: CookieStorage) => (storage as unknown as { getData(): Record<string, unknown> }).getData();

describe('sessionCookies', () => {
  it('is secure for https and for localhost, where browsers keep Secure cookies', () => {
    for (const at of [
      { protocol: 'https:', hostname: 'dfr.example' },
      { protocol: 'http:', hostname: 'localhost' },
      { protocol: 'http:', hostname: '127.0.0.1' },
    ])
      expect(dataOf(sessionCookies(at))).toEqual({
        path: '/',
        expires: SESSION_COOKIE_DAYS,
        domain: undefined,
        secure: true,
        sameSite: 'strict',
      });
    expect(SESSION_COOKIE_DAYS).toBe(365);
  });

  it('drops the Secure flag only on a plain-http address that is not local (a browser would drop the cookie)', () => {
    expect(dataOf(sessionCookies({ protocol: 'http:', hostname: '192.168.1.20' }))).toMatchObject({ secure: false });
  });

  it('moves a session kept in local storage into the cookies once, leaving other keys alone', async () => {
    const jar = new Map<string, string>();
    const cookies = {
      getItem: async (k: string) => jar.get(k) ?? null,
      setItem: async (k: string, v: string) => void jar.set(k, v),
    } as unknown as CookieStorage;
    localStorage.clear();
    localStorage.setItem('CognitoIdentityServiceProvider.dfr-web.LastAuthUser', 'u1');
    localStorage.setItem('CognitoIdentityServiceProvider.dfr-web.u1.refreshToken', 'old-refresh');
    localStorage.setItem('lang', 'kh');
    jar.set('CognitoIdentityServiceProvider.dfr-web.u1.refreshToken', 'newer-refresh');
    await moveSessionToCookies(cookies, localStorage);
    expect(jar.get('CognitoIdentityServiceProvider.dfr-web.LastAuthUser')).toBe('u1');
    // A cookie already there is newer than the local copy: kept.
    expect(jar.get('CognitoIdentityServiceProvider.dfr-web.u1.refreshToken')).toBe('newer-refresh');
    expect(Object.keys(localStorage)).toEqual(['lang']);
  });
});
