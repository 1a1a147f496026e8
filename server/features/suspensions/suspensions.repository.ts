// SQL for suspending members: the mark on their row, and the end of their sessions.
import type { Executor } from "@server/platform/database/client";
import { sessions, users } from "@server/platform/database/schema/auth";
import { and, eq, isNull, sql } from "drizzle-orm";

/**
 * Reads the member and locks their row until the transaction ends; null when there is no such
 * member (the row that keeps deleted members' posts is none).
 */
export async function lockMember(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.formerMemberAt)))
    .for("update");
  return row ?? null;
}

/** Sets or clears the suspension of a member lockMember found (a second suspension keeps the first date). */
export async function setSuspension(db: Executor, userId: string, suspended: boolean) {
  const [row] = await db
    .update(users)
    .set({ suspendedAt: suspended ? sql`coalesce(${users.suspendedAt}, now())` : null })
    .where(eq(users.id, userId))
    .returning({ userId: users.id, suspendedAt: users.suspendedAt });
  if (!row) throw new Error(`member ${userId} vanished while locked`);
  return row;
}

export async function deleteSessionsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function isSuspended(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.suspendedAt);
}
