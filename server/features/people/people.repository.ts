// SQL for people cards: members' names, titles and photos by id, for the people cache.
import { inArray } from "drizzle-orm";
import type { Executor } from "../../platform/database/client";
import { users } from "../../platform/database/schema/auth";

/** The members with these ids that exist, in one query by primary key. */
export async function findPersonCards(db: Executor, ids: string[]) {
  return db
    .select({ id: users.id, name: users.name, jobTitle: users.jobTitle, photoUrl: users.image })
    .from(users)
    .where(inArray(users.id, ids));
}
