// The counts behind request budgets (request-budgets.ts), in fixed windows per key.
import type { Database } from "@server/platform/database/client";
import { sql } from "drizzle-orm";

/**
 * Counts `requests` requests of `key`: the window's count after them, and the milliseconds the
 * window has left.
 */
export async function countRequests(
  db: Database,
  key: string,
  requests: number,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await db.execute<{ requests: number; left_ms: number }>(sql`
    INSERT INTO request_budgets (key, requests, reset_at)
    VALUES (${key}, ${requests}, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      requests = CASE WHEN request_budgets.reset_at <= now() THEN excluded.requests
                      ELSE request_budgets.requests + excluded.requests END,
      reset_at = CASE WHEN request_budgets.reset_at <= now() THEN excluded.reset_at ELSE request_budgets.reset_at END
    RETURNING requests, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS left_ms`);
  const row = result.rows[0];
  return { current: row?.requests ?? requests, ttl: Math.max(0, row?.left_ms ?? windowMs) };
}

/** Deletes the counts of windows that ended a while ago. */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM request_budgets WHERE reset_at < now() - interval '1 minute'`);
}
