import type { Deps } from '../../context';
import { newId } from '../../db/repository-base';
import { type JobRow, jobRepo } from './repository';
import type { JobState } from '../../statuses';
import { publish } from '../notifications/service';

export type { JobRow } from './repository';
type Progress = (p: number) => Promise<void>;
/** What a kind of job does, from its row alone (so that another instance can take it over). */
export type JobHandler = (deps: Deps, job: JobRow, progress: Progress) => Promise<unknown>;

export type { JobState } from '../../statuses';

/**
 * The message published on `statements/<id>/jobs` (or `users/<id>/jobs`) at each step of a job (MQTT, realtime/):
 * its progress 0–100 and, once done, its result (`{ message_key }` when it failed).
 */
export interface JobProgress {
  jobId: string;
  kind: string;
  progress: number;
  state: JobState;
  result?: unknown;
}

/** How long a job's lease lasts without a renewal; the instance doing it renews it at a third of that. */
export const JOB_LEASE_MS = 30_000;

const handlers = new Map<string, JobHandler>();
/** Names what a kind of job does (each feature registers its kinds when its module loads). */
export function registerJobKind(kind: string, handler: JobHandler) {
  handlers.set(kind, handler);
}

/** Jobs still running in this process (tests and shutdown wait for them). */
const running = new Set<Promise<unknown>>();
export async function settleJobs() {
  while (running.size) await Promise.allSettled([...running]);
}

const leaseUntil = (now = Date.now()) => new Date(now + JOB_LEASE_MS).toISOString();

/**
 * Does a job this instance holds: its progress published on `statements/<id>/jobs` (or the user's topic), the lease
 * renewed while it runs, the result or the error recorded.
 */
function run(deps: Deps, row: JobRow, handler: JobHandler) {
  const topic = row.statementId ? `statements/${row.statementId}/jobs` : `users/${row.userId}/jobs`;
  const report = async (state: JobState, progress: number, extra: Record<string, unknown> = {}) => {
    const done = state === 'succeeded' || state === 'failed';
    await jobRepo.report(deps.db, row.id, deps.instanceId, {
      state,
      progress,
      leaseUntil: done ? null : leaseUntil(),
      ...extra,
    });
    publish(topic, {
      jobId: row.id,
      kind: row.kind,
      progress,
      state,
      ...('result' in extra ? { result: extra.result } : {}),
    } satisfies JobProgress);
  };
  let last = 1;
  const heartbeat = setInterval(() => void report('running', last).catch(() => undefined), JOB_LEASE_MS / 3);
  heartbeat.unref();
  const task = (async () => {
    await new Promise((r) => setImmediate(r));
    try {
      await report('running', 1);
      const result = await handler(deps, row, (p) => {
        last = Math.max(1, Math.min(99, Math.round(p)));
        return report('running', last);
      });
      await report('succeeded', 100, { result });
    } catch (e) {
      const key = (e as { messageKey?: string }).messageKey ?? 'internal_error';
      if (!(e as { messageKey?: string }).messageKey) console.error(`[jobs] ${row.kind} ${row.id} failed:`, e);
      await report('failed', 100, { error: key, result: { message_key: key } });
    } finally {
      clearInterval(heartbeat);
    }
  })();
  running.add(task);
  void task.finally(() => running.delete(task));
}

/**
 * Starts background work of a registered kind: a `jobs` row leased to this instance, done at once here. Returns the
 * queued job.
 */
export async function startJob(
  deps: Deps,
  job: { kind: string; userId: string; statementId?: string },
): Promise<JobRow> {
  const handler = handlers.get(job.kind);
  if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
  const row = await jobRepo.insert(deps.db, {
    id: newId(),
    kind: job.kind,
    userId: job.userId,
    statementId: job.statementId,
    state: 'queued',
    progress: 0,
    leaseOwner: deps.instanceId,
    leaseUntil: leaseUntil(),
  });
  run(deps, row, handler);
  return row;
}

/**
 * Takes over the jobs whose instance stopped (queued or running with a lease that ran out, or none): each is claimed
 * in one statement, so two instances sweeping at once never both run it. Answers how many were taken over.
 */
export async function sweepJobs(deps: Deps, now = Date.now()): Promise<number> {
  const stamp = new Date(now).toISOString();
  const orphans = await jobRepo.orphans(deps.db, stamp);
  let taken = 0;
  for (const orphan of orphans) {
    const claimed = await jobRepo.claim(deps.db, orphan.id, stamp, deps.instanceId, leaseUntil(now));
    if (!claimed) continue;
    taken++;
    const handler = handlers.get(claimed.kind);
    if (handler) run(deps, claimed, handler);
    else await jobRepo.failUnknown(deps.db, claimed.id);
  }
  return taken;
}

/** Sweeps for orphaned jobs every third of a lease. Returns the stop function. */
export function startJobSweeper(deps: Deps, log: (line: string) => void = console.warn): () => void {
  const timer = setInterval(() => {
    sweepJobs(deps)
      .then((n) => {
        if (n > 0) log(`[jobs] took over ${n} job(s) whose instance stopped`);
      })
      .catch((e: unknown) => log(`[jobs] sweep failed: ${e instanceof Error ? e.message : String(e)}`));
  }, JOB_LEASE_MS / 3);
  timer.unref();
  return () => clearInterval(timer);
}

export async function jobById(deps: Deps, id: string) {
  return jobRepo.byId(deps.db, id);
}
