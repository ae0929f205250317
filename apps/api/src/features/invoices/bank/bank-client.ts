import { RetriesExhausted, type RetryOptions, sendWithRetries } from '../../../retry';
/**
 * The bank's open API as the product uses it: `POST {base}/v1/check_transaction_by_md5 {"md5"}` with a bearer token.
 * The same client talks to the real bank (DFR_BANK_URL) and to the sandbox bank (through its HTTP handler), so the
 * sandbox exercises this code. 429, 5xx and network failures are retried by the specification's rule: 3 attempts,
 * 2^attempt × 100 ms plus up to 100 ms of jitter.
 */

/** A payment as the bank reports it. */
export interface BankTransaction {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  amount: number;
  description?: string | null;
  createdDateMs: number;
  acknowledgedDateMs: number | null;
}

export type CheckResult = { status: 'not_found' } | { status: 'paid'; transaction: BankTransaction };

/** The bank did not answer usefully after every attempt (or refused our token). */
export class BankUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`bank unavailable: ${reason}`);
    this.name = 'BankUnavailableError';
  }
}

export interface BankClientOptions extends RetryOptions {
  baseUrl: string;
  token: string;
}

export interface BankClient {
  checkTransactionByMd5(md5: string): Promise<CheckResult>;
}

export function createBankClient(options: BankClientOptions): BankClient {
  const url = `${options.baseUrl.replace(/\/$/, '')}/v1/check_transaction_by_md5`;

  return {
    async checkTransactionByMd5(md5) {
      let response: Response;
      try {
        response = await sendWithRetries(
          () =>
            new Request(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
              body: JSON.stringify({ md5 }),
            }),
          options,
        );
      } catch (e) {
        if (e instanceof RetriesExhausted) throw new BankUnavailableError(e.reason);
        throw e;
      }
      const body = (await response.json().catch(() => null)) as {
        responseCode?: number;
        errorCode?: number | null;
        data?: BankTransaction | null;
      } | null;
      if (!response.ok || !body) throw new BankUnavailableError(`HTTP ${response.status}`);
      if (body.responseCode === 0 && body.data) return { status: 'paid', transaction: body.data };
      if (body.errorCode === 1) return { status: 'not_found' };
      throw new BankUnavailableError(`unexpected answer ${JSON.stringify(body).slice(0, 200)}`);
    },
  };
}
