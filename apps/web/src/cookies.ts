/** The specification's cookie default: 365 days, secure. */
export const COOKIE_DAYS = 365;

/** Origins a browser treats as secure over plain http (it keeps a Secure cookie set there). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether the app's cookies are Secure here: always over https and on this machine; a browser drops a Secure cookie set
 * by a plain-http page on another host, so such a deployment (a test install on a LAN address) gets them without it.
 */
export function secureCookies(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return location.protocol === 'https:' || LOCAL_HOSTS.includes(location.hostname);
}
