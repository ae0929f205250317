import { type Db, dataGeneration } from './client';

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
    async get(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      const generation = await dataGeneration(db);
      if (generation === undefined) return load(); // a transaction handle: always read
      let cache = owners.get(db);
      if (!cache) {
        cache = new Map();
        owners.set(db, cache);
      }
      const hit = cache.get(key);
      if (hit && hit.generation === generation) return hit.value;
      const value = await load();
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
      cache.set(key, { generation, value });
      return value;
    },
  };
}
