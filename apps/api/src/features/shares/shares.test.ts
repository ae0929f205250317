import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

// Share links (routes.ts, service.ts): only an accepted statement is shared, only by its entity's admins, and a link
// that is not one opens nothing. The whole path to an accepted filing and its link is in
// features/submissions/submissions.test.ts ("accepts a filing: ... shared by a revocable link").
let h: Harness;
let owner: TestUser;
let stranger: TestUser;
let statementId: string;
beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('share-owner@example.com');
  stranger = await h.user('share-stranger@example.com');
  const entityId = await h.entity(owner, '00077001');
  statementId = await h.statement(owner, entityId);
});
afterAll(() => h.close());

describe('share links', () => {
  it('refuses to share a statement that is not accepted, in both languages', async () => {
    const en = await h.call('POST', `/api/statements/${statementId}/shares`, { as: owner });
    expect(en.status).toBe(409);
    expect(en.data.error.message_key).toBe('share_not_accepted');
    const km = await h.call('POST', `/api/statements/${statementId}/shares`, { as: owner, lang: 'km' });
    expect(km.data.error.message).toMatch(/[\u1780-\u17FF]/);
    expect((await h.call('GET', `/api/statements/${statementId}/shares`, { as: owner })).data.shares).toEqual([]);
  });

  it("keeps an entity's links from strangers, and a link that does not exist opens nothing", async () => {
    expect((await h.call('GET', `/api/statements/${statementId}/shares`, { as: stranger })).status).toBe(404);
    expect((await h.call('POST', `/api/statements/${statementId}/shares`, { as: stranger })).status).toBe(404);
    const unknown = await h.call('GET', '/api/public/shares/no-such-link', { as: stranger });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message_key).toBe('share_not_found');
    expect((await h.call('DELETE', `/api/statements/${statementId}/shares/no-such-link`, { as: owner })).status).toBe(
      404,
    );
    expect((await h.call('GET', '/api/public/shares/no-such-link')).status).toBe(401);
  });
});
