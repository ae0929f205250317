import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOREIGN_WRITE_PROBE_MS } from './client';
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

  it("sees another process's commit within the probe interval", async () => {
    await readName();
    await other.db.update(appMeta).set({ value: 'Bayon Trading' }).where(eq(appMeta.key, 'entity-name'));
    // Seen as soon as the probe notices it, and never later than one probe interval (plus a read's time).
    await vi.waitFor(async () => expect(await readName()).toBe('Bayon Trading'), {
      timeout: FOREIGN_WRITE_PROBE_MS + 100,
      interval: 10,
    });
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
