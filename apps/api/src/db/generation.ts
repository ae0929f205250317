/**
 * A token that changes whenever the data may have changed, per open database handle: after every write of this
 * process at once, and soon after a commit by another process (SQLite: `PRAGMA data_version` probed every 200 ms;
 * PostgreSQL: a NOTIFY sent in every writing transaction). Reads cached under one token are current while
 * `dataGeneration` still returns it (`db/read-cache.ts`). `undefined` for a handle not opened here (a transaction).
 */
const sources = new WeakMap<object, () => Promise<string>>();

export function registerGeneration(db: object, source: () => Promise<string>): void {
  sources.set(db, source);
}

export async function dataGeneration(db: object): Promise<string | undefined> {
  return sources.get(db)?.();
}
