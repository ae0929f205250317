/**
 * The specification's retry rule for calls to outside systems (the bank, the e-filing platform): 3 attempts,
 * 2^attempt × 100 ms plus up to 100 ms of jitter between them; 429, 5xx and network failures are retried, any other
 * answer is returned to the caller as it is.
 */
export interface RetryOptions {
  /** How requests go out (the global fetch, or an in-process handler). */
  fetch?: (request: Request) => Response | Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  attempts?: number;
}

/** Every attempt failed: `reason` says how the last one did (e.g. `HTTP 503`, a network error). */
export class RetriesExhausted extends Error {
  constructor(readonly reason: string) {
    super(`no answer after retries: ${reason}`);
    this.name = 'RetriesExhausted';
  }
}

export const retryable = (status: number) => status === 429 || status >= 500;

/** Sends `request()` (a fresh Request per attempt) until an answer that is not retryable; throws RetriesExhausted. */
export async function sendWithRetries(request: () => Request, options: RetryOptions = {}): Promise<Response> {
  const send = options.fetch ?? ((r: Request) => fetch(r));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = options.random ?? Math.random;
  const attempts = options.attempts ?? 3;
  let last = 'no answer';
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(2 ** attempt * 100 + Math.floor(random() * 100));
    let response: Response;
    try {
      response = await send(request());
    } catch (e) {
      last = e instanceof Error ? e.message : 'network error';
      continue;
    }
    if (retryable(response.status)) {
      last = `HTTP ${response.status}`;
      continue;
    }
    return response;
  }
  throw new RetriesExhausted(last);
}
