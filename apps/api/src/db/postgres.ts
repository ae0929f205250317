import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { registerGeneration } from './generation';
import type * as schemaModule from './schema';

export type PgDb = NodePgDatabase<typeof schemaModule>;

/** Held while migrating, so two instances starting at once do not both migrate. */
const MIGRATION_LOCK = 4_202_611;

/** Raises the data generation (`write_generation`'s one row); inside a transaction, it counts when that commits. */
const RAISE_GENERATION = 'update write_generation set value = value + 1 where id = 1';
/** Writes that change nothing a cached read shows (the rate limits' counters): they do not raise the generation. */
const isUncounted = (text: string) => /^\s*(insert\s+into|delete\s+from)\s+"?rate_limit_counters"?/i.test(text);

const isRead = (text: string) => /^\s*(select|with|show)\b/i.test(text);
const queryText = (args: unknown[]) => {
  const first = args[0] as string | { text?: string };
  return typeof first === 'string' ? first : (first?.text ?? '');
};

/**
 * Opens a PostgreSQL database through a connection pool, migrates it (under an advisory lock) and keeps its data
 * generation in the database (issue 37): every writing transaction of every instance raises `write_generation`'s row
 * before it commits (a write outside a transaction raises it just after, before it is answered), and the read cache
 * reads that row before answering from its entries. A write answered by one instance is therefore the next read on
 * every other, with no window in which a notification is still on its way (the NOTIFY of issue 17 left one).
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

  // Writes outside a transaction go through the pool: the generation is raised once each is done.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  await query('insert into write_generation (id, value) values (1, 0) on conflict do nothing');
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
    const text = queryText(args);
    if (isRead(text) || isUncounted(text)) return query(...args);
    try {
      return await query(...args);
    } finally {
      await query(RAISE_GENERATION).catch(() => undefined);
    }
  };
  // A transaction raises the generation last, inside itself: the new value is seen exactly when its writes are.
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<PgDb['transaction']>[0], config?: Parameters<PgDb['transaction']>[1]) =>
    transaction(async (tx) => {
      const result = await work(tx);
      await tx.execute(sql.raw(RAISE_GENERATION));
      return result;
    }, config)) as PgDb['transaction'];
  // A prepared statement answering a bare array: the least the driver allocates for a read (issue 30's guards).
  const readGeneration = {
    name: 'dfr_write_generation',
    text: 'select value from write_generation where id = 1',
    rowMode: 'array',
  };
  registerGeneration(db, async () => {
    const result = (await query(readGeneration)) as { rows: [string][] };
    return result.rows[0]?.[0] ?? 'none';
  });

  return {
    db,
    close: async () => {
      await pool.end();
    },
  };
}
