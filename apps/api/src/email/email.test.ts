import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../auth/testing';
import type { Deps } from '../context';
import { emailOutbox } from '../db/schema';
import { createEmail, type EmailMessage, MAX_ATTEMPTS, type MailTransport, renderEmail, retryDelayMs } from './index';

let deps: Deps;
let cleanup: () => void;
beforeAll(async () => {
  ({ deps, cleanup } = await createTestDeps());
});
afterAll(() => cleanup());

const samples: EmailMessage[] = [
  {
    to: 'a@example.com',
    lang: 'en',
    template: 'signUpCode',
    params: { code: '123456', link: 'http://x/confirmUser?code=123456', expiresInMinutes: 1440 },
  },
  { to: 'a@example.com', lang: 'en', template: 'passwordReset', params: { code: '234567', expiresInMinutes: 3 } },
  { to: 'a@example.com', lang: 'en', template: 'mfaCode', params: { code: '345678', expiresInMinutes: 3 } },
  { to: 'a@example.com', lang: 'en', template: 'attributeCode', params: { code: '456789', expiresInMinutes: 3 } },
  {
    to: 'a@example.com',
    lang: 'en',
    template: 'invitation',
    params: { entityName: 'Angkor <Trading>', link: 'http://x/login' },
  },
  {
    to: 'a@example.com',
    lang: 'en',
    template: 'approvalCode',
    params: {
      code: '567890',
      entityEn: 'Angkor Trading',
      entityKh: 'អង្គរ ត្រេឌីង',
      year: 2025,
      requestedBy: 'p@example.com',
      expiresInMinutes: 30,
    },
  },
  { to: 'a@example.com', lang: 'en', template: 'editRequestCode', params: { code: '6789', statementName: 'FY2025' } },
  {
    to: 'a@example.com',
    lang: 'en',
    template: 'paymentReceived',
    params: {
      entityName: 'Angkor <Trading>',
      year: 2025,
      invoice: 'INV-2026-000001',
      receipt: 'RCT-2026-000001',
      amount: 400000,
      currency: 'KHR',
      link: 'http://x/receipt/1',
    },
  },
  {
    to: 'a@example.com',
    lang: 'en',
    template: 'filingDecision',
    params: {
      entityName: 'Angkor <Trading>',
      year: 2025,
      receipt: 'EF-2026-000001',
      decision: 'rejected',
      reasons: 'Note 12',
      link: 'http://x/submited',
    },
  },
  {
    to: 'a@example.com',
    lang: 'en',
    template: 'credentialDecision',
    params: {
      entityName: 'Angkor <Trading>',
      registrationNumber: '00012345',
      decision: 'approved',
      reason: '',
      link: 'http://x/connect',
    },
  },
];

describe('e-mail templates', () => {
  it('ends a sentence with one full stop when a name already ends with one (issue 21, defect 9)', () => {
    const named = 'Angkor Trading Co., Ltd.';
    for (const m of samples) {
      const params = { ...m.params, entityName: named, entityEn: named, statementName: named } as never;
      for (const lang of ['en', 'kh'] as const) {
        const { text, subject } = renderEmail(m.template, lang, params);
        expect(`${subject}\n${text}`, `${m.template} ${lang}`).not.toMatch(/[^.]\.\.(?!\.)/);
      }
    }
    expect(renderEmail('invitation', 'en', { entityName: named, link: 'http://x' }).text).toContain(
      'for Angkor Trading Co., Ltd.\n',
    );
  });

  it('says in both languages what each role is invited to do (issue 33, defect 3)', () => {
    const invite = (lang: 'en' | 'kh', role: 'admin' | 'preparer' | 'approver' | 'viewer', inviter?: string) =>
      renderEmail('invitation', lang, { entityName: 'Angkor', link: 'http://x', role, ...(inviter ? { inviter } : {}) })
        .text;
    expect(invite('en', 'viewer', 'a@example.com')).toContain('a@example.com has invited you to view the financial');
    expect(invite('en', 'approver')).toContain('You have been invited to review and approve the financial');
    expect(invite('en', 'preparer')).toContain('invited to prepare the financial statements for Angkor.');
    expect(invite('en', 'admin')).toContain('manage the users');
    expect(invite('kh', 'viewer', 'a@example.com')).toContain('a@example.com បានអញ្ជើញអ្នកឱ្យមើលរបាយការណ៍ហិរញ្ញវត្ថុ');
    expect(invite('kh', 'approver')).toContain('អ្នកត្រូវបានអញ្ជើញឱ្យពិនិត្យ និងអនុម័ត');
    expect(invite('kh', 'viewer')).not.toContain('រៀបចំ');
  });

  it('renders every template in English and in Khmer, with the code, and escapes HTML', () => {
    for (const m of samples) {
      const en = renderEmail(m.template, 'en', m.params as never);
      const kh = renderEmail(m.template, 'kh', m.params as never);
      expect(en.subject).not.toBe(kh.subject);
      expect(kh.text).toMatch(/[\u1780-\u17FF]/);
      if (m.template !== 'approvalCode') expect(en.text).not.toMatch(/[\u1780-\u17FF]{3}/);
      const code = (m.params as { code?: string }).code;
      if (code) {
        expect(en.text).toContain(code);
        expect(kh.text).toContain(code);
      }
      expect(en.html).not.toContain('<Trading>');
    }
    expect(renderEmail('editRequestCode', 'en', { code: '6789', statementName: 'X' }).text).toMatch(/\b6789\b/);
  });

  it('writes the approval code e-mail in both languages, naming the entity, the year and who asked', () => {
    const params = {
      code: '567890',
      entityEn: 'Angkor Trading',
      entityKh: 'អង្គរ ត្រេឌីង',
      year: 2025,
      requestedBy: 'p@x.com',
      expiresInMinutes: 30,
    };
    for (const lang of ['en', 'kh'] as const) {
      const { text } = renderEmail('approvalCode', lang, params);
      expect(text).toContain('Angkor Trading');
      expect(text).toContain('អង្គរ ត្រេឌីង');
      expect(text).toContain('2025');
      expect(text.match(/p@x\.com/g)).toHaveLength(2);
      expect(text.match(/567890/g)).toHaveLength(2);
    }
  });

  it("says each code's lifetime as it was issued: minutes, one hour, hours, in Khmer digits in Khmer", () => {
    const said = (expiresInMinutes: number, lang: 'en' | 'kh') =>
      renderEmail('mfaCode', lang, { code: '1', expiresInMinutes }).text;
    expect(said(3, 'en')).toContain('expires in 3 minutes.');
    expect(said(60, 'en')).toContain('expires in one hour.');
    expect(said(1440, 'en')).toContain('expires in 24 hours.');
    expect(said(30, 'kh')).toContain('៣០ នាទី');
    expect(said(60, 'kh')).toContain('១ ម៉ោង');
    expect(said(1440, 'kh')).toContain('២៤ ម៉ោង');
  });
});

describe('the outbox', () => {
  it('writes each message before delivering it to the local mailbox (and the log)', async () => {
    const lines: string[] = [];
    const email = createEmail(deps.env, deps.db, { log: (l) => lines.push(l) });
    expect(email.mode).toBe('mailbox');
    const id = await email.send({
      to: ' Box@Example.com ',
      lang: 'kh',
      template: 'passwordReset',
      params: { code: '111222', expiresInMinutes: 3 },
    });
    const row = (await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
    expect(row).toMatchObject({ to: 'box@example.com', lang: 'kh', template: 'passwordReset', status: 'sent' });
    expect(lines.join('\n')).toContain('111222');
  });

  it('delivers through SMTP when configured, and keeps a failed delivery for another attempt', async () => {
    const sent: { to: string; subject: string }[] = [];
    const ok: MailTransport = { sendMail: async (m) => sent.push(m) };
    const smtp = createEmail({ ...deps.env, DFR_SMTP_URL: 'smtp://127.0.0.1:2525' }, deps.db, { transport: ok });
    expect(smtp.mode).toBe('smtp');
    await smtp.send({
      to: 'smtp@example.com',
      lang: 'en',
      template: 'mfaCode',
      params: { code: '333444', expiresInMinutes: 3 },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('333444');

    const broken: MailTransport = {
      sendMail: async () => {
        throw new Error('connection refused');
      },
    };
    const failing = createEmail(deps.env, deps.db, { transport: broken });
    const id = await failing.send({
      to: 'down@example.com',
      lang: 'en',
      template: 'mfaCode',
      params: { code: '555666', expiresInMinutes: 3 },
    });
    const row = (await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
    // Kept for another attempt (issue 17: delivered after, with retries), never lost.
    expect(row).toMatchObject({ status: 'pending', error: 'connection refused', attempts: 1 });
    expect(row?.text).toContain('555666');
  });

  it('tries a failed delivery again with growing waits, and gives up after the last attempt', async () => {
    // The outbox loop delivers every pending message: none is left from the tests before.
    await deps.db.delete(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    let failures = 2;
    const sent: string[] = [];
    const flaky: MailTransport = {
      sendMail: async (m) => {
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(m.to);
      },
    };
    const email = createEmail(deps.env, deps.db, { transport: flaky });
    const id = await email.send({
      to: 'flaky@example.com',
      lang: 'en',
      template: 'mfaCode',
      params: { code: '1', expiresInMinutes: 3 },
    });
    const row = async () => (await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    // Not before its time; then once per wait, each longer than the one before.
    expect(await email.deliverPending(first.nextAttemptAt! - 1)).toBe(0);
    expect(await email.deliverPending(first.nextAttemptAt!)).toBe(0);
    const second = await row();
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    expect(await email.deliverPending(second.nextAttemptAt!)).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sent).toEqual(['flaky@example.com']);

    const down = createEmail(deps.env, deps.db, {
      transport: {
        sendMail: async () => {
          throw new Error('down');
        },
      },
    });
    const lost = await down.send({
      to: 'never@example.com',
      lang: 'en',
      template: 'mfaCode',
      params: { code: '2', expiresInMinutes: 3 },
    });
    for (let i = 1; i < MAX_ATTEMPTS; i++) await down.deliverPending(Date.now() + 10 * 3_600_000);
    const last = (await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, lost)))[0];
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
  });

  it('writes a message in the transaction of the change that causes it: none when the change is rolled back', async () => {
    await deps.db.delete(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    const sent: string[] = [];
    const email = createEmail(deps.env, deps.db, { transport: { sendMail: async (m) => sent.push(m.to) } });
    const message = {
      to: 'tx@example.com',
      lang: 'en',
      template: 'mfaCode',
      params: { code: '3', expiresInMinutes: 3 },
    } as const;
    await expect(
      deps.db.transaction(async (tx) => {
        await email.enqueue(tx, message);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = () => deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'tx@example.com'));
    expect(await rows()).toHaveLength(0);
    const id = await deps.db.transaction((tx) => email.enqueue(tx, message));
    expect((await rows())[0]).toMatchObject({ id, status: 'pending' });
    // Delivered after the commit, by the outbox loop.
    expect(await email.deliverPending()).toBeGreaterThanOrEqual(1);
    expect(sent).toContain('tx@example.com');
    expect((await rows())[0]).toMatchObject({ status: 'sent' });
  });
});
