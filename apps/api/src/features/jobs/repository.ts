import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { UNFINISHED_JOB_STATES } from '../../statuses';
import { type DbOrTx, nowIso } from '../../db/repository-base';

export type JobRow = typeof jobs.$inferSelect;

/** A lease that ran out, or none. */
const leaseExpired = (stamp: string) => or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, stamp));

/** Background jobs and their leases (services/jobs.ts runs them). */
export const jobRepo = {
  byId: async (db: DbOrTx, id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0],
  insert: async (db: DbOrTx, row: typeof jobs.$inferInsert) => (await db.insert(jobs).values(row).returning())[0]!,
  /** Records a job's state, only while this instance holds its lease. */
  report: async (db: DbOrTx, id: string, leaseOwner: string, patch: Partial<typeof jobs.$inferInsert>) => {
    await db
      .update(jobs)
      .set({ ...patch, updatedAt: nowIso() })
      .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, leaseOwner)));
  },
  /** Unfinished jobs whose lease ran out at `stamp` (or have none). */
  orphans: (db: DbOrTx, stamp: string) =>
    db
      .select()
      .from(jobs)
      .where(and(inArray(jobs.state, UNFINISHED_JOB_STATES), leaseExpired(stamp))),
  /** Claims an orphan for this instance in one statement; undefined when another instance claimed it first. */
  claim: async (db: DbOrTx, id: string, stamp: string, leaseOwner: string, leaseUntil: string) =>
    (
      await db
        .update(jobs)
        .set({ leaseOwner, leaseUntil, state: 'queued', updatedAt: nowIso() })
        .where(and(eq(jobs.id, id), inArray(jobs.state, UNFINISHED_JOB_STATES), leaseExpired(stamp)))
        .returning()
    )[0],
  /** Fails a job no handler of this instance knows. */
  failUnknown: async (db: DbOrTx, id: string) => {
    await db
      .update(jobs)
      .set({ state: 'failed', progress: 100, error: 'internal_error', leaseUntil: null, updatedAt: nowIso() })
      .where(eq(jobs.id, id));
  },
};
