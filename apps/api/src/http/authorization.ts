import type { Context } from 'hono';
import type { AppContext } from '../context';
import { TokenMap } from './token-map';

/**
 * Values of the header read through node-server's checked read (which scans the ~1 KB value for forbidden characters
 * and trims it) that came back exactly as Node received them: the same value again is taken as it is (issue 30).
 */
const checked = new TokenMap<true>();
const CHECKED_LIMIT = 10_000;

/**
 * The request's `Authorization` header (`''` without one), read once per request and kept on the context (issue 30):
 * each read through the web `Headers` copies the raw headers' list and scans the ~1 KB value for forbidden characters,
 * and the rate limits, the session and the token's verification each need it. When Node serves the request and it
 * carries the header once with a value already read that way (a client's token, request after request), that value
 * is taken from Node's raw headers without the scan: the checked read would give it unchanged.
 */
export function authorizationOf(c: Context<AppContext>): string {
  let value = c.get('authorization');
  if (value === undefined) {
    const raw = rawAuthorization(c);
    if (raw !== undefined && checked.get(raw)) value = raw;
    else {
      value = c.req.header('authorization') ?? '';
      if (raw !== undefined && raw === value && value !== '') {
        if (checked.size >= CHECKED_LIMIT) checked.clear();
        checked.set(raw, true);
      }
    }
    c.set('authorization', value);
  }
  return value;
}

/** The header's value among Node's raw headers when it is there once; `undefined` otherwise (or not served by Node). */
function rawAuthorization(c: Context<AppContext>): string | undefined {
  const raw = (c.env as { incoming?: { rawHeaders?: unknown } } | undefined)?.incoming?.rawHeaders;
  if (!Array.isArray(raw)) return undefined;
  let found: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i];
    if (typeof name === 'string' && name.length === 13 && name.toLowerCase() === 'authorization') {
      if (found !== undefined) return undefined; // sent twice: the checked read decides
      found = String(raw[i + 1]);
    }
  }
  return found;
}
