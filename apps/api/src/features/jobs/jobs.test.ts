import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps, type Deps } from '../../context';
import { openTestDatabase } from '../../db/testing';
import { jobs, validationResults } from '../../db/schema';
import { seedDemo } from '../../demo/seed';
import { acquireLease, releaseLease } from '../../leases';
import { newId } from '../../db/repository-base';
import { type Harness, startHarness } from '../../test/harness';
import { settleJobs, sweepJobs } from './service';
// Registers the `validation` job kind, as the running API does.
import '../statements/validation';

/**
 * Two API instances on one database (issue 17): a job whose instance stopped is taken over by the other, exactly
 * once, and work that must run on one instance at a time follows a lease.
 */
let h: Harness;
let other: { deps: Deps; close: () => void };
let seeded: { userId: string; statementId: string };

beforeAll(async () => {
  h = await startHarness();
  seeded = await seedDemo(h.deps);
  const opened = await openTestDatabase(h.deps.env.dataDir);
  other = { deps: await createDeps(h.deps.env, opened.db), close: opened.close };
}, 60_000);
afterAll(async () => {
  await settleJobs();
  other.close();
  await h.close();
});

/** A validation job left behind by an instance that stopped (its lease ran out a minute ago). */
async function orphan(kind = 'validation', leaseUntil: string | null = new Date(Date.now() - 60_000).toISOString()) {
  const id = newId();
  await h.deps.db.insert(jobs).values({
    id,
    kind,
    userId: seeded.userId,
    statementId: seeded.statementId,
    state: 'running',
    progress: 40,
    leaseOwner: 'an-instance-that-stopped',
    leaseUntil,
  });
  return id;
}
const jobRow = async (id: string) => (await h.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('jobs across instances', () => {
  it('takes over a job whose instance stopped and finishes it on the other instance', async () => {
    const before = (
      await h.deps.db.select().from(validationResults).where(eq(validationResults.statementId, seeded.statementId))
    ).length;
    const id = await orphan();
    expect(await sweepJobs(other.deps)).toBe(1);
    await settleJobs();
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'succeeded', progress: 100, leaseOwner: other.deps.instanceId });
    expect(row.result).toMatchObject({ canFile: expect.any(Boolean), genuine: expect.any(Number) });
    const after = await h.deps.db
      .select()
      .from(validationResults)
      .where(eq(validationResults.statementId, seeded.statementId));
    expect(after.length).toBe(before + 1);
  }, 60_000);

  it('leaves a job alone while its instance renews the lease', async () => {
    const id = await orphan('validation', new Date(Date.now() + 60_000).toISOString());
    expect(await sweepJobs(other.deps)).toBe(0);
    expect((await jobRow(id)).leaseOwner).toBe('an-instance-that-stopped');
    await h.deps.db.delete(jobs).where(eq(jobs.id, id));
  });

  it('gives an orphan to exactly one of two instances sweeping at once', async () => {
    const id = await orphan();
    const taken = await Promise.all([sweepJobs(h.deps), sweepJobs(other.deps)]);
    expect(taken[0]! + taken[1]!).toBe(1);
    await settleJobs();
    expect((await jobRow(id)).state).toBe('succeeded');
  }, 60_000);

  it('fails a job of a kind no instance knows instead of leaving it queued forever', async () => {
    const id = await orphan('a-kind-from-an-older-version');
    expect(await sweepJobs(other.deps)).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', error: 'internal_error' });
  });
});

describe('leases: one instance at a time', () => {
  it('belongs to one owner until it runs out or is given up', async () => {
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    expect(await acquireLease(h.deps.db, 'test.poller', 'A', 1000, t0)).toBe(true);
    // B is refused while A's lease runs; A renews it.
    expect(await acquireLease(h.deps.db, 'test.poller', 'B', 1000, t0 + 500)).toBe(false);
    expect(await acquireLease(h.deps.db, 'test.poller', 'A', 1000, t0 + 900)).toBe(true);
    expect(await acquireLease(h.deps.db, 'test.poller', 'B', 1000, t0 + 1500)).toBe(false);
    // A stopped renewing: B takes it once it has run out.
    expect(await acquireLease(h.deps.db, 'test.poller', 'B', 1000, t0 + 2000)).toBe(true);
    expect(await acquireLease(h.deps.db, 'test.poller', 'A', 1000, t0 + 2100)).toBe(false);
    // Given up on shutdown: free at once.
    await releaseLease(h.deps.db, 'test.poller', 'B');
    expect(await acquireLease(h.deps.db, 'test.poller', 'A', 1000, t0 + 2200)).toBe(true);
  });

  it('is granted to one of many instances asking at the same moment', async () => {
    const now = Date.parse('2027-01-01T00:00:00Z');
    const owners = ['A', 'B', 'C', 'D'];
    const dbs = [h.deps.db, other.deps.db, h.deps.db, other.deps.db];
    const granted = await Promise.all(owners.map((o, i) => acquireLease(dbs[i]!, 'test.race', o, 1000, now)));
    expect(granted.filter(Boolean).length).toBe(1);
  });
});
