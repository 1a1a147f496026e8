// Rows that nothing reads once they end: sessions and confirmation or reset tokens past their
// expiry, better-auth's rate-limit windows, and mail delivered a while ago. Neither better-auth nor
// the mailer deletes them, so without this they grow with every sign-in for good (docs/scaling.md,
// "Deleting ended rows"). An hourly job deletes them, once across all instances, in batches so
// that no statement holds many row locks or writes a long stretch of WAL at once.
import type { Database } from "@server/platform/database/client";
import type { Jobs } from "@server/platform/jobs/jobs";
import type { Logger } from "pino";

export const ENDED_ROWS_JOB = "ended-rows";

/** Rows deleted by one statement. */
export const ENDED_ROWS_BATCH = 1_000;

/**
 * Delivered mail is kept this long, so that an operator can still tell whether a message went out;
 * it is longer than pg-boss keeps the record of its delivery job (12 hours, then 7 days archived).
 */
export const SENT_MAIL_KEPT_DAYS = 8;

export interface EndedRows {
  sessions: number;
  verifications: number;
  rateLimits: number;
  sentMail: number;
}

/**
 * Deletes, a batch at a time, the rows of `table` that `ended` selects. Each batch is a statement
 * of its own, committed before the next. SQL text rather than the query builder: drizzle has no
 * `DELETE ... LIMIT`, and the names here are constants, never input.
 */
async function deleteInBatches(
  db: Database,
  table: string,
  ended: string,
  values: unknown[],
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rowCount } = await db.$client.query(
      `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${ended} LIMIT ${ENDED_ROWS_BATCH})`,
      values,
    );
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < ENDED_ROWS_BATCH) return deleted;
  }
}

/**
 * Deletes what had ended by `now`. A better-auth rate-limit row is kept while its window
 * (`longestRateLimitWindowMs`, the longest of its rules) could still count it.
 */
export async function deleteEndedRows(
  db: Database,
  { now = new Date(), longestRateLimitWindowMs }: { now?: Date; longestRateLimitWindowMs: number },
): Promise<EndedRows> {
  const sentBefore = new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 86_400_000);
  return {
    // Migration 0041: deleting sessions that had already expired tells no instance to forget them.
    sessions: await deleteInBatches(db, "sessions", "expires_at <= $1", [now]),
    verifications: await deleteInBatches(db, "verifications", "expires_at <= $1", [now]),
    rateLimits: await deleteInBatches(db, "rate_limits", "last_request < $1", [
      now.getTime() - longestRateLimitWindowMs,
    ]),
    sentMail: await deleteInBatches(db, "mail_outbox", "sent_at < $1", [sentBefore]),
  };
}

export function defineEndedRowsJob({
  db,
  jobs,
  logger,
  longestRateLimitWindowMs,
}: {
  db: Database;
  jobs: Jobs;
  logger: Logger;
  longestRateLimitWindowMs: number;
}): void {
  jobs.define(
    ENDED_ROWS_JOB,
    async () =>
      logger.info({ deleted: await deleteEndedRows(db, { longestRateLimitWindowMs }) }, "ended rows deleted"),
    { retryLimit: 3, cron: "25 * * * *" },
  );
}
