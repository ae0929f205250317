import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient, type InStatement } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { dataGeneration, registerGeneration } from './generation';
import { openPostgres, type PgDb } from './postgres';
import * as schema from './schema';
import { DIALECT, dialectOf } from './schema/dialect';

export type Db = ReturnType<typeof drizzle<typeof schema>>;
export { dataGeneration };

/**
 * The API package's folder: two up from this file in the sources (src/db), one up from the compiled build (dist/,
 * where everything is one bundle): the nearest folder above that holds the migrations.
 */
function apiFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
const migrationsFolder = path.join(apiFolder(), 'drizzle');
const pgMigrationsFolder = path.join(apiFolder(), 'drizzle-pg');

const PRAGMAS = ['PRAGMA journal_mode = WAL', 'PRAGMA foreign_keys = ON', 'PRAGMA busy_timeout = 5000'];

/**
 * SQLite has one writer. The libsql client hands its connection to each transaction and opens a fresh one (without
 * the pragmas) for whatever runs meanwhile, so concurrent writes in one process would fail with SQLITE_BUSY. Writes
 * of this process therefore take turns: transactions and non-read statements are queued; reads run at once (WAL).
 */
function serializeWrites(client: Client, db: Db): void {
  let tail: Promise<unknown> = Promise.resolve();
  const holding = new AsyncLocalStorage<boolean>();
  const generation = { writes: 0, writing: 0 };
  registerGeneration(db, sqliteGeneration(client, generation));
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    if (holding.getStore()) return work(); // already inside this process's write turn
    // A write counts once it has finished (committed or not): reads cached before it are stale from then on.
    const counted = async () => {
      generation.writing += 1;
      try {
        return await work();
      } finally {
        generation.writes += 1;
        generation.writing -= 1;
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

/**
 * SQLite's data generation: every write of this process, and another process's commit on the same file
 * (`PRAGMA data_version`, read at every call: a local read of the file's header, a few microseconds), so a write
 * answered by another instance is the next read here (issue 37; it was probed every 200 ms before, a window in which a
 * read could be stale).
 */
function sqliteGeneration(client: Client, generation: { writes: number; writing: number }): () => Promise<string> {
  let uncached = 0;
  return async () => {
    // While this process writes, a transaction holds the client's connection and the pragma runs on another one,
    // whose versions are its own: nothing read meanwhile is kept.
    if (generation.writing > 0) return `writing.${++uncached}`;
    const result = await client.execute('PRAGMA data_version');
    return `${generation.writes}.${Number(result.rows[0]?.[0] ?? 0)}`;
  };
}

/**
 * Opens and migrates the database: PostgreSQL when `url` (default `DFR_DATABASE_URL`) is a `postgres://` URL, else
 * the SQLite file in the data directory (created if needed, WAL mode). Both are the same schema and migrations
 * (`schema/dialect.ts`); the process's dialect must match the URL.
 */
export async function openDatabase(
  dataDir: string,
  options: { fileName?: string; url?: string; poolSize?: number } = {},
): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = options.url ?? process.env.DFR_DATABASE_URL;
  if (dialectOf(url) !== DIALECT) {
    throw new Error(
      `The database URL is for ${dialectOf(url)} but this process was started for ${DIALECT}: set DFR_DATABASE_URL in the environment the process starts with.`,
    );
  }
  if (DIALECT === 'postgresql') {
    const opened = await openPostgres(url as string, {
      schema,
      migrationsFolder: pgMigrationsFolder,
      poolSize: options.poolSize,
    });
    // The queries compile against SQLite's types (schema/dialect.ts); the builders they call are the same.
    return { db: opened.db as unknown as Db, close: opened.close };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const client = createClient({ url: `file:${path.join(dataDir, options.fileName ?? 'dfr.db')}` });
  for (const p of PRAGMAS) await client.execute(p);
  const db = drizzle(client, { schema });
  serializeWrites(client, db);
  await migrate(db, { migrationsFolder });
  return { db, close: async () => client.close() };
}

/** Readiness: resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  if (DIALECT === 'postgresql') await (db as unknown as PgDb).execute(sql`select 1`);
  // The client itself, without drizzle's query building: the health check's ping allocated 13 KB through drizzle, 5 KB
  // this way (issue 30). Still a statement the database answers (through the write-turn wrapper: a read runs at once).
  else await db.$client.execute('select 1');
}
