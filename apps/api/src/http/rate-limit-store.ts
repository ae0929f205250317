import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PgDb } from '../db/postgres';
import { DIALECT } from '../db/schema/dialect';

/** A request counted under a key: its hits in the current window (this one included) and when the window ends. */
export interface WindowCount {
  hits: number;
  resetAt: number;
}

/**
 * Where the rate limits' fixed windows are counted (issue 37). `count` counts one request under each key and answers
 * every key's count, in one go: synchronously in memory, or in one statement in the shared database.
 */
export interface RateLimitStore {
  count(keys: readonly string[], now: number): WindowCount[] | Promise<WindowCount[]>;
}

/**
 * One process's windows in memory (as hono-rate-limiter's memory store: keys idle for a window are dropped): one
 * instance, or instances on SQLite. Counted synchronously, without a promise per step (issue 30).
 */
export class MemoryWindows implements RateLimitStore {
  private current = new Map<string, WindowCount>();
  private previous = new Map<string, WindowCount>();
  constructor(readonly windowMs: number) {
    setInterval(() => {
      this.previous = this.current;
      this.current = new Map();
    }, windowMs).unref();
  }
  count(keys: readonly string[], now: number): WindowCount[] {
    return keys.map((key) => {
      let client = this.current.get(key);
      if (!client) {
        client = this.previous.get(key) ?? { hits: 0, resetAt: now + this.windowMs };
        this.previous.delete(key);
        this.current.set(key, client);
      }
      if (client.resetAt <= now) {
        client.hits = 0;
        client.resetAt = now + this.windowMs;
      }
      client.hits += 1;
      // The window itself (read at once by the caller, before any other request counts): no copy per request.
      return client;
    });
  }
}

/**
 * The windows in PostgreSQL's `rate_limit_counters`, shared by every instance and kept across restarts: one upsert
 * per request counts all its keys (a window that has ended starts again at 1). These writes do not raise the read
 * cache's generation (`db/postgres.ts`). Rows of windows ended a window ago are deleted every window.
 */
export class DatabaseWindows implements RateLimitStore {
  constructor(
    private readonly db: PgDb,
    readonly windowMs: number,
  ) {
    setInterval(() => {
      void db
        .execute(sql`delete from rate_limit_counters where reset_at < ${Date.now() - windowMs}`)
        .catch(() => undefined);
    }, windowMs).unref();
  }
  async count(keys: readonly string[], now: number): Promise<WindowCount[]> {
    const resetAt = now + this.windowMs;
    // The pool's own query with a prepared text, not drizzle's builder: a fifth of the allocation per request (issue
    // 30's guards, bench/budgets.json).
    const pool = (this.db as unknown as { $client: { query: (q: object) => Promise<unknown> } }).$client;
    const result = (await pool.query({
      name: `dfr_rate_limits_${keys.length}`,
      text: upsertText(keys.length),
      values: [...keys, resetAt, now],
      rowMode: 'array',
    })) as { rows: [string, string, string][] };
    const byKey = new Map(result.rows.map(([key, hits, end]) => [key, { hits: Number(hits), resetAt: Number(end) }]));
    return keys.map((key) => byKey.get(key) ?? { hits: 1, resetAt });
  }
}

/** The upsert counting `n` keys ($1…$n; $n+1 the end of a new window, $n+2 now). */
const upsertTexts = new Map<number, string>();
function upsertText(n: number): string {
  let text = upsertTexts.get(n);
  if (!text) {
    const rows = Array.from({ length: n }, (_, i) => `($${i + 1}, 1, $${n + 1}::bigint)`).join(', ');
    const now = `$${n + 2}::bigint`;
    text = `insert into rate_limit_counters (key, hits, reset_at) values ${rows}
      on conflict (key) do update set
        hits = case when rate_limit_counters.reset_at <= ${now} then 1 else rate_limit_counters.hits + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= ${now} then excluded.reset_at
          else rate_limit_counters.reset_at end
      returning key, hits, reset_at`;
    upsertTexts.set(n, text);
  }
  return text;
}

/**
 * The store for this process: the database's on PostgreSQL (several instances share it), memory on SQLite or when
 * `DFR_RATE_LIMIT_STORE=memory`.
 */
export function rateLimitStore(db: Db | undefined, choice: 'auto' | 'memory', windowMs: number): RateLimitStore {
  if (db && choice === 'auto' && DIALECT === 'postgresql') return new DatabaseWindows(db as unknown as PgDb, windowMs);
  return new MemoryWindows(windowMs);
}
