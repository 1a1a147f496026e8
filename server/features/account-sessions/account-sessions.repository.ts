// SQL for a member's own sessions.
import type { Executor } from "@server/platform/database/client";
import { sessions } from "@server/platform/database/schema/auth";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";

/** The member's sessions that have not expired, the most recently active first. */
export async function listLiveSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of the member's sessions; false when they have none with this id. */
export async function deleteSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the member but `keep`; how many ended. */
export async function deleteOtherSessions(db: Executor, userId: string, keep: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return deleted.length;
}
