/**
 * Reads import files in a worker thread (issue 19, finding 2: one upload must never block the event loop for other
 * users). One worker, started on first use and kept; jobs run one at a time in the order they came. A job that runs
 * longer than `IMPORT_TIMEOUT_MS`, or a worker that runs out of its memory limit, ends that worker (the next job starts
 * a new one) and the upload is refused with `import_too_complex`; the server itself is never at risk.
 */
import { Worker } from 'node:worker_threads';
import {
  type ChartReadResult,
  type Framework,
  FileFormatError,
  type MappingEvidence,
  type TableLimits,
  type TrialBalanceChart,
  type TrialBalanceImport,
  type TrialBalanceOptions,
} from '@dfr/statement-engine';
import { ApiError } from '../http/errors';
import type { EngineErrorData, ImportJob, ImportReply } from './types';

export const IMPORT_TIMEOUT_MS = 30_000;
/** The worker's heap: far above what the engine's limits let one file take, far below the server's. */
const WORKER_HEAP_MB = 768;

type Job = ImportJob extends infer J ? (J extends ImportJob ? Omit<J, 'id'> : never) : never;
interface Waiting {
  job: Job;
  resolve: (reply: ImportReply) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | undefined;
let running: (Waiting & { id: number; timer: NodeJS.Timeout; worker: Worker }) | undefined;
const queue: Waiting[] = [];
let nextId = 1;
let timeoutMs = IMPORT_TIMEOUT_MS;

/** For tests: a shorter time limit (restored with no argument). */
export function setImportTimeout(ms = IMPORT_TIMEOUT_MS) {
  timeoutMs = ms;
}

const tooComplex = () => new ApiError(422, 'IMPORT_TOO_COMPLEX', 'import_too_complex');

function start(): Worker {
  // The API runs its TypeScript through tsx; the worker's JavaScript entry loads the thread the same way.
  const w = new Worker(new URL('./thread.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  w.unref();
  w.on('message', (reply: ImportReply) => {
    if (!running || running.worker !== w || reply.id !== running.id) return;
    const done = running;
    clearTimeout(done.timer);
    running = undefined;
    done.resolve(reply);
    next();
  });
  const fail = (error: unknown) => {
    if (worker === w) worker = undefined;
    // Only the job this worker was running (an `exit` after an `error` finds another worker's job, or none).
    if (running?.worker !== w) return;
    const done = running;
    running = undefined;
    clearTimeout(done.timer);
    done.reject(error);
    next();
  };
  w.on('error', (e) => fail((e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : e));
  w.on('exit', () => fail(tooComplex()));
  return w;
}

function next() {
  if (running) return;
  const waiting = queue.shift();
  if (!waiting) return;
  worker ??= start();
  const w = worker;
  const id = nextId++;
  const timer = setTimeout(() => {
    // The worker is stuck on this file: end it; `exit` refuses the job and starts the next one on a new worker.
    void w.terminate();
  }, timeoutMs);
  timer.unref();
  running = { ...waiting, id, timer, worker: w };
  w.postMessage({ ...waiting.job, id });
}

function run(job: Job): Promise<ImportReply> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    next();
  });
}

/** The engine's error again, with its class, so callers handle it as if the engine had run here. */
function rethrow(error: EngineErrorData | { message: string }): never {
  if ('code' in error) {
    throw new FileFormatError(
      error.code,
      error.messages,
      error.value,
      error.row === undefined ? undefined : { row: error.row, ...(error.column ? { column: error.column } : {}) },
    );
  }
  throw new Error(error.message);
}

/** `readTrialBalance` in the worker. */
export async function readTrialBalanceOffThread(
  data: Uint8Array | string,
  chart: TrialBalanceChart,
  options: TrialBalanceOptions,
): Promise<TrialBalanceImport> {
  const reply = await run({ kind: 'trialBalance', data, chart, options });
  if (!reply.ok) rethrow(reply.error);
  return reply.result as TrialBalanceImport;
}

/** `readChart` in the worker. */
export async function readChartOffThread(
  data: Uint8Array | string,
  framework: Framework,
  limits: TableLimits,
  evidence: readonly MappingEvidence[] = [],
): Promise<ChartReadResult> {
  const reply = await run({ kind: 'chart', data, framework, limits, evidence });
  if (!reply.ok) rethrow(reply.error);
  return reply.result as ChartReadResult;
}
