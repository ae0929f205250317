/**
 * The import worker's thread (issue 19, finding 2): reads trial-balance and chart files with the engine, away from the
 * event loop that answers every other user. Started by `./index.ts`; never imported by anything else.
 */
import { parentPort } from 'node:worker_threads';
import { readChart, readTrialBalance } from '@dfr/statement-engine';
import type { EngineErrorData, ImportJob, ImportReply } from './types';

parentPort?.on('message', (job: ImportJob) => {
  let reply: ImportReply;
  try {
    reply =
      job.kind === 'trialBalance'
        ? { id: job.id, ok: true, result: readTrialBalance(job.data, job.chart, job.options) }
        : {
            id: job.id,
            ok: true,
            result: readChart(job.data, job.framework, job.limits, { evidence: job.evidence ?? [] }),
          };
  } catch (e) {
    const { code, messages, value, row, column, message } = (e ?? {}) as Record<string, unknown>;
    reply = {
      id: job.id,
      ok: false,
      error:
        typeof code === 'string' && messages && typeof messages === 'object'
          ? ({ code, messages, value, row, column } as EngineErrorData)
          : { message: String(message ?? e) },
    };
  }
  parentPort?.postMessage(reply);
});
