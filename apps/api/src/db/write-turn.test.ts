// SQLite's write turns (db/client.ts, `serializeWrites`): writes of one process wait their turn, a write from inside
// a transaction's callback is already in the turn (it does not wait behind the transaction that waits for it), and
// the flag that tells the two apart is on only while a transaction holds the turn (issue 30: on Node 20 it runs a
// hook for every promise of the process while it is on).
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { appMeta } from './schema';
import { DIALECT } from './schema/dialect';
import { openTestDatabase } from './testing';

/** Whether a promise made now carries an async-context store: the flag's storage is on (Node 20's promise hook). */
const contextTracked = () =>
  Object.getOwnPropertySymbols(Promise.resolve()).some((s) => s.description === 'kResourceStore');
/** Whether this Node tracks an enabled storage through promise hooks (Node 20; Node 24 uses AsyncContextFrame). */
const hooksTrack = (() => {
  const probe = new AsyncLocalStorage<boolean>();
  let tracked = false;
  probe.run(true, () => {
    tracked = contextTracked();
  });
  probe.disable();
  return tracked;
})();

// On PostgreSQL writes need no turns (the server serializes them): the same calls must work there too.
describe(`write turns (${DIALECT})`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-write-turn-'));
  let db: Db;
  let close: () => Promise<void>;
  const value = async (key: string) => (await db.select().from(appMeta).where(eq(appMeta.key, key)))[0]?.value;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(dir));
    await db.insert(appMeta).values({ key: 'counter', value: '0' });
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets concurrent transactions and writes take turns: none is refused, none is lost', async () => {
    const bump = () =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, 'counter'));
        await tx
          .update(appMeta)
          .set({ value: String(Number(row!.value) + 1) })
          .where(eq(appMeta.key, 'counter'));
      });
    const plain = (i: number) => db.insert(appMeta).values({ key: `plain-${i}`, value: String(i) });
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? bump() : plain(i))));
    // SQLite: one transaction after the other, so no read-modify-write is lost. (PostgreSQL runs them side by side at
    // read committed, where such a counter would need a lock of its own: only "none refused" is asserted there.)
    if (DIALECT === 'sqlite') expect(await value('counter')).toBe('10');
    expect(await value('plain-18')).toBe('18');
  });

  it('runs a write from inside a transaction at once instead of waiting behind it (no deadlock)', async () => {
    const key = `nested-${Date.now()}`;
    const outcome = await db.transaction(async (tx) => {
      await tx.update(appMeta).set({ value: 'in turn' }).where(eq(appMeta.key, 'counter'));
      // Through `db`, not `tx`, two awaits deep: the same turn. SQLite refuses it (the transaction holds the file's
      // write lock on its own connection) at once, as before issue 30; queued, it would wait for ever.
      const nested = async () => {
        await Promise.resolve();
        return db.insert(appMeta).values({ key, value: '1' });
      };
      return nested().then(
        () => 'written',
        (e: Error) => `refused: ${(e.cause as Error | undefined)?.message ?? e.message}`,
      );
    });
    // PostgreSQL runs it on another connection of the pool, outside the transaction.
    expect(outcome).toMatch(DIALECT === 'sqlite' ? /^refused: SQLITE_BUSY/ : /^written$/);
    expect(await value('counter')).toBe('in turn');
    // The turn was given back: the next write goes through.
    await db.insert(appMeta).values({ key: 'after', value: '1' });
    expect(await value('after')).toBe('1');
  });

  it('keeps the flag (and its promise hooks) on only while a transaction holds the turn', async () => {
    await db.insert(appMeta).values({ key: 'plain-write', value: '1' });
    expect(contextTracked()).toBe(false);
    const inside = await db.transaction(async () => contextTracked());
    expect(inside).toBe(DIALECT === 'sqlite' && hooksTrack);
    expect(contextTracked()).toBe(false);
  });
});
