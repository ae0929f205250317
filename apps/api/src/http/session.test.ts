// The session's verification of a token (issue 30): requests of one client that arrive together with a token not
// verified lately wait for one verification instead of each verifying it (200 at once under the load test).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';
import { forgetTokens } from './session';

let h: Harness;
let statementId: string;
let token: string;
beforeAll(async () => {
  h = await startHarness({ DFR_RATE_LIMIT_PER_ADDRESS: '1000000', DFR_RATE_LIMIT_PER_USER: '1000000' });
  const seeded = await h.demo();
  statementId = seeded.statementId;
  token = seeded.demo.token;
});
afterAll(() => h.close());

/** Counts the identity's session lookups (one per verification of a token's signature that passed). */
function countLookups(): { count: () => number; restore: () => void } {
  const identity = h.deps.identity;
  const original = identity.resolveUser;
  let calls = 0;
  identity.resolveUser = (payload, raw) => {
    calls += 1;
    return original.call(identity, payload, raw);
  };
  return {
    count: () => calls,
    restore: () => {
      identity.resolveUser = original;
    },
  };
}

const read = (authorization: string) => h.app.request(`/api/statements/${statementId}`, { headers: { authorization } });

describe('signed-in requests arriving together', () => {
  it('share one verification of their token, and each is answered', async () => {
    forgetTokens();
    const lookups = countLookups();
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => read(`Bearer ${token}`)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(lookups.count()).toBe(1);
    } finally {
      lookups.restore();
    }
  });

  it('are each refused with a token that does not verify', async () => {
    forgetTokens();
    const forged = `Bearer ${token.slice(0, -8)}AAAAAAAA`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => read(forged)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    for (const answer of answers)
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    // The real token still verifies after them.
    expect((await read(`Bearer ${token}`)).status).toBe(200);
  });
});
