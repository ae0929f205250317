import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { Hono } from 'hono';
import { BAKONG_ACCOUNT_ID, decodeKhqr, KhqrError, khqrMd5 } from '../bank/khqr';
import { page, resultPage } from './page';
import type { PayResult } from './types';

export type { PayResult, Refusal } from './types';

/**
 * The sandbox bank: a small bank that is a real peer of the API, served under `/sandbox-bank` in sandbox mode. It
 * keeps its own ledger (its own SQLite file, `sandbox-bank.db` in the data directory), answers the bank's open API
 * (`POST /sandbox-bank/v1/check_transaction_by_md5`, bearer token) as the real one does, and has a "banking app" page
 * where a tester pastes a KHQR string and pays it. It refuses what a bank refuses: an unreadable or tampered code,
 * an expired one, a wrong amount or currency, an account it does not know, a code already paid.
 */

export interface SandboxBankOptions {
  dataDir: string;
  /** The bearer token the open API accepts. */
  token: string;
  /** Accounts that can receive payments (the regulator's fee account). */
  accounts: readonly string[];
  now?: () => number;
}

export interface PaymentAttempt {
  qr: string;
  /** What the payer sends; a dynamic code fixes both, so anything else is refused. */
  amount: number;
  currency: string;
  payerAccount: string;
}

export interface SandboxBank {
  app: Hono;
  pay(attempt: PaymentAttempt): Promise<PayResult>;
  close(): void;
}

const NOT_FOUND = {
  responseCode: 1,
  responseMessage: 'Transaction could not be found. Please check and try again.',
  errorCode: 1,
  data: null,
};

export async function createSandboxBank(options: SandboxBankOptions): Promise<SandboxBank> {
  const now = options.now ?? Date.now;
  const db: Client = createClient({ url: `file:${path.join(options.dataDir, 'sandbox-bank.db')}` });
  await db.execute(`CREATE TABLE IF NOT EXISTS transactions (
    md5 TEXT PRIMARY KEY,
    hash TEXT NOT NULL UNIQUE,
    from_account TEXT NOT NULL,
    to_account TEXT NOT NULL,
    currency TEXT NOT NULL,
    amount REAL NOT NULL,
    description TEXT,
    created_ms INTEGER NOT NULL,
    acknowledged_ms INTEGER NOT NULL
  )`);

  async function find(md5: string) {
    const { rows } = await db.execute({ sql: 'SELECT * FROM transactions WHERE md5 = ?', args: [md5] });
    const r = rows[0];
    if (!r) return null;
    return {
      hash: String(r.hash),
      fromAccountId: String(r.from_account),
      toAccountId: String(r.to_account),
      currency: String(r.currency),
      amount: Number(r.amount),
      description: r.description === null ? null : String(r.description),
      createdDateMs: Number(r.created_ms),
      acknowledgedDateMs: Number(r.acknowledged_ms),
    };
  }

  async function pay(attempt: PaymentAttempt): Promise<PayResult> {
    let code: ReturnType<typeof decodeKhqr>;
    try {
      code = decodeKhqr(attempt.qr);
    } catch (e) {
      return {
        ok: false,
        refusal: e instanceof KhqrError && e.key === 'khqr_crc_mismatch' ? 'tampered' : 'unreadable',
      };
    }
    const payer = attempt.payerAccount.trim();
    if (!BAKONG_ACCOUNT_ID.test(payer)) return { ok: false, refusal: 'payer_invalid' };
    if (!options.accounts.includes(code.accountId)) return { ok: false, refusal: 'unknown_account' };
    if (now() > code.expiresAt) return { ok: false, refusal: 'expired' };
    if (attempt.currency !== code.currency) return { ok: false, refusal: 'wrong_currency' };
    if (!(Math.abs(attempt.amount - code.amount) < 0.005)) return { ok: false, refusal: 'wrong_amount' };
    const md5 = khqrMd5(attempt.qr.trim());
    const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const at = now();
    const inserted = await db.execute({
      sql: `INSERT INTO transactions (md5, hash, from_account, to_account, currency, amount, description, created_ms, acknowledged_ms)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(md5) DO NOTHING`,
      args: [md5, hash, payer, code.accountId, code.currency, code.amount, code.billNumber ?? null, at, at],
    });
    if (inserted.rowsAffected === 0) return { ok: false, refusal: 'already_paid' };
    return { ok: true, hash, md5 };
  }

  const app = new Hono()
    .post('/v1/check_transaction_by_md5', async (c) => {
      if (c.req.header('authorization') !== `Bearer ${options.token}`)
        return c.json({ responseCode: 1, responseMessage: 'Unauthorized', errorCode: 6, data: null }, 401);
      const body = (await c.req.json().catch(() => null)) as { md5?: unknown } | null;
      const md5 = typeof body?.md5 === 'string' ? body.md5.toLowerCase() : '';
      if (!/^[0-9a-f]{32}$/.test(md5))
        return c.json({ responseCode: 1, responseMessage: 'Invalid md5.', errorCode: 5, data: null }, 400);
      const data = await find(md5);
      if (!data) return c.json(NOT_FOUND);
      return c.json({ responseCode: 0, responseMessage: 'Getting transaction successfully.', errorCode: null, data });
    })
    .get('/', (c) => c.html(page(c.req.query('lang') === 'kh' ? 'kh' : 'en')))
    .post('/pay', async (c) => {
      const form = await c.req.parseBody();
      const lang = form.lang === 'kh' ? 'kh' : 'en';
      const text = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
      const amount = Number(text('amount').replace(/[,\s]/g, ''));
      const result = await pay({
        qr: text('qr'),
        amount: Number.isFinite(amount) ? amount : Number.NaN,
        currency: text('currency'),
        payerAccount: text('payer'),
      });
      return c.html(resultPage(lang, result), result.ok ? 200 : 422);
    });

  return { app, pay, close: () => db.close() };
}
