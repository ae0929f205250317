import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type TestUser } from '../test/harness';

/** Issue 19, finding 7: bad input gets a 4xx with a message in both languages, never a 500. */
let h: Harness;
let user: TestUser;
beforeAll(async () => {
  h = await startHarness();
  user = await h.user('someone@example.com');
  await h.call('GET', '/api/me', { as: user });
});
afterAll(() => h.close());

describe('bodies that are not objects', () => {
  it.each(['null', '[]', '"text"', '42', 'true'])(
    'PATCH /api/me with %s is refused as invalid, not a 500',
    async (body) => {
      const res = await h.call('PATCH', '/api/me', { as: user, body, type: 'application/json' });
      expect(res.status).toBe(422);
      expect(res.data.error.message_key).toBeTruthy();
      const km = await h.call('PATCH', '/api/me', { as: user, body, type: 'application/json', lang: 'km-KH' });
      expect(km.data.error.message).toMatch(/[\u1780-\u17FF]/);
    },
  );
});
