import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { registerGeneration } from './generation';
import { openTestDatabase } from './testing';
import { createReadCache } from './read-cache';
import { appMeta } from './schema';

describe('read cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-read-cache-'));
  // Two handles on one file: `mine` is this process, `other` stands for a second API process.
  let mine: Awaited<ReturnType<typeof openTestDatabase>>;
  let other: Awaited<ReturnType<typeof openTestDatabase>>;
  const cache = createReadCache<string | undefined>();
  let loads = 0;
  const readName = () =>
    cache.get(mine.db, 'entity-1', async () => {
      loads += 1;
      return (await mine.db.select().from(appMeta).where(eq(appMeta.key, 'entity-name')))[0]?.value;
    });

  beforeAll(async () => {
    mine = await openTestDatabase(dir);
    other = await openTestDatabase(dir);
    await mine.db.insert(appMeta).values({ key: 'entity-name', value: 'Angkor Trading' });
  });
  afterAll(() => {
    mine.close();
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers repeated reads from the cache while nothing is written', async () => {
    const before = loads;
    expect(await readName()).toBe('Angkor Trading');
    expect(await readName()).toBe('Angkor Trading');
    expect(await readName()).toBe('Angkor Trading');
    expect(loads - before).toBe(1);
  });

  it("reads again at once after this process's own write", async () => {
    await readName();
    await mine.db.update(appMeta).set({ value: 'Angkor Trading Co.' }).where(eq(appMeta.key, 'entity-name'));
    expect(await readName()).toBe('Angkor Trading Co.');
  });

  it("reads another process's commit at once (issue 37: the next read, every time)", async () => {
    for (let round = 0; round < 50; round++) {
      await readName();
      const name = `Bayon Trading ${round}`;
      await other.db.update(appMeta).set({ value: name }).where(eq(appMeta.key, 'entity-name'));
      expect(await readName()).toBe(name);
    }
    // Inside a transaction too (on PostgreSQL the generation is raised in the transaction, seen at its commit).
    await other.db.transaction(async (tx) => {
      await tx.update(appMeta).set({ value: 'Bayon Trading Co.' }).where(eq(appMeta.key, 'entity-name'));
    });
    expect(await readName()).toBe('Bayon Trading Co.');
  });

  it("keeps answering from the cache while nothing is written after another process's commit", async () => {
    await other.db.update(appMeta).set({ value: 'Preah Khan' }).where(eq(appMeta.key, 'entity-name'));
    expect(await readName()).toBe('Preah Khan');
    const before = loads;
    expect(await readName()).toBe('Preah Khan');
    expect(loads).toBe(before);
  });

  it('does not keep a failed load', async () => {
    const failing = createReadCache<number>();
    let calls = 0;
    const read = () =>
      failing.get(mine.db, 'k', async () => {
        calls += 1;
        if (calls === 1) throw new Error('not found');
        return calls;
      });
    await expect(read()).rejects.toThrow('not found');
    expect(await read()).toBe(2);
  });
});

// `kept` (issue 30): a kept value at once when the data generation is known at once, without asking a database whose
// generation is a query (PostgreSQL: `get` asks it once).
describe('createReadCache().kept', () => {
  it('answers a current value at once when the generation is synchronous, and nothing once it moved', async () => {
    let generation = 'g1';
    const db = {} as Db;
    registerGeneration(db, () => generation, { sync: true });
    const cache = createReadCache<{ name: string }>();
    expect(cache.kept(db, 'k')).toBeUndefined();
    const value = await cache.get(db, 'k', async () => ({ name: 'kept' }));
    expect(cache.kept(db, 'k')).toBe(value);
    generation = 'g2';
    expect(cache.kept(db, 'k')).toBeUndefined();
  });

  it('does not ask a generation that is a query, and leaves the read to `get`', async () => {
    let asked = 0;
    const db = {} as Db;
    registerGeneration(db, async () => {
      asked += 1;
      return 'g1';
    });
    const cache = createReadCache<{ name: string }>();
    await cache.get(db, 'k', async () => ({ name: 'kept' }));
    expect(asked).toBe(1);
    expect(cache.kept(db, 'k')).toBeUndefined();
    expect(asked).toBe(1);
  });
});
