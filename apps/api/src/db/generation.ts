/**
 * A token that changes whenever the data may have changed, per open database handle: after every write of this
 * process at once, and at the next read after a commit by another process (SQLite: `PRAGMA data_version` read at
 * every call, synchronously; PostgreSQL: the `write_generation` row every writing transaction raises). Reads cached under one token are current while
 * `dataGeneration` still returns it (`db/read-cache.ts`). `undefined` for a handle not opened here (a transaction).
 */
type Generation = string | Promise<string>;
const sources = new WeakMap<object, () => Generation>();

export function registerGeneration(db: object, source: () => Generation): void {
  sources.set(db, source);
}

/** The handle's generation: a string at once where the database answers synchronously (SQLite), else a promise. */
export function dataGeneration(db: object): Generation | undefined {
  return sources.get(db)?.();
}
