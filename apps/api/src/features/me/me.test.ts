import { ACCOUNTING_QUALIFICATIONS } from '@dfr/forms/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let user: TestUser;

beforeAll(async () => {
  h = await startHarness();
  user = await h.user('me@example.com');
});
afterAll(() => h.close());

describe('GET/PATCH /api/me', () => {
  it('answers the profile of the signed-in user, 401 without a token', async () => {
    expect((await h.call('GET', '/api/me')).status).toBe(401);
    const me = await h.call('GET', '/api/me', { as: user });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ id: user.sub, email: 'me@example.com', memberships: [], version: 1 });
  });

  it('updates firm details with the version read; stale and invalid input change nothing', async () => {
    const ok = await h.call('PATCH', '/api/me', {
      as: user,
      json: {
        version: 1,
        position: 'Chief accountant',
        userType: 'accountingFirmUser',
        partOfAccountingFirm: true,
        highestQualification: ACCOUNTING_QUALIFICATIONS[0],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ position: 'Chief accountant', version: 2 });
    expect((await h.call('PATCH', '/api/me', { as: user, json: { version: 1, position: 'X' } })).status).toBe(409);
    const bad = await h.call('PATCH', '/api/me', { as: user, json: { version: 2, dateOfBirth: '31/12/1990' } });
    expect(bad.status).toBe(422);
    // A user of an accounting firm gives the highest qualification (the @dfr/forms rule).
    const firm = await h.call('PATCH', '/api/me', { as: user, json: { version: 2, partOfAccountingFirm: true } });
    expect(firm.status).toBe(422);
    expect(Object.keys(firm.data.error.fields)).toContain('highestQualification');
    expect((await h.call('GET', '/api/me', { as: user })).data.position).toBe('Chief accountant');
  });
});
