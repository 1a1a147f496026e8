// What Discover keeps in memory, per database: recent results, spelling answers and members' hubs.
// Results depend only on who asks (a visitor or a member, everything else being the same for every
// member), so the same search answers everyone alike. A kept result is shown again only after
// one read confirms that everything it shows may still be seen (nothing hidden, deleted, cancelled,
// unpublished or made private since); otherwise it is computed afresh. What is new appears within
// RESULT_CACHE_MS.

import type { DiscoverResult } from "@common/discover";
import type { Database } from "@server/platform/database/client";
import { LRUCache } from "lru-cache";
import { countStillVisible, type ShownIds } from "./discover.repository";

/** How long a result is shown again: what is new (posts, content, events, courses) appears within it. */
export const RESULT_CACHE_MS = 30_000;

interface KeptResult {
  result: DiscoverResult;
  shown: ShownIds;
  count: number;
}

interface DiscoverCaches {
  results: LRUCache<string, Promise<KeptResult>>;
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
      results: new LRUCache({ max: 500, ttl: RESULT_CACHE_MS }),
      spellings: new LRUCache({ max: 10_000, ttl: 60_000 }),
      memberHubs: new LRUCache({ max: 10_000, ttl: 60_000 }),
    };
    caches.set(db, found);
  }
  return found;
}

function shownIds(result: DiscoverResult): ShownIds {
  const ids = <T extends { id: string }>(items: T[] | undefined) => (items ?? []).map((item) => item.id);
  if (result.mode === "trending") {
    return {
      posts: ids(result.posts),
      content: [...ids(result.videos), ...ids(result.articles)],
      companies: ids(result.companies),
      people: [],
      events: ids(result.events),
      courses: ids(result.courses),
    };
  }
  return {
    posts: ids(result.posts?.items),
    content: [...ids(result.videos?.items), ...ids(result.articles?.items)],
    companies: ids(result.companies?.items),
    people: ids(result.people?.items),
    events: ids(result.events?.items),
    courses: ids(result.courses?.items),
  };
}

/**
 * The result kept under this key, if everything it shows may still be seen; else a fresh one,
 * kept. Callers asking for the same key meanwhile share one computation.
 */
export async function keptResult(
  db: Database,
  key: string,
  publicOnly: boolean,
  compute: () => Promise<DiscoverResult>,
): Promise<DiscoverResult> {
  const { results } = discoverCaches(db);
  const kept = results.get(key);
  if (kept) {
    const found = await kept.catch(() => null);
    if (
      found &&
      (found.count === 0 || (await countStillVisible(db, found.shown, publicOnly)) === found.count)
    ) {
      return found.result;
    }
    if (results.get(key) === kept) results.delete(key);
  }
  const computing = compute().then((result) => {
    const shown = shownIds(result);
    const count =
      shown.posts.length +
      shown.content.length +
      shown.companies.length +
      shown.people.length +
      shown.events.length +
      shown.courses.length;
    return { result, shown, count };
  });
  results.set(key, computing);
  try {
    return (await computing).result;
  } catch (error) {
    if (results.get(key) === computing) results.delete(key);
    throw error;
  }
}
