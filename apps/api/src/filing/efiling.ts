import type { Db } from '../db/client';
import { RetriesExhausted, type RetryOptions, sendWithRetries } from '../retry';
import { type Filing, FilingRefused, type Receipt, receive } from './receiver';

export type { Filing, Receipt } from './receiver';

/** The e-filing adapter: the embedded receiver (the regulator's desk in this API) or the regulator's endpoint. */
export interface Efiling {
  mode: 'embedded' | 'remote';
  /** A receipt, or FilingRefused (the receiver's reasons), or EfilingError (no usable answer). */
  send(filing: Filing): Promise<Receipt>;
}

/** The e-filing platform gave no usable answer (after the retries). */
export class EfilingError extends Error {
  constructor(readonly reason: string) {
    super(`e-filing failed: ${reason}`);
    this.name = 'EfilingError';
  }
}

/** The embedded receiver: the same checks and register as the HTTP receiver, called in process (same database). */
export function embeddedEfiling(db: Db): Efiling {
  return { mode: 'embedded', send: (filing) => receive(db, filing) };
}

/** The filing as JSON on the wire (files base64), as the receiver's HTTP endpoint takes it. */
export function filingBody(filing: Filing): string {
  return JSON.stringify({
    entity: filing.entity,
    reportingYear: filing.reportingYear,
    files: filing.files.map((f) => ({
      name: f.name,
      mediaType: f.mediaType,
      base64: Buffer.from(typeof f.body === 'string' ? Buffer.from(f.body, 'utf8') : f.body).toString('base64'),
    })),
  });
}

/**
 * The regulator's e-filing endpoint: `POST {url}/submissions` with the package as JSON (files base64), a bearer
 * token and `Idempotency-Key`; it answers 201 `{ receiptNumber, receivedAt, packageHash, factCount }`, or 422
 * `{ problems }` when it refuses the package. 429/5xx/network errors are retried (the specification's rule) under
 * the same key, so a retry after a lost answer gets the first receipt back.
 */
export function remoteEfiling(url: string, token: string, options: RetryOptions = {}): Efiling {
  return {
    mode: 'remote',
    async send(filing) {
      const body = filingBody(filing);
      let res: Response;
      try {
        res = await sendWithRetries(
          () =>
            new Request(`${url.replace(/\/$/, '')}/submissions`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'idempotency-key': filing.idempotencyKey,
              },
              body,
            }),
          options,
        );
      } catch (e) {
        if (e instanceof RetriesExhausted) throw new EfilingError(e.reason);
        throw e;
      }
      const answer = (await res.json().catch(() => null)) as
        | (Partial<Receipt> & { problems?: { code: string; message: string }[] })
        | null;
      if (res.status === 422 && Array.isArray(answer?.problems)) throw new FilingRefused(answer.problems);
      if (!res.ok || !answer?.receiptNumber || !answer.packageHash) throw new EfilingError(`HTTP ${res.status}`);
      return {
        receiptNumber: answer.receiptNumber,
        receivedAt: answer.receivedAt ?? new Date().toISOString(),
        packageHash: answer.packageHash,
        factCount: answer.factCount ?? 0,
      };
    },
  };
}
