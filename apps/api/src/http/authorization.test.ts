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

describe('authorizationOf with Node raw headers (issue 30)', () => {
  /** An app that reads the header, counting the checked reads; `rawHeaders` stands for Node's request. */
  function counting() {
    let reads = 0;
    const app = new Hono<AppContext>().get('/', (c) => {
      const request = c.req;
      const original = request.header;
      // The checked read (node-server's `Headers` in production), counted.
      request.header = ((...args: Parameters<typeof original>) => {
        reads += 1;
        return original.apply(request, args);
      }) as typeof original;
      return c.text(authorizationOf(c));
    });
    const send = async (rawHeaders: string[], headers: Record<string, string>) =>
      (await app.fetch(new Request('http://localhost/', { headers }), { incoming: { rawHeaders } })).text();
    return { send, reads: () => reads };
  }

  it('takes a value read before as Node received it, without the checked read', async () => {
    const app = counting();
    const token = `Bearer ${'t'.repeat(900)}.first`;
    expect(await app.send(['Host', 'x', 'Authorization', token], { authorization: token })).toBe(token);
    expect(app.reads()).toBe(1);
    expect(await app.send(['Host', 'x', 'authorization', token], { authorization: token })).toBe(token);
    expect(app.reads()).toBe(1);
    // Another token (even one ending the same way) is read through the check.
    const other = `Bearer ${'u'.repeat(900)}.first`;
    expect(await app.send(['Authorization', other], { authorization: other })).toBe(other);
    expect(app.reads()).toBe(2);
  });

  it('reads through the check a header sent twice, or one the check changes', async () => {
    const app = counting();
    const token = 'Bearer twice';
    await app.send(['Authorization', token], { authorization: token });
    const reads = app.reads();
    // Sent twice: the checked read answers (whatever it makes of the two), every time.
    const twice = await app.send(['Authorization', token, 'Authorization', token], { authorization: token });
    expect(twice).toBe(token);
    expect(app.reads()).toBe(reads + 1);
    // A raw value the checked read trims is never taken as it is.
    for (let i = 0; i < 2; i++)
      expect(await app.send(['Authorization', ' Bearer spaced '], { authorization: 'Bearer spaced' })).toBe(
        'Bearer spaced',
      );
    expect(app.reads()).toBe(reads + 3);
  });
});
