import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, identityUsers, invoices, notifications, statements } from '../../db/schema';
import { type Harness, startWithEntity, type TestUser } from '../../test/harness';
import { runReminders } from './service';

let h: Harness;
let owner: TestUser;
let viewer: TestUser;
let entityId: string;
let statementId: string;

beforeAll(async () => {
  ({ h, owner, viewer, entityId } = await startWithEntity('REMIND-1', { viewer: true }));
  statementId = await h.statement(owner, entityId);
  // The viewer's first request claims the invitation (an active member); they read in Khmer: their reminders are in Khmer.
  await h.call('GET', '/api/me', { as: viewer });
  await h.deps.db.update(identityUsers).set({ locale: 'kh' }).where(eq(identityUsers.sub, viewer.sub));
});
afterAll(() => h.close());

const reminders = (to?: string) =>
  h.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'reminder'), to ? eq(emailOutbox.to, to) : undefined));

/** Issue 32, item 5: reminders of the filing deadline and of overdue invoices. */
describe('reminders', () => {
  it('sends each reminder once per entity, year and kind even with two instances running at once', async () => {
    const [row] = await h.deps.db.select().from(statements).where(eq(statements.id, statementId));
    expect(row!.periodEnd).toBe('2025-12-31');
    // Not audited: the deadline is 3 months and 20 days on, 2026-04-20.
    const other = { ...h.deps, instanceId: 'second-instance' };
    const both = async (today: string) =>
      (await Promise.all([runReminders(h.deps, today), runReminders(other, today)])).reduce((a, b) => a + b, 0);

    expect(await both('2026-03-01')).toBe(0); // 50 days before: outside the default 30
    expect(await both('2026-04-10')).toBe(1); // 10 days before
    expect(await both('2026-04-11')).toBe(0); // sent already
    expect(await both('2026-04-20')).toBe(1); // the day
    expect(await both('2026-04-21')).toBe(1); // overdue
    expect(await both('2026-05-21')).toBe(0);

    // One e-mail per member and kind, each in the member's language.
    const mine = await reminders(owner.email);
    expect(mine.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: /),
      expect.stringMatching(/^Reminder: /),
      expect.stringMatching(/^Overdue: /),
    ]);
    expect(mine[0]!.text).toContain('due in 10 days (deadline April 20, 2026)');
    const theirs = await reminders(viewer.email);
    expect(theirs).toHaveLength(3);
    expect(theirs[2]!.subject).toMatch(/^ហួសកាលកំណត់/);
    // And in the app: a notification each.
    const inApp = await h.deps.db.select().from(notifications).where(eq(notifications.userId, viewer.sub));
    expect(inApp.filter((n) => n.kind === 'reminder').map((n) => n.messageKey)).toEqual([
      'reminder.deadline_before',
      'reminder.deadline_day',
      'reminder.deadline_overdue',
    ]);
  });

  it('reminds the payers of an overdue invoice once; the regulator sets the days or turns reminders off', async () => {
    await h.deps.db.insert(invoices).values({
      id: 'remind-inv-1',
      entityId,
      reportingYear: 2025,
      number: 'INV-2026-000777',
      date: '2026-05-01',
      dueDate: '2026-05-31',
      amountDue: 400_000,
      currency: 'KHR',
    });
    const admin = await h.regulator('remind-admin@example.com', 'administrator');
    const set = (json: Record<string, unknown>) =>
      h.call('PUT', '/api/regulator/settings/reminders', { as: admin, json: { ...json, confirm: 'confirm' } });
    expect((await set({ enabled: false, beforeDays: 30, overdueDays: 1, invoiceOverdueDays: 7 })).status).toBe(200);
    expect(await runReminders(h.deps, '2026-06-10')).toBe(0);
    expect((await set({ enabled: true, beforeDays: 30, overdueDays: 1, invoiceOverdueDays: 7 })).status).toBe(200);
    expect(await runReminders(h.deps, '2026-06-03')).toBe(0); // 3 days late: under the 7 set
    const other = { ...h.deps, instanceId: 'second-instance' };
    const sent = await Promise.all([runReminders(h.deps, '2026-06-10'), runReminders(other, '2026-06-10')]);
    expect(sent[0]! + sent[1]!).toBe(1);
    const invoiceMails = (await reminders()).filter((m) => m.text.includes('INV-2026-000777'));
    // The owner pays; the viewer does not: one e-mail.
    expect(invoiceMails.map((m) => m.to)).toEqual([owner.email]);
  });
});

describe('notifications at each stage change', () => {
  it('tell the members who must act next, in the app (notify publishes each on the realtime channel)', async () => {
    const { statementId: id, entityId: demoEntity, demo } = await h.demo();
    const preparer = await h.user('stage-preparer@example.com');
    const approver = await h.user('stage-approver@example.com');
    for (const [u, role] of [
      [preparer, 'preparer'],
      [approver, 'approver'],
    ] as const) {
      await h.call('GET', '/api/me', { as: u });
      expect((await h.addMember(demo, demoEntity, u, role)).status).toBe(201);
    }
    const keys = async (u: TestUser) =>
      (await h.call('GET', '/api/notifications', { as: u })).data.notifications
        .filter((n: { kind: string }) => n.kind === 'stage')
        .map((n: { messageKey: string }) => n.messageKey);
    const cmd = (name: string, as: TestUser, json: Record<string, unknown>) =>
      h.call('POST', `/api/statements/${id}/commands/${name}`, { as, json });
    let { version } = (await h.call('GET', `/api/statements/${id}`, { as: demo })).data;
    version = (await cmd('finalize', demo, { version, confirm: 'confirm' })).data.statement.version;
    // Finalized: the preparer validates next (the demo user finalized it: not told).
    expect(await keys(preparer)).toEqual(['notification.finalized']);
    expect(await keys(approver)).toEqual([]);
    await cmd('validate', preparer, { version });
    const { settleJobs } = await import('../jobs/service');
    await settleJobs();
    ({ version } = (await h.call('GET', `/api/statements/${id}`, { as: demo })).data);
    const asked = await cmd('approval-request', preparer, { version });
    expect(asked.status).toBe(200);
    // Approval requested: those who approve (the approver, the super admin).
    expect(await keys(approver)).toEqual(['notification.approval_requested']);
    expect(await keys(demo)).toEqual(['notification.approval_requested']);
    const code = /\b(\d{6})\b/.exec((await h.latestEmail(asked.data.codeSentTo))!.text)![1]!;
    expect((await cmd('approve', approver, { version: asked.data.statement.version, code })).status).toBe(200);
    // Approved, the fee open: the super admin pays.
    expect(await keys(demo)).toEqual(['notification.approved', 'notification.approval_requested']);
    expect(await keys(preparer)).toEqual(['notification.finalized']);
  });
});
