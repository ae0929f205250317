import { type Db, dataGeneration, syncGeneration } from './client';

/**
 * Results of hot reads (a statement, the caller's entities), kept while the data has not changed.
 *
 * An entry is tagged with the data generation seen before it was loaded (`dataGeneration`, read at every call): any
 * write of this process or commit of another makes every entry stale at once (issue 37). A load that fails
 * (404, 403) is not kept. Keys carry the caller, so what one user may read is never answered to another.
 */
export function createReadCache<T>(limit = 5000) {
  const owners = new WeakMap<Db, Map<string, { generation: string; value: T }>>();
  return {
    /**
     * The kept value at once, when the data generation is known at once (SQLite) and the value is still current;
     * else `undefined` (then `get`). A route answers a kept read without a promise (issue 30).
     */
    kept(db: Db, key: string): T | undefined {
      let generation: string | undefined;
      try {
        // Only a generation known at once: on PostgreSQL (a query) nothing is asked here, `get` asks once.
        generation = syncGeneration(db);
      } catch {
        return undefined; // `get` answers the error
      }
      if (generation === undefined) return undefined;
      const hit = owners.get(db)?.get(key);
      return hit && hit.generation === generation ? hit.value : undefined;
    },
    get(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      let generation: ReturnType<typeof dataGeneration>;
      try {
        generation = dataGeneration(db);
      } catch (e) {
        return Promise.reject(e);
      }
      if (generation === undefined) return load(); // a transaction handle: always read
      // SQLite answers the generation synchronously: a hit is then one resolved promise, no await (issue 30).
      return typeof generation === 'string'
        ? lookup(db, key, generation, load)
        : generation.then((g) => lookup(db, key, g, load));
    },
  };
  function lookup(db: Db, key: string, generation: string, load: () => Promise<T>): Promise<T> {
    let cache = owners.get(db);
    if (!cache) {
      cache = new Map();
      owners.set(db, cache);
    }
    const hit = cache.get(key);
    if (hit && hit.generation === generation) return Promise.resolve(hit.value);
    const kept = cache;
    return load().then((value) => {
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, { generation, value });
      return value;
    });
  }
}
