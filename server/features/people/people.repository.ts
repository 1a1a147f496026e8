// SQL for people cards: members' names, titles and photos by id, for the people cache.

import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { inArray } from "drizzle-orm";

/** The members with these ids that exist, in one query by primary key. */
export async function findPersonCards(db: Executor, ids: string[]) {
  return db
    .select({
      id: users.id,
      name: users.name,
      jobTitle: users.jobTitle,
      photoUrl: users.image,
      visibility: users.profileVisibility,
    })
    .from(users)
    .where(inArray(users.id, ids));
}
