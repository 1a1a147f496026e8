// SQL for the community a member reads: their own hub.
import { eq } from "drizzle-orm";
import type { Executor } from "../database/client";
import { users } from "../database/schema/auth";

/** The member's own hub as stored (null for an unknown member). */
export async function findOwnHub(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ hub: users.hub }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hub ?? null;
}
