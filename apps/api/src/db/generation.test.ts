// SQLite's data generation read from the WAL index's header (db/client.ts, `sqliteGeneration`; issue 30): it must
// change with every commit of another connection and of another process, through checkpoints and log restarts, so a
// kept read is never answered after such a commit; and it must not change while nothing is written (the cache holds).
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataGeneration, pingDatabase } from './client';
import { createReadCache } from './read-cache';
import { appMeta } from './schema';
import { DIALECT } from './schema/dialect';
import { openTestDatabase } from './testing';

const libsqlPath = createRequire(import.meta.url).resolve('libsql');

/**
 * Another process on the same file: it runs each line it is sent as SQL on its own connection and answers `ok` once it
 * has returned (committed).
 */
function otherProcess(file: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [
      '-e',
      `const Database = require(${JSON.stringify(libsqlPath)});
       const db = new Database(${JSON.stringify(file)});
       db.exec('PRAGMA busy_timeout = 5000');
       require('node:readline').createInterface({ input: process.stdin }).on('line', (sql) => {
         try { db.exec(sql); console.log('ok'); } catch (e) { console.log('error ' + e.message); }
       });`,
    ],
    { stdio: 'pipe' },
  );
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async run(sql: string): Promise<void> {
      child.stdin.write(`${sql}\n`);
      const answer = await answers.next();
      expect(answer.value).toBe('ok');
    },
    stop: () => child.kill(),
  };
}

describe.runIf(DIALECT === 'sqlite')('SQLite data generation from the WAL index (issue 30)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-generation-'));
  const file = path.join(dir, 'dfr.db');
  let mine: Awaited<ReturnType<typeof openTestDatabase>>;
  let connection: InstanceType<typeof Database>;
  let other: ReturnType<typeof otherProcess>;
  const cache = createReadCache<string | undefined>();
  const readName = () =>
    cache.get(mine.db, 'name', async () => {
      return (await mine.db.select().from(appMeta).where(eq(appMeta.key, 'generation-name')))[0]?.value;
    });
  const generation = () => dataGeneration(mine.db) as string;

  beforeAll(async () => {
    mine = await openTestDatabase(dir);
    await mine.db.insert(appMeta).values({ key: 'generation-name', value: 'start' });
    connection = new Database(file);
    connection.exec('PRAGMA busy_timeout = 5000');
    other = otherProcess(file);
  });
  afterAll(async () => {
    other.stop();
    connection.close();
    await mine.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the WAL index, and stays the same token while nothing is written', async () => {
    expect(fs.existsSync(`${file}-shm`)).toBe(true);
    const before = generation();
    expect(typeof before).toBe('string');
    await readName();
    await pingDatabase(mine.db);
    expect(generation()).toBe(before);
    expect(generation()).toBe(before);
  });

  it("changes with every commit of another connection of this process, and the next kept read is that commit's", async () => {
    for (let round = 0; round < 30; round++) {
      await readName();
      const before = generation();
      connection.prepare("update app_meta set value = ? where key = 'generation-name'").run(`connection ${round}`);
      expect(generation()).not.toBe(before);
      expect(await readName()).toBe(`connection ${round}`);
    }
  });

  it('changes with every commit of another process, through checkpoints and log restarts', async () => {
    const seen = new Set<string>([generation()]);
    for (let round = 0; round < 12; round++) {
      await readName();
      // Every third round the log is checkpointed and truncated first: the next commit starts a new log (new salts,
      // the frame count from zero), the header's change counter goes on.
      if (round % 3 === 2) await other.run('PRAGMA wal_checkpoint(TRUNCATE)');
      await other.run(`update app_meta set value = 'process ${round}' where key = 'generation-name'`);
      const now = generation();
      expect(seen.has(now)).toBe(false);
      seen.add(now);
      expect(await readName()).toBe(`process ${round}`);
    }
    // A transaction of several statements: one commit, seen once it has committed.
    await other.run(
      "begin; update app_meta set value = 'in a transaction' where key = 'generation-name'; insert into app_meta (key, value) values ('generation-other', 'x'); commit",
    );
    expect(await readName()).toBe('in a transaction');
  });

  it('does not change with a checkpoint alone (no data changed), and changes with the write after it', async () => {
    await other.run("update app_meta set value = 'before the checkpoint' where key = 'generation-name'");
    expect(await readName()).toBe('before the checkpoint');
    const before = generation();
    await other.run('PRAGMA wal_checkpoint(PASSIVE)');
    expect(generation()).toBe(before);
    await other.run("update app_meta set value = 'after the checkpoint' where key = 'generation-name'");
    expect(generation()).not.toBe(before);
    expect(await readName()).toBe('after the checkpoint');
  });

  it("changes with this process's own writes", async () => {
    const before = generation();
    await mine.db.update(appMeta).set({ value: 'mine' }).where(eq(appMeta.key, 'generation-name'));
    expect(generation()).not.toBe(before);
    expect(await readName()).toBe('mine');
  });
});
