import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { createSandboxBank } from '../sandbox-bank';
import { BankUnavailableError, createBankClient } from './bank-client';
import { encodeKhqr, khqrMd5 } from './khqr';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the bank client', () => {
  it('retries 429, 5xx and network errors with 2^n × 100 ms plus jitter, 3 attempts in all', async () => {
    const waits: number[] = [];
    const answers = [
      () => json(503, {}),
      () => {
        throw new TypeError('fetch failed');
      },
      () => json(200, { responseCode: 1, errorCode: 1, data: null }),
    ];
    let calls = 0;
    const client = createBankClient({
      baseUrl: 'http://bank.test/',
      token: 'secret-token',
      fetch: async (r) => {
        expect(r.url).toBe('http://bank.test/v1/check_transaction_by_md5');
        expect(r.headers.get('authorization')).toBe('Bearer secret-token');
        return answers[calls++]!();
      },
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
    });
    expect(await client.checkTransactionByMd5('a'.repeat(32))).toEqual({ status: 'not_found' });
    expect(waits).toEqual([250, 450]);
  });

  it('gives up after three failures, and at once on a refused token', async () => {
    let calls = 0;
    const failing = createBankClient({
      baseUrl: 'http://bank.test',
      token: 't'.repeat(10),
      fetch: async () => {
        calls++;
        return json(429, {});
      },
      sleep: async () => {},
    });
    await expect(failing.checkTransactionByMd5('a'.repeat(32))).rejects.toBeInstanceOf(BankUnavailableError);
    expect(calls).toBe(3);
    calls = 0;
    const refused = createBankClient({
      baseUrl: 'http://bank.test',
      token: 't'.repeat(10),
      fetch: async () => {
        calls++;
        return json(401, { responseCode: 1, errorCode: 6 });
      },
      sleep: async () => {},
    });
    await expect(refused.checkTransactionByMd5('a'.repeat(32))).rejects.toBeInstanceOf(BankUnavailableError);
    expect(calls).toBe(1);
  });
});

describe('the sandbox bank', () => {
  it('answers like the bank: not found until paid, the transaction after; refuses expired codes and bad tokens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-bank-'));
    let now = 1_000_000;
    const bank = await createSandboxBank({
      dataDir: dir,
      token: 'sandbox-token',
      accounts: ['fees@dfrb'],
      now: () => now,
    });
    const client = createBankClient({
      baseUrl: 'http://x',
      token: 'sandbox-token',
      fetch: async (r) => bank.app.fetch(r),
      sleep: async () => {},
    });
    const qr = encodeKhqr({
      kind: 'merchant',
      accountId: 'fees@dfrb',
      merchantName: 'AARU',
      merchantCity: 'Phnom Penh',
      currency: 'KHR',
      amount: 1000,
      billNumber: 'INV-1',
      createdAt: now,
      expiresAt: now + 60_000,
    });
    const md5 = khqrMd5(qr);
    expect(await client.checkTransactionByMd5(md5)).toEqual({ status: 'not_found' });
    const paid = await bank.pay({ qr, amount: 1000, currency: 'KHR', payerAccount: 'me@bank' });
    expect(paid.ok).toBe(true);
    // One rule for a Bakong account id: the bank refuses such a payer as the configuration refuses such a receiver.
    for (const bad of ['me', 'me@', 'a b@bank', 'me@bank@x', `${'a'.repeat(32)}@bank`]) {
      expect(await bank.pay({ qr, amount: 1000, currency: 'KHR', payerAccount: bad }), bad).toEqual({
        ok: false,
        refusal: 'payer_invalid',
      });
      expect(() => loadEnv({ NODE_ENV: 'test', DFR_KHQR_ACCOUNT: bad }), bad).toThrow(/Bakong account id/);
    }
    const found = await client.checkTransactionByMd5(md5);
    expect(found).toMatchObject({
      status: 'paid',
      transaction: { fromAccountId: 'me@bank', toAccountId: 'fees@dfrb', currency: 'KHR', amount: 1000 },
    });
    now += 61_000;
    const late = encodeKhqr({
      ...{
        kind: 'merchant' as const,
        accountId: 'fees@dfrb',
        merchantName: 'AARU',
        merchantCity: 'PP',
        currency: 'KHR' as const,
        amount: 5,
        createdAt: 0,
        expiresAt: 1000,
      },
    });
    expect(await bank.pay({ qr: late, amount: 5, currency: 'KHR', payerAccount: 'me@bank' })).toEqual({
      ok: false,
      refusal: 'expired',
    });
    const wrongToken = createBankClient({
      baseUrl: 'http://x',
      token: 'not-the-token',
      fetch: async (r) => bank.app.fetch(r),
    });
    await expect(wrongToken.checkTransactionByMd5(md5)).rejects.toBeInstanceOf(BankUnavailableError);
    bank.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
