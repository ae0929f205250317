import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { jobs } from '../db/schema';
import { newId, nowIso } from '../repositories/base';
import { publish } from './notify';

export type JobRow = typeof jobs.$inferSelect;

/** Jobs still running in this process (tests and shutdown wait for them). */
const running = new Set<Promise<unknown>>();
export async function settleJobs() {
  while (running.size) await Promise.allSettled([...running]);
}

/**
 * Starts background work: a `jobs` row, progress published on `statements/<id>/jobs` (and the user's topic),
 * the result or the error recorded. Returns the queued job at once.
 */
export async function startJob(
  deps: Deps,
  job: { kind: string; userId: string; statementId?: string },
  work: (progress: (p: number) => Promise<void>) => Promise<unknown>,
): Promise<JobRow> {
  const row = (
    await deps.db
      .insert(jobs)
      .values({
        id: newId(),
        kind: job.kind,
        userId: job.userId,
        statementId: job.statementId,
        state: 'queued',
        progress: 0,
      })
      .returning()
  )[0]!;
  const topic = job.statementId ? `statements/${job.statementId}/jobs` : `users/${job.userId}/jobs`;
  const report = async (state: string, progress: number, extra: Record<string, unknown> = {}) => {
    await deps.db
      .update(jobs)
      .set({ state, progress, updatedAt: nowIso(), ...extra })
      .where(and(eq(jobs.id, row.id)));
    publish(topic, {
      jobId: row.id,
      kind: job.kind,
      progress,
      state,
      ...('result' in extra ? { result: extra.result } : {}),
    });
  };
  const task = (async () => {
    await new Promise((r) => setImmediate(r));
    try {
      await report('running', 1);
      const result = await work((p) => report('running', Math.max(1, Math.min(99, Math.round(p)))));
      await report('succeeded', 100, { result });
    } catch (e) {
      const key = (e as { messageKey?: string }).messageKey ?? 'internal_error';
      if (!(e as { messageKey?: string }).messageKey) console.error(`[jobs] ${job.kind} ${row.id} failed:`, e);
      await report('failed', 100, { error: key, result: { message_key: key } });
    }
  })();
  running.add(task);
  void task.finally(() => running.delete(task));
  return row;
}

export async function jobById(deps: Deps, id: string) {
  return (await deps.db.select().from(jobs).where(eq(jobs.id, id)))[0];
}
