import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient, type InStatement } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzle<typeof schema>>;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

const PRAGMAS = ['PRAGMA journal_mode = WAL', 'PRAGMA foreign_keys = ON', 'PRAGMA busy_timeout = 5000'];

/**
 * SQLite has one writer. The libsql client hands its connection to each transaction and opens a fresh one (without
 * the pragmas) for whatever runs meanwhile, so concurrent writes in one process would fail with SQLITE_BUSY. Writes
 * of this process therefore take turns: transactions and non-read statements are queued; reads run at once (WAL).
 */
function serializeWrites(client: Client, db: Db): void {
  let tail: Promise<unknown> = Promise.resolve();
  const holding = new AsyncLocalStorage<boolean>();
  const generation = { writes: 0, dataVersion: 0, probedAt: 0, probe: undefined as Promise<void> | undefined };
  generations.set(db, generation);
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    if (holding.getStore()) return work(); // already inside this process's write turn
    // A write counts once it has finished (committed or not): reads cached before it are stale from then on.
    const counted = async () => {
      try {
        return await work();
      } finally {
        generation.writes += 1;
      }
    };
    const result = tail.then(() => holding.run(true, counted));
    tail = result.catch(() => undefined);
    return result;
  };
  const applyPragmas = async () => {
    for (const p of PRAGMAS.slice(1)) await rawExecute(p);
  };
  const rawExecute = client.execute.bind(client) as (stmt: InStatement) => ReturnType<Client['execute']>;
  const isRead = (stmt: InStatement) => /^\s*(select|with|pragma)\b/i.test(typeof stmt === 'string' ? stmt : stmt.sql);
  const execute = client.execute.bind(client) as (...args: unknown[]) => ReturnType<Client['execute']>;
  client.execute = ((...args: unknown[]) =>
    isRead(args[0] as InStatement) ? execute(...args) : inTurn(() => execute(...args))) as Client['execute'];
  const batch = client.batch.bind(client);
  client.batch = ((...args: Parameters<Client['batch']>) => inTurn(() => batch(...args))) as Client['batch'];
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<Db['transaction']>) =>
    inTurn(async () => {
      try {
        return await transaction(...args);
      } finally {
        // The transaction took the connection; give the next one the pragmas.
        await applyPragmas();
      }
    })) as Db['transaction'];
}

/** How often another process's commits are looked for (`PRAGMA data_version`) by `dataGeneration`. */
export const FOREIGN_WRITE_PROBE_MS = 200;
const generations = new WeakMap<
  Db,
  { writes: number; dataVersion: number; probedAt: number; probe: Promise<void> | undefined }
>();

/**
 * A token that changes whenever the data may have changed: after every write of this process at once, and after a
 * commit by another process on the same file within FOREIGN_WRITE_PROBE_MS. Reads cached under one token are
 * current while `dataGeneration` still returns it (`db/read-cache.ts`). `undefined` for a handle not opened here.
 */
export async function dataGeneration(db: Db): Promise<string | undefined> {
  const g = generations.get(db);
  if (!g) return undefined;
  if (Date.now() - g.probedAt >= FOREIGN_WRITE_PROBE_MS) {
    g.probe ??= db.$client
      .execute('PRAGMA data_version')
      .then((r) => {
        g.dataVersion = Number(r.rows[0]?.[0] ?? 0);
        g.probedAt = Date.now();
      })
      .finally(() => {
        g.probe = undefined;
      });
    await g.probe;
  }
  return `${g.writes}.${g.dataVersion}`;
}

/** Opens (creating if needed) the SQLite database in the data directory, in WAL mode, and migrates it. */
export async function openDatabase(dataDir: string, fileName = 'dfr.db'): Promise<{ db: Db; close: () => void }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = createClient({ url: `file:${path.join(dataDir, fileName)}` });
  for (const p of PRAGMAS) await client.execute(p);
  const db = drizzle(client, { schema });
  serializeWrites(client, db);
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

/** Readiness: resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.run(sql`select 1`);
}
