// SQL for the community a member reads: their own hub.

import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { eq } from "drizzle-orm";

/** The member's own hub as stored (null for an unknown member). */
export async function findOwnHub(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ hub: users.hub }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hub ?? null;
}
