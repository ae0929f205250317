// Bearer tokens are found by their tail and compared whole (http/token-map.ts, issue 30): a token that ends like a
// kept one is never given the kept one's value — not its verified session (session.ts), not its rate-limit key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type TestUser } from '../test/harness';
import { TokenMap } from './token-map';

describe('TokenMap (issue 30)', () => {
  it('answers a kept token, and nothing for another token with the same tail', () => {
    const map = new TokenMap<string>();
    const signature = 's'.repeat(60);
    const mine = `Bearer aaa.bbb.${signature}`;
    const forged = `Bearer aaa.ccc.${signature}`;
    map.set(mine, 'mine');
    expect(map.get(`Bearer aaa.bbb.${'s'.repeat(60)}`)).toBe('mine');
    expect(map.get(forged)).toBeUndefined();
    // The later of two such tokens takes the slot: a miss for the earlier, never the other's value.
    map.set(forged, 'forged');
    expect(map.get(forged)).toBe('forged');
    expect(map.get(mine)).toBeUndefined();
    expect(map.get('short')).toBeUndefined();
    map.set('short', 'a short key');
    expect(map.get('short')).toBe('a short key');
    expect(map.size).toBe(2);
    map.dropOldest();
    expect(map.size).toBe(1);
    expect(map.get('short')).toBe('a short key');
    map.clear();
    expect(map.size).toBe(0);
  });
});

describe('a verified token kept by the session (issue 30)', () => {
  let h: Harness;
  let user: TestUser;
  beforeAll(async () => {
    h = await startHarness();
    user = await h.user('token-map@example.com');
  });
  afterAll(() => h.close());

  it('is not answered to a tampered token that ends with the same signature', async () => {
    expect((await h.call('GET', '/api/me', { as: user })).status).toBe(200);
    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, email: 'someone-else@example.com' })).toString(
      'base64url',
    );
    const forged = { ...user, token: `${header}.${tampered}.${signature}` };
    // The real token is kept (verified a moment ago); the forged one ends with its signature and is refused.
    expect((await h.call('GET', '/api/me', { as: forged })).status).toBe(401);
    expect((await h.call('GET', '/api/me', { as: user })).status).toBe(200);
  });
});
