// The `Authorization` header is read once per request (http/authorization.ts, issue 30) and every reader gets it.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { authorizationOf } from './authorization';

describe('authorizationOf (issue 30)', () => {
  it('reads the header once per request, for every reader; an absent header is empty', async () => {
    let reads = 0;
    const seen: string[] = [];
    const app = new Hono<AppContext>().get('/', (c) => {
      const header = c.req.header.bind(c.req);
      c.req.header = ((name?: string) => {
        reads += 1;
        return header(name as string);
      }) as typeof c.req.header;
      seen.push(authorizationOf(c), authorizationOf(c), authorizationOf(c));
      return c.body(null, 204);
    });
    await app.request('/', { headers: { authorization: 'Bearer one' } });
    expect(seen).toEqual(['Bearer one', 'Bearer one', 'Bearer one']);
    expect(reads).toBe(1);
    await app.request('/');
    expect(seen.slice(3)).toEqual(['', '', '']);
    expect(reads).toBe(2);
  });
});
