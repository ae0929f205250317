import type { PackageContent } from './package';

/** What the e-filing system answers on receipt of a package. */
export interface EfilingReceipt {
  receiptNumber: string;
  receivedAt: string;
}

/** A filing sent to the regulator's e-filing system. */
export interface Filing {
  submissionId: string;
  entity: { id: string; nameEn: string; nameKh: string | null; registrationNumber: string };
  reportingYear: number;
  files: PackageContent[];
}

/** The e-filing adapter: the embedded receiver (the regulator's desk in this API) or the regulator's endpoint. */
export interface Efiling {
  mode: 'embedded' | 'remote';
  send(filing: Filing, receiptNumber: () => Promise<string>): Promise<EfilingReceipt>;
}

export class EfilingError extends Error {
  constructor(reason: string) {
    super(`e-filing failed: ${reason}`);
    this.name = 'EfilingError';
  }
}

/** The embedded receiver: the package is received by the regulator's desk served by this API (same database). */
export const embeddedEfiling: Efiling = {
  mode: 'embedded',
  send: async (_filing, receiptNumber) => ({
    receiptNumber: await receiptNumber(),
    receivedAt: new Date().toISOString(),
  }),
};

/**
 * The regulator's e-filing endpoint: `POST {url}/submissions` with the package as JSON (files base64), bearer token;
 * it answers `{ receiptNumber, receivedAt }`. 429/5xx/network errors are retried (3 attempts, 2^n × 100 ms + jitter).
 */
export function remoteEfiling(
  url: string,
  token: string,
  send: (r: Request) => Promise<Response> = (r) => fetch(r),
): Efiling {
  return {
    mode: 'remote',
    async send(filing) {
      const body = JSON.stringify({
        submissionId: filing.submissionId,
        entity: filing.entity,
        reportingYear: filing.reportingYear,
        files: filing.files.map((f) => ({
          name: f.name,
          mediaType: f.mediaType,
          base64: Buffer.from(typeof f.body === 'string' ? Buffer.from(f.body, 'utf8') : f.body).toString('base64'),
        })),
      });
      let last = 'no answer';
      for (let attempt = 0; attempt < 3; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 100 + Math.random() * 100));
        try {
          const res = await send(
            new Request(`${url.replace(/\/$/, '')}/submissions`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body,
            }),
          );
          if (res.status === 429 || res.status >= 500) {
            last = `HTTP ${res.status}`;
            continue;
          }
          const answer = (await res.json().catch(() => null)) as Partial<EfilingReceipt> | null;
          if (!res.ok || !answer?.receiptNumber) throw new EfilingError(`HTTP ${res.status}`);
          return { receiptNumber: answer.receiptNumber, receivedAt: answer.receivedAt ?? new Date().toISOString() };
        } catch (e) {
          if (e instanceof EfilingError) throw e;
          last = e instanceof Error ? e.message : 'network error';
        }
      }
      throw new EfilingError(last);
    },
  };
}
