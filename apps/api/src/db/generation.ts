/**
 * A token that changes whenever the data may have changed, per open database handle: after every write of this
 * process at once, and at the next read after a commit by another process (SQLite: `PRAGMA data_version` read at
 * every call, synchronously; PostgreSQL: the `write_generation` row every writing transaction raises). Reads cached under one token are current while
 * `dataGeneration` still returns it (`db/read-cache.ts`). `undefined` for a handle not opened here (a transaction).
 */
type Generation = string | Promise<string>;
const sources = new WeakMap<object, () => Generation>();
/** The handles whose source answers synchronously (SQLite's). */
const synchronous = new WeakSet<object>();

export function registerGeneration(db: object, source: () => Generation, { sync = false } = {}): void {
  sources.set(db, source);
  if (sync) synchronous.add(db);
  else synchronous.delete(db);
}

/**
 * The handle's generation when its source answers synchronously (SQLite), else `undefined` without asking (on
 * PostgreSQL asking is a query: the caller then asks `dataGeneration` once).
 */
export function syncGeneration(db: object): string | undefined {
  return synchronous.has(db) ? (sources.get(db)?.() as string | undefined) : undefined;
}

/** The handle's generation: a string at once where the database answers synchronously (SQLite), else a promise. */
export function dataGeneration(db: object): Generation | undefined {
  return sources.get(db)?.();
}
