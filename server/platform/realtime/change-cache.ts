// Answers kept in memory per instance until the data they were read from changes, on any instance
// (docs/decisions/0020): channels that the database notifies on every commit that changes that
// data (triggers, so that no feature can forget) forget what was kept, and each read first makes
// sure this instance has heard of every change committed before it began. A notification's
// payload may name the scopes it changes (members' ids, say: docs/decisions/0026); an empty one
// changes everything.
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
  /**
   * What `load` answers for `key`, from memory when nothing it reads has changed since. With a
   * `scope`, a notification naming that scope forgets it too. Concurrent reads of a key share one load.
   */
  read<V extends object>(key: string, load: () => Promise<V>, scope?: string): Promise<V>;
}

export interface ChangeCacheOptions {
  /** What the entries may cost in all, the least recently read dropped first. */
  maxSize: number;
  /** The cost of an entry (rows, say). */
  size: (value: object) => number;
  /** How long an entry is kept at most, for answers that also change without notice (what is new). */
  ttlMs?: number;
}

/** How a notification's payload names the scopes it changes: `id,id,...`; empty for everything. */
const SCOPE_SEPARATOR = ",";

const loadAlways: CacheReader = { read: (_key, load) => load() };

export function createChangeCache(
  realtime: Realtime,
  channels: readonly string[],
  options: ChangeCacheOptions,
): ChangeCache {
  // The keys kept under each scope, so that a scope's change forgets only them.
  const keysOf = new Map<string, Set<string>>();
  const scopeOf = new Map<string, string>();
  const kept = new LRUCache<string, object>({
    maxSize: options.maxSize,
    sizeCalculation: (value) => Math.max(1, Math.ceil(options.size(value))),
    ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs }),
    dispose: (_value, key) => {
      const scope = scopeOf.get(key);
      if (scope === undefined) return;
      scopeOf.delete(key);
      keysOf.get(scope)?.delete(key);
      if (keysOf.get(scope)?.size === 0) keysOf.delete(scope);
    },
  });
  const loading = new Map<string, { pending: Promise<object>; scope: string | undefined }>();

  // Counts changes: a load that began before a change to what it read must not be kept after it.
  let version = 0;
  let everythingChangedAt = 0;
  // When each scope last changed, while loads are running (then nothing needs it).
  const scopeChangedAt = new Map<string, number>();
  let running = 0;

  const forgetEverything = () => {
    version += 1;
    everythingChangedAt = version;
    scopeChangedAt.clear();
    kept.clear();
    loading.clear();
  };
  const forgetScope = (scope: string) => {
    version += 1;
    if (running > 0) scopeChangedAt.set(scope, version);
    for (const key of [...(keysOf.get(scope) ?? [])]) kept.delete(key);
    for (const [key, load] of loading) if (load.scope === scope) loading.delete(key);
  };
  const hear = (payload: string) => {
    if (payload === "") forgetEverything();
    else for (const scope of payload.split(SCOPE_SEPARATOR)) forgetScope(scope);
  };
  for (const channel of channels) realtime.subscribe(channel, hear);
  realtime.onReconnect(forgetEverything);

  const unchangedSince = (began: number, scope: string | undefined) =>
    everythingChangedAt <= began && (scope === undefined || (scopeChangedAt.get(scope) ?? 0) <= began);

  const keep = (key: string, value: object, scope: string | undefined) => {
    kept.set(key, value);
    if (scope === undefined || !kept.has(key)) return;
    scopeOf.set(key, scope);
    let keys = keysOf.get(scope);
    if (!keys) {
      keys = new Set();
      keysOf.set(scope, keys);
    }
    keys.add(key);
  };

  const cached: CacheReader = {
    async read<V extends object>(key: string, load: () => Promise<V>, scope?: string): Promise<V> {
      const hit = (kept.get(key) ?? loading.get(key)?.pending) as V | Promise<V> | undefined;
      if (hit) return hit;
      const began = version;
      running += 1;
      let pending: Promise<V> | undefined;
      try {
        pending = load();
        loading.set(key, { pending, scope });
        const value = await pending;
        if (unchangedSince(began, scope)) keep(key, value, scope);
        return value;
      } finally {
        if (loading.get(key)?.pending === pending) loading.delete(key);
        running -= 1;
        if (running === 0) scopeChangedAt.clear();
      }
    },
  };

  return {
    async reader() {
      if (await realtime.caughtUp()) return cached;
      // Not listening: changes go unheard, so what is kept may already be stale.
      forgetEverything();
      return loadAlways;
    },
  };
}
