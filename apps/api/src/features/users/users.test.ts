import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let owner: TestUser;
let colleague: TestUser;
let stranger: TestUser;
let entityId: string;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
  colleague = await h.user('colleague@example.com');
  stranger = await h.user('stranger@example.com');
  // The colleague has used the API once, so a profile exists.
  await h.call('GET', '/api/me', { as: colleague });
  entityId = (await h.call('POST', '/api/entities', { as: owner, json: entityBody('USR-1') })).data.id;
});
afterAll(() => h.close());

const usersOf = async (as: TestUser) => (await h.call('GET', `/api/entities/${entityId}/users`, { as })).data.users;

describe('users and access', () => {
  it('invites a known user (active at once, notified, emailed) and an unknown email (pending until sign-up)', async () => {
    const known = await h.call('POST', `/api/entities/${entityId}/users`, {
      as: owner,
      json: { email: ' Colleague@Example.com ', role: 'preparer' },
    });
    expect(known.status).toBe(201);
    expect(known.data).toMatchObject({ email: 'colleague@example.com', status: 'active', role: 'preparer' });
    const notes = await h.call('GET', '/api/notifications', { as: colleague });
    expect(notes.data.notifications[0]).toMatchObject({ kind: 'invitation', messageKey: 'notification.invited' });
    const pending = await h.call('POST', `/api/entities/${entityId}/users`, {
      as: owner,
      json: { email: 'newcomer@example.com', role: 'viewer' },
    });
    expect(pending.data.status).toBe('pending');
    // The invitation says what a viewer is invited to (view, not prepare) and links to sign-up with the address
    // (issue 33, defect 3).
    const invitation = await h.latestEmail('newcomer@example.com');
    expect(invitation?.template).toBe('invitation');
    expect(invitation!.text).toContain('has invited you to view the financial statements for');
    expect(invitation!.text).not.toContain('prepare');
    expect(invitation!.text).toContain('/signup?email=newcomer%40example.com');
    const newcomer = await h.user('newcomer@example.com');
    const mine = await h.call('GET', '/api/entities', { as: newcomer });
    expect(mine.data.entities.map((e: { id: string }) => e.id)).toEqual([entityId]);
    expect((await usersOf(owner)).find((u: { email: string }) => u.email === 'newcomer@example.com').status).toBe(
      'active',
    );
  });

  it('refuses a duplicate invitation, a bad email and a super_admin role', async () => {
    const dup = await h.call('POST', `/api/entities/${entityId}/users`, {
      as: owner,
      json: { email: 'colleague@example.com', role: 'viewer' },
    });
    expect(dup.status).toBe(409);
    const bad = await h.call('POST', `/api/entities/${entityId}/users`, {
      as: owner,
      json: { email: 'nope', role: 'sa' },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.email).toBe('Invalid email: enter an address like name@example.com.');
    expect(bad.data.error.field_keys.email).toBe('invalid_email');
    const sa = await h.call('POST', `/api/entities/${entityId}/users`, {
      as: owner,
      json: { email: 'x@example.com', role: 'super_admin' },
    });
    expect(sa.status).toBe(422);
  });

  it('changes a role with the version read; stale → 409; preparers may not manage users', async () => {
    const member = (await usersOf(owner)).find((u: { email: string }) => u.email === 'colleague@example.com');
    const ok = await h.call('PATCH', `/api/entities/${entityId}/users/${member.id}`, {
      as: owner,
      json: { role: 'approver', version: member.version },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.role).toBe('approver');
    const staleRes = await h.call('PATCH', `/api/entities/${entityId}/users/${member.id}`, {
      as: owner,
      json: { role: 'viewer', version: member.version },
    });
    expect(staleRes.status).toBe(409);
    const asMember = await h.call('PATCH', `/api/entities/${entityId}/users/${member.id}`, {
      as: colleague,
      json: { role: 'admin', version: ok.data.version },
    });
    expect(asMember.status).toBe(403);
    const asStranger = await h.call('GET', `/api/entities/${entityId}/users`, { as: stranger });
    expect(asStranger.status).toBe(404);
    const missing = await h.call('PATCH', `/api/entities/${entityId}/users/nope`, {
      as: owner,
      json: { role: 'viewer', version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it("refuses to change the super admin's role (only a transfer does), saying so in both languages", async () => {
    const sa = (await usersOf(owner)).find((u: { role: string }) => u.role === 'super_admin');
    for (const lang of ['en', 'km-KH']) {
      const res = await h.call('PATCH', `/api/entities/${entityId}/users/${sa.id}`, {
        as: owner,
        lang,
        json: { role: 'viewer', version: sa.version },
      });
      expect(res.status).toBe(409);
      expect(res.data.error.message_key).toBe('super_admin_role_fixed');
      expect(res.data.error.message).toMatch(lang === 'en' ? /transferring super admin rights/ : /អ្នកគ្រប់គ្រងជាន់ខ្ពស់/);
    }
    expect((await usersOf(owner)).find((u: { id: string }) => u.id === sa.id).role).toBe('super_admin');
  });

  it('removes a user only with their email typed; the super admin cannot be removed', async () => {
    const list = await usersOf(owner);
    const newcomer = list.find((u: { email: string }) => u.email === 'newcomer@example.com');
    const superAdmin = list.find((u: { role: string }) => u.role === 'super_admin');
    const wrong = await h.call('DELETE', `/api/entities/${entityId}/users/${newcomer.id}`, {
      as: owner,
      json: { email: 'other@example.com', version: newcomer.version },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.data.error.field_keys).toEqual({ email: 'email_mismatch' });
    const sa = await h.call('DELETE', `/api/entities/${entityId}/users/${superAdmin.id}`, {
      as: owner,
      json: { email: superAdmin.email, version: superAdmin.version },
    });
    expect(sa.status).toBe(409);
    expect(sa.data.error.message).toBe('The user cannot be removed (admin).');
    const staleRes = await h.call('DELETE', `/api/entities/${entityId}/users/${newcomer.id}`, {
      as: owner,
      json: { email: newcomer.email, version: newcomer.version + 5 },
    });
    expect(staleRes.status).toBe(409);
    const ok = await h.call('DELETE', `/api/entities/${entityId}/users/${newcomer.id}`, {
      as: owner,
      json: { email: ' NEWCOMER@example.com ', version: newcomer.version },
    });
    expect(ok.status).toBe(200);
    expect((await usersOf(owner)).some((u: { email: string }) => u.email === 'newcomer@example.com')).toBe(false);
    const byStranger = await h.call('DELETE', `/api/entities/${entityId}/users/${superAdmin.id}`, {
      as: stranger,
      json: { email: superAdmin.email, version: 1 },
    });
    expect(byStranger.status).toBe(404);
  });

  it('transfers super admin to another member (confirm typed); only the super admin may', async () => {
    const heir = (await usersOf(owner)).find((u: { email: string }) => u.email === 'colleague@example.com');
    const byOther = await h.call('POST', `/api/entities/${entityId}/super-admin`, {
      as: colleague,
      json: { userId: colleague.sub, confirm: 'confirm', version: heir.version },
    });
    expect(byOther.status).toBe(403);
    const noConfirm = await h.call('POST', `/api/entities/${entityId}/super-admin`, {
      as: owner,
      json: { userId: colleague.sub, confirm: 'yes', version: heir.version },
    });
    expect(noConfirm.status).toBe(422);
    const notMember = await h.call('POST', `/api/entities/${entityId}/super-admin`, {
      as: owner,
      json: { userId: stranger.sub, confirm: 'confirm', version: 1 },
    });
    expect(notMember.status).toBe(404);
    const staleRes = await h.call('POST', `/api/entities/${entityId}/super-admin`, {
      as: owner,
      json: { userId: colleague.sub, confirm: 'confirm', version: heir.version + 3 },
    });
    expect(staleRes.status).toBe(409);
    const ok = await h.call('POST', `/api/entities/${entityId}/super-admin`, {
      as: owner,
      json: { userId: colleague.sub, confirm: 'confirm', version: heir.version },
    });
    expect(ok.status).toBe(200);
    const roles = Object.fromEntries(
      (await usersOf(owner)).map((u: { email: string; role: string }) => [u.email, u.role]),
    );
    expect(roles).toMatchObject({ 'owner@example.com': 'admin', 'colleague@example.com': 'super_admin' });
  });
});
