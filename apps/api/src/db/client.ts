import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient, type InStatement } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import Database from 'libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { dataGeneration, registerGeneration, syncGeneration } from './generation';
import { openPostgres, type PgDb } from './postgres';
import * as schema from './schema';
import { DIALECT, dialectOf } from './schema/dialect';

export type Db = ReturnType<typeof drizzle<typeof schema>>;
export { dataGeneration, syncGeneration };

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
 *
 * A write issued from inside a transaction's callback (through `db`, not the callback's `tx`) is already in this
 * process's turn: it runs at once instead of waiting behind the transaction that waits for it (which would never
 * end). Only a transaction runs the caller's code inside the turn, so only a transaction carries that flag, in an
 * `AsyncLocalStorage` that is on while a transaction holds the turn and off again after it (issue 30): on Node 20 a
 * storage in use runs a hook for every promise of the process, and the reads that make most of the API's traffic
 * paid for it on every request. A single statement or batch holds the turn without it (nothing of the caller's runs
 * inside).
 */
function serializeWrites(client: Client, db: Db, generation: WriteCount): void {
  let tail: Promise<unknown> = Promise.resolve();
  const holding = new AsyncLocalStorage<boolean>();
  let transactions = 0;
  const inTurn = <T>(work: () => Promise<T>, runsCallerCode = false): Promise<T> => {
    if (transactions > 0 && holding.getStore()) return work(); // already inside this process's write turn
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
    const inTransaction = async () => {
      transactions += 1;
      try {
        return await holding.run(true, counted);
      } finally {
        // The flag's hooks stay on only while a transaction holds the turn (turns never overlap).
        if (--transactions === 0) holding.disable();
      }
    };
    const result = tail.then(runsCallerCode ? inTransaction : counted);
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
    }, true)) as Db['transaction'];
}

/** This process's writes to a SQLite database: finished, and in progress. */
interface WriteCount {
  writes: number;
  writing: number;
}

/**
 * SQLite's data generation: every write of this process, and every commit on the file by any other connection, so a
 * write answered by another instance is the next read here (issue 37; it was probed every 200 ms before, a window in
 * which a read could be stale).
 *
 * A commit is seen in the WAL index (`<file>-shm`, shared memory every connection of every process maps): the
 * committing connection writes the index's header before its commit returns and before any reader can see the
 * commit (readers start from that header), and every commit changes it (its change counter, last frame and
 * checksums; a log restarted after a checkpoint changes its salts). So the header's 48 bytes, read with one `pread`
 * before a cached value is loaded, change with every commit of any connection (issue 30: 0.8 µs, where
 * `PRAGMA data_version` — a read transaction, with its locks — cost 3 µs alone and a tenth of a statement read's CPU
 * time under load). A read that races a commit sees either the old header (the value loaded then is kept under the
 * old generation and dropped at the next read) or a changed one; never a new header with data from before it.
 * `generation.test.ts` holds this against another connection's and another process's commits, checkpoints and log
 * restarts. Without a WAL index (not in WAL mode) the pragma is read instead.
 *
 * The read-only connection is kept open for the process's life: it keeps the WAL index in place (the last connection
 * to close removes it) and answers the health check's ping (`PRAGMA data_version`, a read of the file: more than
 * `select 1`, which reads nothing).
 */
function sqliteGeneration(
  file: string,
  generation: WriteCount,
): { read: () => string; ping: () => void; close: () => void } {
  const connection = new Database(file, { readonly: true });
  const dataVersion = connection.prepare('PRAGMA data_version').raw();
  // A first read transaction opens the WAL index (and holds it while the connection is open).
  dataVersion.get();
  const index = walIndexHeader(`${file}-shm`);
  let uncached = 0;
  let seenChanges = -1;
  let seenWrites = -1;
  let kept = '';
  const changes = index ? index.changes : () => (dataVersion.get() as [number])[0];
  return {
    read: () => {
      // While this process writes, what is read meanwhile may be from before or after the write: nothing is kept.
      if (generation.writing > 0) return `writing.${++uncached}`;
      const now = changes();
      // The same token (one string, not a new one per read) while nothing was written.
      if (now !== seenChanges || generation.writes !== seenWrites) {
        seenChanges = now;
        seenWrites = generation.writes;
        kept = `${seenWrites}.${now}`;
      }
      return kept;
    },
    ping: () => {
      dataVersion.get();
    },
    close: () => {
      index?.close();
      connection.close();
    },
  };
}

/**
 * The WAL index's header (the first of its two copies, 48 bytes, written last by a committing connection), read with
 * `pread`: `changes()` is a count that moves whenever the header's bytes differ from the last read. Undefined when the
 * file has no WAL index.
 */
function walIndexHeader(shm: string): { changes: () => number; close: () => void } | undefined {
  let fd: number;
  try {
    fd = fs.openSync(shm, 'r');
  } catch {
    return undefined;
  }
  const last = Buffer.alloc(48);
  const now = Buffer.alloc(48);
  let count = 0;
  return {
    changes: () => {
      if (fs.readSync(fd, now, 0, 48, 0) !== 48) throw new Error(`The WAL index ${shm} could not be read.`);
      if (!now.equals(last)) {
        now.copy(last);
        count += 1;
      }
      return count;
    },
    close: () => fs.closeSync(fd),
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
  const file = path.join(dataDir, options.fileName ?? 'dfr.db');
  const client = createClient({ url: `file:${file}` });
  for (const p of PRAGMAS) await client.execute(p);
  const db = drizzle(client, { schema });
  const writes: WriteCount = { writes: 0, writing: 0 };
  serializeWrites(client, db, writes);
  await migrate(db, { migrationsFolder });
  // After the migrations: the file exists and is in WAL mode, so the generation's read-only connection can open it.
  const generation = sqliteGeneration(file, writes);
  registerGeneration(db, generation.read, { sync: true });
  pings.set(db, generation.ping);
  return {
    db,
    close: async () => {
      generation.close();
      client.close();
    },
  };
}

/** Each SQLite handle's ping (`sqliteGeneration`). */
const pings = new WeakMap<Db, () => void>();

/**
 * How long a ping that succeeded stands for the health check (issue 30; docs/decisions.md): checks more frequent than
 * this (a load balancer's every second is the most any asks) share one ping; a failed ping is never reused.
 */
export const PING_REUSE_MS = 1000;
/** When each handle's last ping that succeeded started (`Date.now()`). */
const pinged = new WeakMap<Db, number>();

/**
 * Readiness: resolves when the database answered a trivial query, in this call or in one started less than
 * `PING_REUSE_MS` before `now` that succeeded; rejects when it does not answer (and the next call pings again).
 */
export async function pingDatabase(db: Db, now = Date.now()): Promise<void> {
  if (pingedLately(db, now)) return;
  pinged.delete(db);
  await pingNow(db);
  pinged.set(db, now);
}

/** Whether a ping of the handle that succeeded started less than `PING_REUSE_MS` before `now`. */
export function pingedLately(db: Db, now = Date.now()): boolean {
  const last = pinged.get(db);
  return last !== undefined && now >= last && now - last < PING_REUSE_MS;
}

async function pingNow(db: Db): Promise<void> {
  if (DIALECT === 'postgresql') {
    await (db as unknown as PgDb).execute(sql`select 1`);
    return;
  }
  // SQLite: `PRAGMA data_version` on the generation's connection, its statement prepared once (synchronous: it throws
  // when the file cannot be read). Through the client it was prepared at every check (issue 30: a fifth of a health
  // check's CPU time); through drizzle it allocated 13 KB.
  const ping = pings.get(db);
  if (ping) ping();
  else await db.$client.execute('select 1');
}
