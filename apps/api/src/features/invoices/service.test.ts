import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../context';
import { invoices, notifications, receipts, statements } from '../../db/schema';
import { DEMO_EMAIL, REGULATOR_EMAIL, REGULATOR_PASSWORD } from '../../demo/seed';
import { settleJobs } from '../jobs/service';
import { type Harness, startHarness, type TestUser } from '../../test/harness';
import { decodeKhqr, encodeKhqr } from './bank/khqr';
import { confirmPayment } from './service';

/**
 * The year's fee end to end over HTTP: approval issues the invoice; "pay" gives a KHQR; the sandbox bank's banking
 * page pays it (or refuses as a bank would); checks with the bank record exactly one receipt however often they run.
 */
let h: Harness;
let demo: TestUser;
let preparer: TestUser;
let stranger: TestUser;
let regulator: TestUser;
let statementId: string;
let entityId: string;

const command = (name: string, as: TestUser, json: Record<string, unknown>) =>
  h.call('POST', `/api/statements/${statementId}/commands/${name}`, { as, json });
const current = async () => (await h.call('GET', `/api/statements/${statementId}`, { as: demo })).data;
const invoiceList = async () =>
  (await h.call('GET', `/api/entities/${entityId}/invoices`, { as: demo })).data.invoices as {
    id: string;
    number: string;
    status: string;
    amountDue: number;
    reportingYear: number;
    dueDate: string;
    date: string;
    amountUsd: number | null;
    receipt: { number: string; payerAccount: string; transactionHash: string } | null;
  }[];
/** Pays at the sandbox bank through its banking page, as a tester would. */
const bankPay = (fields: Record<string, string>) =>
  h.call('POST', '/sandbox-bank/pay', {
    body: new URLSearchParams({ currency: 'KHR', payer: 'tester@sandbox', ...fields }).toString(),
    type: 'application/x-www-form-urlencoded',
  });

beforeAll(async () => {
  h = await startHarness();
  ({ statementId, entityId, demo } = await h.demo());
  regulator = await h.signIn(REGULATOR_EMAIL, REGULATOR_PASSWORD);
  stranger = await h.user('stranger@example.com');
  // Approved by the demo user, the entity's only member (a preparer joins afterwards).
  let v = (await current()).version;
  v = (await command('finalize', demo, { version: v, confirm: 'confirm' })).data.statement.version;
  await command('validate', demo, { version: v });
  await settleJobs();
  v = (await current()).version;
  v = (await command('approval-request', demo, { version: v })).data.statement.version;
  const mail = await h.latestEmail(DEMO_EMAIL);
  const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
  expect((await command('approve', demo, { version: v, code })).status).toBe(200);
  preparer = await h.user('preparer@example.com');
  await h.addMember(demo, entityId, preparer, 'preparer');
});
afterAll(() => h.close());

describe('the year fee invoice', () => {
  it('is issued with the approval: one per entity and year, numbered, KHR with its USD equivalent and due date', async () => {
    const list = (await invoiceList()).filter((i) => i.reportingYear === 2025);
    expect(list).toHaveLength(1);
    const inv = list[0]!;
    expect(inv).toMatchObject({ status: 'open', amountDue: 400000, reportingYear: 2025, receipt: null });
    expect(inv.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(Date.parse(inv.dueDate) - Date.parse(inv.date)).toBe(30 * 86_400_000);
    expect(inv.amountUsd).toBeGreaterThan(0);
    expect((await current()).stage).toBe('approved');
  });
});

describe('paying by KHQR', () => {
  let invoiceId: string;
  let payload: string;

  it('needs the typed confirm, a member and the pay capability', async () => {
    invoiceId = (await invoiceList()).find((i) => i.reportingYear === 2025)!.id;
    const pay = (as: TestUser, json: Record<string, unknown>) =>
      h.call('POST', `/api/invoices/${invoiceId}/pay`, { as, json });
    expect((await pay(demo, {})).status).toBe(422);
    expect((await pay(stranger, { confirm: 'confirm' })).status).toBe(404);
    expect((await pay(preparer, { confirm: 'confirm' })).status).toBe(403);
    expect((await h.call('POST', '/api/invoices/nope/pay', { as: demo, json: { confirm: 'confirm' } })).status).toBe(
      404,
    );
  });

  it('gives a dynamic KHQR for the invoice: amount, currency, account, bill number, timestamps, CRC; and its image', async () => {
    const res = await h.call('POST', `/api/invoices/${invoiceId}/pay`, { as: demo, json: { confirm: 'confirm' } });
    expect(res.status).toBe(200);
    payload = res.data.khqr.payload;
    const fields = decodeKhqr(payload);
    expect(fields).toMatchObject({
      currency: 'KHR',
      amount: 400000,
      accountId: h.deps.env.DFR_KHQR_ACCOUNT,
      billNumber: res.data.invoice.number,
    });
    expect(fields.expiresAt - fields.createdAt).toBe(h.deps.env.DFR_KHQR_TTL_MINUTES * 60_000);
    expect(res.data.khqr.image).toMatch(/^data:image\/png;base64,/);
    expect((await invoiceList()).find((i) => i.id === invoiceId)!.status).toBe('open');
  });

  it('the bank refuses a wrong amount, a wrong currency, a tampered code and an unknown account', async () => {
    const refused = async (fields: Record<string, string>, text: RegExp) => {
      const res = await bankPay(fields);
      expect(res.status).toBe(422);
      expect(String(res.data)).toMatch(text);
    };
    await refused({ qr: payload, amount: '399000' }, /amount differs/);
    // "Pay another code" leads back to the bank's own form, not to the product (issue 33, defect 2).
    for (const lang of ['en', 'kh']) {
      const page = String((await bankPay({ qr: payload, amount: '399000', lang })).data);
      const back = /<a href="([^"]+)">(Pay another code|បង់កូដផ្សេងទៀត)<\/a>/.exec(page)?.[1]?.replaceAll('&amp;', '&');
      expect(back).toBeTruthy();
      const form = await h.call('GET', back!, {});
      expect(form.status).toBe(200);
      expect(String(form.data)).toContain('name="qr"');
      expect(String(form.data)).toContain(`<html lang="${lang === 'kh' ? 'km' : 'en'}"`);
    }
    await refused({ qr: payload, amount: '400000', currency: 'USD' }, /currency differs/);
    await refused({ qr: payload.replace('5406400000', '5406100000'), amount: '100000' }, /altered/);
    const fields = decodeKhqr(payload);
    const elsewhere = encodeKhqr({ ...fields, accountId: 'someone@else' });
    await refused({ qr: elsewhere, amount: '400000' }, /not known/);
    // Nothing was paid: a check finds nothing.
    const check = await h.call('POST', `/api/invoices/${invoiceId}/check`, { as: demo });
    expect(check.data.invoice.status).toBe('open');
  });

  it('once paid at the bank, a check marks the invoice paid, writes the receipt, moves the statement and tells the members', async () => {
    const paid = await bankPay({ qr: payload, amount: '400,000' });
    expect(paid.status).toBe(200);
    expect((await bankPay({ qr: payload, amount: '400000' })).data).toMatch(/already been paid/);
    const res = await h.call('POST', `/api/invoices/${invoiceId}/check`, { as: preparer });
    expect(res.status).toBe(200);
    expect(res.data.invoice.status).toBe('paid');
    expect(res.data.invoice.receipt).toMatchObject({ payerAccount: 'tester@sandbox' });
    expect(res.data.invoice.receipt.number).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(res.data.invoice.receipt.transactionHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await current()).stage).toBe('paid');
    const told = await h.deps.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, preparer.sub), eq(notifications.messageKey, 'notification.payment_received')),
      );
    expect(told).toHaveLength(1);
    expect((await h.latestEmail(preparer.email))?.template).toBe('paymentReceived');
  });

  it('checks that run twice, at once, or after a restart record exactly one receipt', async () => {
    const checks = await Promise.all(
      [1, 2, 3].map(() => h.call('POST', `/api/invoices/${invoiceId}/check`, { as: demo })),
    );
    for (const c of checks) expect(c.data.invoice.status).toBe('paid');
    // A new process on the same data: the sandbox bank's ledger and the database are read again.
    const restarted = await createDeps(h.deps.env, h.deps.db);
    const row = (await h.deps.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;
    await confirmPayment(restarted, { ...row, status: 'open' });
    restarted.payments.sandbox?.close();
    expect(await h.deps.db.select().from(receipts).where(eq(receipts.invoiceId, invoiceId))).toHaveLength(1);
    const stage = (await h.deps.db.select().from(statements).where(eq(statements.id, statementId)))[0]!.stage;
    expect(stage).toBe('paid');
    expect(
      (await h.call('POST', `/api/invoices/${invoiceId}/pay`, { as: demo, json: { confirm: 'confirm' } })).status,
    ).toBe(409);
  });

  it('the regulator marks a paid invoice received; nobody else may', async () => {
    const path = `/api/regulator/invoices/${invoiceId}/receive`;
    const json = { settlementDate: new Date().toISOString().slice(0, 10), reference: 'BANK-1', confirm: 'confirm' };
    expect((await h.call('POST', path, { as: demo, json })).status).toBe(403);
    expect((await h.call('POST', path, { json })).status).toBe(401);
    const res = await h.call('POST', path, { as: regulator, json });
    expect(res.status).toBe(200);
    expect(res.data.invoice.status).toBe('received');
    expect((await h.call('POST', path, { as: regulator, json })).status).toBe(409);
  });
});

describe('a bank answer that does not match', () => {
  it('never marks an invoice paid: amount, currency and account must agree with the code, not only the md5', async () => {
    const row = (await h.deps.db.select().from(invoices).where(eq(invoices.reportingYear, 2025)))[0]!;
    const open = { ...row, status: 'open' as const, khqrMd5: 'f'.repeat(32) };
    for (const tamper of [{ amount: 1 }, { currency: 'USD' }, { toAccountId: 'thief@bank' }]) {
      const fake = {
        ...h.deps,
        payments: {
          bank: {
            checkTransactionByMd5: async () => ({
              status: 'paid' as const,
              transaction: {
                hash: 'h',
                fromAccountId: 'a@b',
                toAccountId: h.deps.env.DFR_KHQR_ACCOUNT,
                currency: 'KHR',
                amount: row.amountDue,
                createdDateMs: 0,
                acknowledgedDateMs: 0,
                ...tamper,
              },
            }),
          },
        },
      };
      expect((await confirmPayment(fake, open)).status).toBe('open');
    }
  });
});

describe('the demo data', () => {
  it('shows one paid invoice with its receipt and one open (overdue) invoice', async () => {
    const list = await invoiceList();
    const paid = list.find((i) => i.reportingYear === 2024)!;
    const open = list.find((i) => i.reportingYear === 2023)!;
    expect(paid).toMatchObject({ status: 'paid', receipt: expect.objectContaining({ number: expect.any(String) }) });
    expect(open).toMatchObject({ status: 'open', overdue: true, receipt: null });
  });
});
