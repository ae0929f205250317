import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from './service';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  h = await startHarness();
  user = await h.user('user@example.com');
  other = await h.user('other@example.com');
});
afterAll(() => h.close());

describe('notifications', () => {
  it("lists the user's own notifications, newest first, and marks one read", async () => {
    await notify(h.deps.db, user.sub, {
      kind: 'test',
      messageKey: 'notification.edit_code_sent',
      params: { year: 2024 },
    });
    await notify(h.deps.db, user.sub, {
      kind: 'test',
      messageKey: 'notification.edit_code_sent',
      params: { year: 2025 },
    });
    const list = await h.call('GET', '/api/notifications', { as: user });
    expect(list.data.notifications).toHaveLength(2);
    expect((await h.call('GET', '/api/notifications', { as: other })).data.notifications).toEqual([]);
    const id = list.data.notifications[0].id;
    const read = await h.call('POST', `/api/notifications/${id}/read`, { as: user });
    expect(read.status).toBe(200);
    expect(read.data.readAt).toBeTruthy();
    expect((await h.call('GET', '/api/notifications?unread=true', { as: user })).data.notifications).toHaveLength(1);
    // Someone else's notification does not exist for another user; an unknown id neither.
    expect((await h.call('POST', `/api/notifications/${id}/read`, { as: other })).status).toBe(404);
    expect((await h.call('POST', '/api/notifications/nope/read', { as: user })).status).toBe(404);
    expect((await h.call('GET', '/api/notifications?limit=0', { as: user })).status).toBe(422);
    expect((await h.call('GET', '/api/notifications')).status).toBe(401);
  });
});
