// What Discover keeps in memory: recent results per instance, and per database spelling answers
// and members' hubs. Results depend only on who asks (a visitor or a member, everything else being
// the same for every member), so the same search answers everyone alike. A kept result is
// forgotten on every instance as soon as something it may show can no longer be seen (hidden,
// deleted, cancelled, unpublished or made private: the triggers of migration 0032 notify
// DISCOVER_CHANGED_CHANNEL; docs/decisions/0020, 0028); what is new appears within RESULT_CACHE_MS.

import type { Database } from "@server/platform/database/client";
import { type ChangeCache, createChangeCache } from "@server/platform/realtime/change-cache";
import type { Realtime } from "@server/platform/realtime/realtime";
import { LRUCache } from "lru-cache";

/** How long a result is shown again: what is new (posts, content, events, courses) appears within it. */
export const RESULT_CACHE_MS = 30_000;

/** Results kept per instance. */
const KEPT_RESULTS = 500;

/** Notified on every commit that can take something out of Discover's results (migration 0032). */
export const DISCOVER_CHANGED_CHANNEL = "discover_changed";

/** Discover's results, kept per instance for RESULT_CACHE_MS or until what they show changes. */
export function createDiscoverCache(realtime: Realtime): ChangeCache {
  return createChangeCache(realtime, [DISCOVER_CHANGED_CHANNEL], {
    maxSize: KEPT_RESULTS,
    size: () => 1,
    ttlMs: RESULT_CACHE_MS,
  });
}

interface DiscoverCaches {
  /** Replacements of misspelt words: null for a known word or one nothing is similar to. */
  spellings: LRUCache<string, { replacement: string | null }>;
  /** Members' own hubs, for their trends. */
  memberHubs: LRUCache<string, { hub: string | null }>;
}

const caches = new WeakMap<Database, DiscoverCaches>();

export function discoverCaches(db: Database): DiscoverCaches {
  let found = caches.get(db);
  if (!found) {
    found = {
      spellings: new LRUCache({ max: 10_000, ttl: 60_000 }),
      memberHubs: new LRUCache({ max: 10_000, ttl: 60_000 }),
    };
    caches.set(db, found);
  }
  return found;
}
