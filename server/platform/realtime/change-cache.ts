// Answers kept in memory per instance until the data they were read from changes, on any instance
// (docs/decisions/0020): channels that the database notifies on every commit that changes that
// data (triggers, so that no feature can forget) empty the cache, and each read first makes sure
// this instance has heard of every change committed before it began.
import { LRUCache } from "lru-cache";
import type { Realtime } from "./realtime";

export interface ChangeCache {
  /**
   * A reader for one request, once this instance has heard of every change committed before the
   * call; when it is not listening, a reader that always loads (and what was kept is forgotten).
   */
  reader(): Promise<CacheReader>;
}

export interface CacheReader {
  /** What `load` answers for `key`, from memory when nothing it reads has changed since. Concurrent reads of a key share one load. */
  read<V extends object>(key: string, load: () => Promise<V>): Promise<V>;
}

export interface ChangeCacheOptions {
  /** What the entries may cost in all, the least recently read dropped first. */
  maxSize: number;
  /** The cost of an entry (rows, say). */
  size: (value: object) => number;
}

const loadAlways: CacheReader = { read: (_key, load) => load() };

export function createChangeCache(
  realtime: Realtime,
  channels: readonly string[],
  options: ChangeCacheOptions,
): ChangeCache {
  const kept = new LRUCache<string, object>({
    maxSize: options.maxSize,
    sizeCalculation: (value) => Math.max(1, Math.ceil(options.size(value))),
  });
  const loading = new Map<string, Promise<object>>();
  // Bumped by every change: a load that began before a change must not be kept after it.
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
    loading.clear();
  };
  for (const channel of channels) realtime.subscribe(channel, forget);
  realtime.onReconnect(forget);

  const cached: CacheReader = {
    async read<V extends object>(key: string, load: () => Promise<V>): Promise<V> {
      const hit = (kept.get(key) ?? loading.get(key)) as V | Promise<V> | undefined;
      if (hit) return hit;
      const began = generation;
      const pending = load();
      loading.set(key, pending);
      try {
        const value = await pending;
        if (began === generation) kept.set(key, value);
        return value;
      } finally {
        if (loading.get(key) === pending) loading.delete(key);
      }
    },
  };

  return {
    async reader() {
      if (await realtime.caughtUp()) return cached;
      // Not listening: changes go unheard, so what is kept may already be stale.
      forget();
      return loadAlways;
    },
  };
}
