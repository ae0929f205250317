import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, identityUsers } from '../../db/schema';
import { entityTest } from '../../test/harness';

const it = entityTest('STAFF-1');

/** Issue 32, item 2: regulator staff and their roles, through the user pool's groups. */
describe('regulator staff', () => {
  it("administrators invite, change roles and remove staff through the pool's groups; others may not", async ({
    world: { h, owner },
  }) => {
    const admin = await h.regulator('chief@example.com', 'administrator');
    const reviewer = await h.regulator('reviewer@example.com', 'reviewer');
    const known = await h.user('known@example.com');
    const groupsOf = async (sub: string) =>
      (await h.deps.db.select().from(identityUsers).where(eq(identityUsers.sub, sub)))[0]!.groups;

    // Reviewers, finance staff, entity users and strangers do not manage staff.
    for (const as of [reviewer, owner])
      expect(
        (await h.call('POST', '/api/regulator/staff', { as, json: { email: 'x@example.com', role: 'finance' } }))
          .status,
      ).toBe(403);

    const bad = await h.call('POST', '/api/regulator/staff', {
      as: admin,
      json: { email: 'not-an-email', role: 'boss' },
      lang: 'km-KH',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.error.field_keys).sort()).toEqual(['email', 'role']);

    // A user of the pool joins at once: the groups `regulator` and `regulator-finance`; an e-mail in their language.
    const invited = await h.call('POST', '/api/regulator/staff', {
      as: admin,
      json: { email: known.email, role: 'finance' },
    });
    expect(invited.status).toBe(201);
    expect(invited.data).toMatchObject({ id: known.sub, role: 'finance', status: 'active' });
    expect((await groupsOf(known.sub)).sort()).toEqual(['regulator', 'regulator-finance']);
    expect((await h.latestEmail(known.email))?.template).toBe('staffInvitation');
    const again = await h.call('POST', '/api/regulator/staff', {
      as: admin,
      json: { email: known.email, role: 'reviewer' },
    });
    expect(again.status).toBe(409);
    expect(again.data.error.message_key).toBe('already_staff');

    // /api/me names the roles the web shows buttons by.
    const me = await h.call('GET', '/api/me', { as: known });
    expect(me.data).toMatchObject({ regulator: true, regulatorRoles: ['finance'] });

    // Role change: one role group at a time.
    const changed = await h.call('PATCH', `/api/regulator/staff/${known.sub}`, {
      as: admin,
      json: { role: 'reviewer' },
    });
    expect(changed.status).toBe(200);
    expect((await groupsOf(known.sub)).sort()).toEqual(['regulator', 'regulator-reviewer']);

    // An address without an account: an invitation, turned into the groups at the first sign-in.
    const pending = await h.call('POST', '/api/regulator/staff', {
      as: admin,
      json: { email: 'Newcomer@Example.com', role: 'administrator' },
    });
    expect(pending.data).toMatchObject({ email: 'newcomer@example.com', status: 'invited' });
    const list = await h.call('GET', '/api/regulator/staff', { as: admin });
    expect(list.data.staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'chief@example.com', role: 'administrator', status: 'active' }),
        expect.objectContaining({ email: 'newcomer@example.com', role: 'administrator', status: 'invited' }),
        expect.objectContaining({ email: known.email, role: 'reviewer', status: 'active' }),
      ]),
    );
    const newcomer = await h.user('newcomer@example.com');
    expect((await h.call('GET', '/api/me', { as: newcomer })).data.regulatorRoles).toEqual(['administrator']);
    expect((await groupsOf(newcomer.sub)).sort()).toEqual(['regulator', 'regulator-administrator']);

    // Removal needs the e-mail typed; the person is no longer staff at once.
    const wrong = await h.call('DELETE', `/api/regulator/staff/${known.sub}`, {
      as: admin,
      json: { email: 'someone@example.com' },
      lang: 'km-KH',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.data.error.message_key).toBe('remove_staff_email_mismatch');
    const removed = await h.call('DELETE', `/api/regulator/staff/${known.sub}`, {
      as: admin,
      json: { email: ` ${known.email.toUpperCase()} ` },
    });
    expect(removed.status).toBe(200);
    expect(await groupsOf(known.sub)).toEqual([]);
    const actions = (await h.deps.db.select().from(auditLog))
      .map((r) => r.action)
      .filter((a) => a.startsWith('staff.'));
    expect(actions).toEqual(['staff.invite', 'staff.role', 'staff.invite', 'staff.join', 'staff.remove']);
  });

  it('keeps the last administrator: neither removed nor given another role', async ({ world: { h } }) => {
    const h2 = h;
    // The administrators so far: chief and newcomer (the first test). Newcomer goes; chief is then the last.
    const admin = await h2.regulator('chief@example.com', 'administrator');
    const staff = (await h2.call('GET', '/api/regulator/staff', { as: admin })).data.staff as {
      id: string;
      email: string;
    }[];
    const newcomer = staff.find((s) => s.email === 'newcomer@example.com')!;
    expect(
      (await h2.call('DELETE', `/api/regulator/staff/${newcomer.id}`, { as: admin, json: { email: newcomer.email } }))
        .status,
    ).toBe(200);
    const last = await h2.call('DELETE', `/api/regulator/staff/${admin.sub}`, {
      as: admin,
      json: { email: admin.email },
      lang: 'km-KH',
    });
    expect(last.status).toBe(409);
    expect(last.data.error.message_key).toBe('last_administrator');
    const demoted = await h2.call('PATCH', `/api/regulator/staff/${admin.sub}`, {
      as: admin,
      json: { role: 'finance' },
    });
    expect(demoted.status).toBe(409);
    expect((await h2.call('GET', '/api/me', { as: admin })).data.regulatorRoles).toEqual(['administrator']);
  });
});

describe('roles on the desk', () => {
  it('each role does what the one table allows: reviewers review, finance staff keep fees and receipts', async ({
    world: { h },
  }) => {
    const reviewer = await h.regulator('r2@example.com', 'reviewer');
    const finance = await h.regulator('f2@example.com', 'finance');
    const fees = {
      fromYear: 2026,
      version: 0,
      fees: { small: { amount: 1 }, medium: { amount: 2 } },
      confirm: 'confirm',
    };
    expect((await h.call('POST', '/api/regulator/fees', { as: reviewer, json: fees })).status).toBe(403);
    expect((await h.call('POST', '/api/regulator/fees', { as: finance, json: fees })).status).toBe(201);
    const decision = (as: typeof reviewer) =>
      h.call('POST', '/api/regulator/submissions/nope/accept', { as, json: {} });
    expect((await decision(finance)).status).toBe(403);
    expect((await decision(reviewer)).status).toBe(404);
    const learning = (as: typeof reviewer) =>
      h.call('PUT', '/api/regulator/settings/mapping-learning', { as, json: { enabled: true } });
    expect((await learning(reviewer)).status).toBe(403);
    expect((await learning(finance)).status).toBe(403);
    // Every member of staff reads the desk.
    for (const as of [reviewer, finance])
      expect((await h.call('GET', '/api/regulator/compliance', { as })).status).toBe(200);
  });
});
