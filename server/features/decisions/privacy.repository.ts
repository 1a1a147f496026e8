// SQL for the privacy centre: a leader's own contributions (their signals), pausing, withdrawing.
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { signals } from "@server/platform/database/schema/signals";
import { asc, count, desc, eq, sql, sum } from "drizzle-orm";

/** Agreeing records when; pausing (or declining) keeps the first time it was paused. */
export async function setContributing(db: Executor, userId: string, contributing: boolean): Promise<void> {
  await db
    .update(users)
    .set(
      contributing
        ? { insightsConsentedAt: sql`now()`, insightsPausedAt: null }
        : { insightsPausedAt: sql`coalesce(${users.insightsPausedAt}, now())` },
    )
    .where(eq(users.id, userId));
}

/**
 * What the leader did and the points it counted (0 once the daily cap is reached), by ISO week,
 * intent type and kind; newest week first.
 */
export async function listContributions(db: Executor, userId: string) {
  const week = sql<string>`to_char(date_trunc('week', ${signals.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      week,
      intentType: signals.intentType,
      kind: signals.kind,
      points: sql<number>`${sum(signals.points)}::int`,
      actions: count(),
    })
    .from(signals)
    .where(eq(signals.userId, userId))
    .groupBy(week, signals.intentType, signals.kind)
    .orderBy(desc(week), asc(signals.intentType), asc(signals.kind));
}

/** Every signal of the leader, oldest first, for their download. */
export async function listSignalsOf(db: Executor, userId: string) {
  return db
    .select({
      createdAt: signals.createdAt,
      intentType: signals.intentType,
      kind: signals.kind,
      points: signals.points,
      subjectKind: signals.subjectKind,
      subjectId: signals.subjectId,
    })
    .from(signals)
    .where(eq(signals.userId, userId))
    .orderBy(asc(signals.id));
}

export async function deleteSignalsOf(db: Executor, userId: string): Promise<number> {
  const deleted = await db.delete(signals).where(eq(signals.userId, userId)).returning({ id: signals.id });
  return deleted.length;
}
