// Members' names, titles and photos as other members see them next to what they did, kept a minute
// per instance: lists that show many people (notifications, posts) read them from here instead of
// joining `users` for every row. A change made on this instance shows at once; one made anywhere
// else as soon as PostgreSQL tells this instance so (docs/decisions/0035).

import type { Executor } from "@server/platform/database/client";
import { keptById } from "@server/platform/realtime/kept-by-id";
import type { Realtime } from "@server/platform/realtime/realtime";
import { findPersonCards } from "./people.repository";

/** A member's card as stored: show it only through `visiblePerson` (person-visibility.ts). */
export interface PersonCard {
  name: string;
  jobTitle: string | null;
  photoUrl: string | null;
  visibility: unknown;
}

const people = keptById<PersonCard>({
  kind: "people",
  max: 20_000,
  ttlMs: 60_000,
  read: async (db, ids) => new Map((await findPersonCards(db, ids)).map(({ id, ...card }) => [id, card])),
});

/** The people with these ids that exist, from the cache or in one query for the rest. */
export const findPeople = (db: Executor, ids: Iterable<string>) => people.find(db, ids);

/** After a member's name, photo or visibility changed, or they left. */
export const forgetPerson = (id: string) => people.forget(id);

/** Forgets the people whose card changed on any instance. */
export const followPeopleChanges = (realtime: Realtime) => people.follow(realtime);
