import { CookieStorage } from 'aws-amplify/utils';
import { COOKIE_DAYS, secureCookies } from '../cookies';

/** The specification's cookie default: 365 days, secure. */
export const SESSION_COOKIE_DAYS = COOKIE_DAYS;

/**
 * Where aws-amplify keeps the session (tokens, device keys, the last user): cookies for the whole site, 365 days,
 * Secure and SameSite=Strict. A browser drops a Secure cookie set by a plain-http page other than localhost, so such a
 * deployment (a test install on a LAN address) gets the same cookies without the Secure flag rather than no session.
 * The API reads only the bearer token, never these cookies, so they carry no authority of their own (no CSRF).
 */
export function sessionCookies(location: Pick<Location, 'protocol' | 'hostname'> = window.location): CookieStorage {
  return new CookieStorage({
    path: '/',
    expires: SESSION_COOKIE_DAYS,
    secure: secureCookies(location),
    sameSite: 'strict',
  });
}

/** aws-amplify's prefix for what its token provider stores. */
const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Moves a session kept in local storage (before sessions moved to cookies) into the cookies once, so nobody is signed
 * out by the change; the local copies are removed.
 */
export async function moveSessionToCookies(
  cookies: CookieStorage,
  storage: Storage | undefined = globalThis.localStorage,
) {
  if (!storage) return;
  const keys = Object.keys(storage).filter((key) => key.startsWith(AMPLIFY_PREFIX));
  for (const key of keys) {
    const value = storage.getItem(key);
    if (value !== null && (await cookies.getItem(key)) === null) await cookies.setItem(key, value);
    storage.removeItem(key);
  }
}
