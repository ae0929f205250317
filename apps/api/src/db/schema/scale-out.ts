import { integer, sqliteTable, text } from './dialect';

/**
 * The data generation (issue 37): one row, `value` raised by every writing transaction of every instance, in the
 * transaction (so it is raised exactly when the write commits). Each instance's read cache compares it with the value
 * an entry was loaded under before answering from the cache: a write on one instance is the next read on any other.
 * Used on PostgreSQL (SQLite's instances share a file and compare its `PRAGMA data_version`).
 */
export const writeGeneration = sqliteTable('write_generation', {
  id: integer('id').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * Rate-limit counters shared by the instances (issue 37): one row per limit and client key (an address or a token's
 * hash) and fixed window, counted in one statement per request. Used on PostgreSQL; one instance on SQLite counts in
 * memory. Rows of windows past are deleted now and then.
 */
export const rateLimitCounters = sqliteTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: integer('reset_at').notNull(),
});
