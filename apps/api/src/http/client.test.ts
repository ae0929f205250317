import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, isProxied, parseTrustedProxies } from './client';

/** Issue 19, finding 5: proxy headers are believed only from configured proxies. */
async function ask(socket: string, headers: Record<string, string>, trusted: string | undefined) {
  const app = new Hono().get('/', (c) => {
    const set = parseTrustedProxies(trusted);
    return c.json({ address: clientAddressOf(c, set), proxied: isProxied(c, set) });
  });
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return (await res.json()) as { address: string; proxied: boolean };
}

describe('the client address', () => {
  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    expect(await ask('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }, undefined)).toEqual({
      address: '203.0.113.9',
      proxied: true,
    });
    expect(await ask('203.0.113.9', { 'x-forwarded-for': '1.2.3.4' }, '10.0.0.1')).toMatchObject({
      address: '203.0.113.9',
    });
  });

  it('takes the rightmost untrusted hop behind a configured proxy (a client cannot forge its way left)', async () => {
    expect(await ask('10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }, '10.0.0.1')).toEqual({
      address: '198.51.100.7',
      proxied: true,
    });
    expect(await ask('::ffff:10.0.0.1', { 'x-forwarded-for': '198.51.100.7, 10.0.0.2' }, '10.0.0.1,10.0.0.2')).toEqual({
      address: '198.51.100.7',
      proxied: true,
    });
    // Two clients behind the proxy are two addresses (20 bad logins of one no longer slow the other).
    const a = await ask('10.0.0.1', { 'x-forwarded-for': '198.51.100.1' }, '10.0.0.1');
    const b = await ask('10.0.0.1', { 'x-forwarded-for': '198.51.100.2' }, '10.0.0.1');
    expect(a.address).not.toBe(b.address);
  });

  it('is the socket address when nothing is forwarded', async () => {
    expect(await ask('127.0.0.1', {}, undefined)).toEqual({ address: '127.0.0.1', proxied: false });
  });
});
