import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { registerGeneration } from './generation';
import type * as schemaModule from './schema';

export type PgDb = NodePgDatabase<typeof schemaModule>;

/** The channel every instance's writing transactions notify; each instance listens to drop its cached reads. */
export const WRITES_CHANNEL = 'dfr_writes';
/** Held while migrating, so two instances starting at once do not both migrate. */
const MIGRATION_LOCK = 4_202_611;

const isRead = (text: string) => /^\s*(select|with|show)\b/i.test(text);
const queryText = (args: unknown[]) => {
  const first = args[0] as string | { text?: string };
  return typeof first === 'string' ? first : (first?.text ?? '');
};

/**
 * Opens a PostgreSQL database through a connection pool, migrates it (under an advisory lock) and keeps its data
 * generation: this process's writes count at once; other instances' commits arrive as notifications on
 * WRITES_CHANNEL (sent inside each writing transaction, so they arrive only when it commits). While the listening
 * connection is down, every read is treated as new (nothing cached is trusted).
 */
export async function openPostgres(
  url: string,
  options: { schema: typeof schemaModule; migrationsFolder: string; poolSize?: number },
): Promise<{ db: PgDb; close: () => Promise<void> }> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
  });
  // A dropped idle connection must not crash the process; the pool opens another on the next query.
  pool.on('error', (e) => console.warn(`[database] ${e.message}`));
  const db = drizzle(pool, { schema: options.schema });

  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: options.migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }

  const generation = { writes: 0, foreign: 0, listening: false, closed: false };
  // Each handle signs its notifications, so it counts only the others' (its own writes are counted at once).
  const self = randomUUID();
  const notify = `select pg_notify('${WRITES_CHANNEL}', '${self}')`;

  // Writes outside a transaction go through the pool: counted when done, and announced.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    if (isRead(queryText(args))) return query(...args);
    try {
      return await query(...args);
    } finally {
      generation.writes += 1;
      void query(notify).catch(() => undefined);
    }
  };
  // A transaction announces itself from inside (delivered on commit) and counts when it has ended.
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<PgDb['transaction']>[0], config?: Parameters<PgDb['transaction']>[1]) => {
    try {
      return await transaction(async (tx) => {
        const result = await work(tx);
        await tx.execute(sql.raw(notify));
        return result;
      }, config);
    } finally {
      generation.writes += 1;
    }
  }) as PgDb['transaction'];

  // The listening connection: each notification of another handle's commit makes cached reads stale.
  let listener: pg.Client | undefined;
  const listen = async () => {
    if (generation.closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.payload !== self) generation.foreign += 1;
    });
    client.on('error', () => {
      generation.listening = false;
      client.end().catch(() => undefined);
      if (!generation.closed) setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${WRITES_CHANNEL}`);
    listener = client;
    generation.listening = true;
  };
  await listen();
  registerGeneration(db, async () =>
    generation.listening ? `${generation.writes}.${generation.foreign}` : `unlistened.${randomUUID()}`,
  );

  return {
    db,
    close: async () => {
      generation.closed = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
