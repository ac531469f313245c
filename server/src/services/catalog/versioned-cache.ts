import { LRUCache } from 'lru-cache';

export interface VersionedCacheOptions<V> {
  /** How many answers are kept at most, all versions together. */
  maxEntries: number;
  /** What they may weigh together, in the units of `sizeOf`. */
  maxSize: number;
  sizeOf: (value: V) => number;
  /**
   * Whether a kept answer still holds, besides its version: false makes the next read load it
   * again (the listing's answers end when a plan in them ends by the clock alone).
   */
  isFresh?: (value: V) => boolean;
}

/**
 * Answers kept under the version of the data they were read from: an answer is reused only while
 * the version is the same, so a reader never gets data older than the version it read first, and
 * answers of older versions age out of the LRU. Concurrent misses of one key and version share
 * one load (lru-cache's `fetch`). A load that fails is not kept, and its error reaches every
 * caller that waited on it.
 */
export function createVersionedCache<V extends object>(options: VersionedCacheOptions<V>) {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max: options.maxEntries,
    maxSize: options.maxSize,
    sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
    fetchMethod: (_key, _stale, { context }) => context(),
  });

  /**
   * lru-cache's `fetch`, except when `keep` stores an answer for the key while the load is under
   * way: lru-cache then ends the load with "replaced", and the kept answer (of the same version)
   * is the reader's. Before, those readers got a 500 (bench:api's new search each time).
   */
  async function fetchOrKept(cacheKey: string, load: () => Promise<V>, forceRefresh = false) {
    try {
      return await cache.fetch(cacheKey, { context: load, forceRefresh });
    } catch (error) {
      const kept = error instanceof Error && error.message === 'replaced' && cache.get(cacheKey);
      if (kept) return kept;
      throw error;
    }
  }

  return {
    /**
     * `load()`'s answer for `key` as of `version`. The version must be read before the load
     * starts: then what is loaded is at least as new as the version it is kept under.
     */
    async read(version: number, key: string, load: () => Promise<V>): Promise<V> {
      const cacheKey = `${version}\u0000${key}`;
      let value = await fetchOrKept(cacheKey, load);
      if (value && options.isFresh && !options.isFresh(value)) {
        // Readers arriving during the new load share it, as they share a miss's.
        value = await fetchOrKept(cacheKey, load, true);
      }
      // `fetch` answers undefined only for a load that was aborted, which nothing here does.
      return value ?? load();
    },

    /** Keeps `value` for `key` as of `version`, which must be the version `value` was read at. */
    keep(version: number, key: string, value: V): void {
      cache.set(`${version}\u0000${key}`, value);
    },
  };
}

export type VersionedCache<V extends object> = ReturnType<typeof createVersionedCache<V>>;
