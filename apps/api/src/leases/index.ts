import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leases } from '../db/schema';

/**
 * Takes or renews the lease `name` for `owner` for `ttlMs`: true when `owner` holds it now (it was free, expired, or
 * already `owner`'s). One statement, so two instances asking at once never both get it.
 */
export async function acquireLease(db: Db, name: string, owner: string, ttlMs: number, now = Date.now()) {
  const until = new Date(now + ttlMs).toISOString();
  const nowIso = new Date(now).toISOString();
  const rows = await db
    .insert(leases)
    .values({ name, owner, until })
    .onConflictDoUpdate({
      target: leases.name,
      set: { owner, until },
      setWhere: or(eq(leases.owner, owner), lt(leases.until, nowIso)),
    })
    .returning();
  return rows.length === 1 && rows[0]!.owner === owner;
}

/** Gives the lease up (on shutdown), so another instance need not wait for it to run out. */
export async function releaseLease(db: Db, name: string, owner: string) {
  await db.delete(leases).where(and(eq(leases.name, name), eq(leases.owner, owner)));
}

/**
 * Runs `work` every `everyMs` on whichever instance holds the lease `name` (it is renewed on each run and lasts
 * three periods, so an instance that stops is replaced within them). `atStart` also runs it at once (if this
 * instance gets the lease). Returns the stop function.
 */
export function onOneInstance(
  db: Db,
  name: string,
  owner: string,
  everyMs: number,
  work: () => Promise<void>,
  options: { atStart?: boolean; log?: (line: string) => void } = {},
): () => void {
  const log = options.log ?? console.warn;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await acquireLease(db, name, owner, everyMs * 3)) await work();
    } catch (e) {
      log(`[${name}] ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      running = false;
    }
  };
  if (options.atStart) void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    void releaseLease(db, name, owner).catch(() => undefined);
  };
}
