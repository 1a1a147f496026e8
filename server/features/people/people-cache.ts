// Members' names, titles and photos as other members see them next to what they did, kept a minute
// per instance: lists that show many people (notifications, posts) read them from here instead of
// joining `users` for every row. A change made on this instance shows at once; one made anywhere
// else as soon as PostgreSQL tells this instance so (docs/decisions/0035).

import type { Executor } from "@server/platform/database/client";
import { DISPLAY_CHANGED_CHANNEL, followChangedRows } from "@server/platform/realtime/changed-rows";
import type { Realtime } from "@server/platform/realtime/realtime";
import { LRUCache } from "lru-cache";
import { findPersonCards } from "./people.repository";

/** A member's card as stored: show it only through `visiblePerson` (person-visibility.ts). */
export interface PersonCard {
  name: string;
  jobTitle: string | null;
  photoUrl: string | null;
  visibility: unknown;
}

const PEOPLE_KEPT = 20_000;
const KEPT_MS = 60_000;

const people = new LRUCache<string, PersonCard>({ max: PEOPLE_KEPT, ttl: KEPT_MS });

/** The people with these ids that exist, from the cache or in one query for the rest. */
export async function findPeople(db: Executor, ids: Iterable<string>): Promise<Map<string, PersonCard>> {
  const found = new Map<string, PersonCard>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const card = people.get(id);
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await findPersonCards(db, missing);
    for (const { id, ...card } of rows) {
      people.set(id, card);
      found.set(id, card);
    }
  }
  return found;
}

/** After a member's name, photo or visibility changed, or they left. */
export function forgetPerson(id: string): void {
  people.delete(id);
}

/** Forgets the people whose card changed on any instance. */
export function followPeopleChanges(realtime: Realtime): void {
  followChangedRows(realtime, DISPLAY_CHANGED_CHANNEL, {
    forget: {
      people: (ids) => {
        for (const id of ids) forgetPerson(id);
      },
    },
    forgetAll: () => people.clear(),
  });
}
