import type { Context } from 'hono';
import type { AppContext } from '../context';

/**
 * The request's `Authorization` header (`''` without one), read once per request and kept on the context (issue 30):
 * each read through the web `Headers` copies the raw headers' list and scans the ~1 KB value for forbidden characters,
 * and the rate limits, the session and the token's verification each need it.
 */
export function authorizationOf(c: Context<AppContext>): string {
  let value = c.get('authorization');
  if (value === undefined) {
    value = c.req.header('authorization') ?? '';
    c.set('authorization', value);
  }
  return value;
}
