// Counts vendor activity per vendor, match point ('' for all), UTC day and kind
// (docs/decisions/0021): recent days every few minutes, some days again when a leader's sharing
// changes, and what is past retention goes.
import type { Executor } from "@server/platform/database/client";
import { type SQL, sql } from "drizzle-orm";

/** The match point under which everything counts: all of them. */
export const ALL_INTENT_TYPES = "";

/** Days counted again: every day from one on, or some days of some vendors. */
export type RollUpTarget = { since: string } | { vendorDays: { vendorCompanyId: string; day: string }[] };

const dayStart = (day: SQL) => sql`(${day})::timestamp AT TIME ZONE 'UTC'`;
const dayOf = (at: SQL) => sql`(${at} AT TIME ZONE 'UTC')::date`;

/** Serialises counting, so that two instances' jobs never write the same days at once. */
export async function lockRollUp(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('performance-rollup'))`);
}

function target(target: RollUpTarget) {
  if ("since" in target) {
    return {
      activity: sql`SELECT * FROM vendor_activity WHERE occurred_at >= ${dayStart(sql`${target.since}::date`)}`,
      days: (alias: string) => sql`${sql.raw(alias)}.day >= ${target.since}::date`,
    };
  }
  const vendors = sql.param(target.vendorDays.map((entry) => entry.vendorCompanyId));
  const days = sql.param(target.vendorDays.map((entry) => entry.day));
  const pairs = sql`unnest(${vendors}::uuid[], ${days}::date[]) AS p(vendor_company_id, day)`;
  return {
    activity: sql`SELECT a.* FROM ${pairs}
      JOIN vendor_activity a ON a.vendor_company_id = p.vendor_company_id
        AND a.occurred_at >= ${dayStart(sql`p.day`)} AND a.occurred_at < ${dayStart(sql`p.day + 1`)}`,
    days: (alias: string) =>
      sql`(${sql.raw(alias)}.vendor_company_id, ${sql.raw(alias)}.day) IN (SELECT * FROM ${pairs})`,
  };
}

/**
 * Counts the target's days again from vendor_activity: times and amounts per kind, the accounts
 * engaged (by leaders who share their interest now: a pause or a withdrawal takes them out) and
 * their spans, and views and seconds per content item. Surging tracked accounts, a level that
 * writeSurgingTracked reads from the rankings, are left alone. Runs in the caller's transaction
 * (its temporary table goes at the commit).
 */
export async function rollUpActivity(db: Executor, rollUp: RollUpTarget): Promise<void> {
  const { activity, days } = target(rollUp);
  await db.execute(sql`DELETE FROM vendor_activity_days t WHERE ${days("t")} AND t.kind <> 'surgingTracked'`);
  await db.execute(sql`
    INSERT INTO vendor_activity_days (vendor_company_id, intent_type, day, kind, count, amount)
    SELECT a.vendor_company_id, t.intent_type, ${dayOf(sql`a.occurred_at`)}, a.kind, count(*), sum(a.amount)
    FROM (${activity}) a
    CROSS JOIN LATERAL unnest(a.intent_types || ${ALL_INTENT_TYPES}::text) AS t(intent_type)
    GROUP BY 1, 2, 3, 4`);
  // The accounts whose days change, before and after, for their spans below.
  await db.execute(sql`
    CREATE TEMP TABLE touched_accounts ON COMMIT DROP AS
    SELECT DISTINCT vendor_company_id, intent_type, account_company_id FROM vendor_account_days t WHERE ${days("t")}`);
  await db.execute(sql`DELETE FROM vendor_account_days t WHERE ${days("t")}`);
  await db.execute(sql`
    INSERT INTO vendor_account_days (vendor_company_id, intent_type, day, account_company_id, hub)
    SELECT DISTINCT a.vendor_company_id, t.intent_type, ${dayOf(sql`a.occurred_at`)}, a.account_company_id,
      coalesce(a.hub, '')
    FROM (${activity}) a
    JOIN users u ON u.id = a.user_id AND u.insights_paused_at IS NULL
    CROSS JOIN LATERAL unnest(a.intent_types || ${ALL_INTENT_TYPES}::text) AS t(intent_type)
    WHERE a.account_company_id IS NOT NULL`);
  await db.execute(sql`
    INSERT INTO touched_accounts
    SELECT DISTINCT vendor_company_id, intent_type, account_company_id FROM vendor_account_days t WHERE ${days("t")}`);
  await respan(db);
  await db.execute(sql`
    INSERT INTO vendor_activity_days (vendor_company_id, intent_type, day, kind, count, amount)
    SELECT d.vendor_company_id, d.intent_type, d.day, 'engagedAccounts', count(DISTINCT d.account_company_id), 0
    FROM vendor_account_days d
    WHERE ${days("d")}
    GROUP BY 1, 2, 3`);
  await db.execute(sql`DELETE FROM vendor_content_days t WHERE ${days("t")}`);
  await db.execute(sql`
    INSERT INTO vendor_content_days (vendor_company_id, day, content_id, views, seconds)
    SELECT a.vendor_company_id, ${dayOf(sql`a.occurred_at`)}, a.content_id,
      count(*) FILTER (WHERE a.kind = 'contentView'),
      coalesce(sum(a.amount) FILTER (WHERE a.kind = 'watchSeconds'), 0)
    FROM (${activity}) a
    WHERE a.content_id IS NOT NULL
    GROUP BY 1, 2, 3`);
}

/**
 * Writes again the spans of the accounts in `touched_accounts`: every day each engaged, merged
 * into ranges, so that a period's engaged accounts are counted one row an account.
 */
async function respan(db: Executor): Promise<void> {
  const touched = sql`(SELECT DISTINCT * FROM touched_accounts) x`;
  await db.execute(sql`
    DELETE FROM vendor_account_spans s USING ${touched}
    WHERE s.vendor_company_id = x.vendor_company_id AND s.intent_type = x.intent_type
      AND s.account_company_id = x.account_company_id`);
  await db.execute(sql`
    INSERT INTO vendor_account_spans (vendor_company_id, intent_type, account_company_id, days)
    SELECT d.vendor_company_id, d.intent_type, d.account_company_id, range_agg(daterange(d.day, d.day + 1))
    FROM ${touched}
    JOIN vendor_account_days d ON d.vendor_company_id = x.vendor_company_id AND d.intent_type = x.intent_type
      AND d.account_company_id = x.account_company_id
    GROUP BY 1, 2, 3`);
}

/** The vendors and days members' accounts counted on: what a change of their sharing recounts. */
export async function memberAccountDays(db: Executor, userIds: readonly string[]) {
  const result = await db.execute<{ vendor_company_id: string; day: string }>(sql`
    SELECT DISTINCT vendor_company_id, ${dayOf(sql`occurred_at`)}::text AS day
    FROM vendor_activity
    WHERE user_id = ANY(${sql.param(userIds)}::text[]) AND account_company_id IS NOT NULL`);
  return result.rows.map((row) => ({ vendorCompanyId: row.vendor_company_id, day: row.day }));
}

/** A withdrawal or an erasure: the members' accounts no longer count on anything they did. */
export async function forgetMemberAccounts(db: Executor, userIds: readonly string[]): Promise<void> {
  await db.execute(sql`
    UPDATE vendor_activity SET account_company_id = NULL, hub = NULL
    WHERE user_id = ANY(${sql.param(userIds)}::text[]) AND account_company_id IS NOT NULL`);
}

/**
 * Each vendor's tracked accounts surging now on each match point (and on any, under ''), from the
 * vendors' rankings (decision 0019), as the day's level: the last count of a day stays its figure.
 */
export async function writeSurgingTracked(db: Executor, day: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM vendor_activity_days WHERE day = ${day}::date AND kind = 'surgingTracked'`,
  );
  await db.execute(sql`
    INSERT INTO vendor_activity_days (vendor_company_id, intent_type, day, kind, count, amount)
    SELECT r.vendor_company_id, coalesce(r.intent_type, ${ALL_INTENT_TYPES}), ${day}::date, 'surgingTracked',
      count(DISTINCT r.company_id), 0
    FROM vendor_rankings r
    JOIN account_scores s ON s.company_id = r.company_id AND s.intent_type = r.intent_type AND s.visible
    WHERE r.tracked AND r.surging
    GROUP BY GROUPING SETS ((r.vendor_company_id, r.intent_type), (r.vendor_company_id))`);
}

/** When the recent days were last counted; null before the first count. */
export async function lastCounted(db: Executor): Promise<Date | null> {
  const result = await db.execute<{ counted_at: Date }>(
    sql`SELECT counted_at FROM performance_counts WHERE name = 'recent'`,
  );
  const value = result.rows[0]?.counted_at;
  return value ? new Date(value) : null;
}

export async function markCounted(db: Executor): Promise<void> {
  await db.execute(sql`
    INSERT INTO performance_counts (name, counted_at) VALUES ('recent', now())
    ON CONFLICT (name) DO UPDATE SET counted_at = EXCLUDED.counted_at`);
}

/** Activity, counts and spans of days before `before` go. */
export async function deleteExpiredActivity(db: Executor, before: string): Promise<void> {
  await db.execute(sql`DELETE FROM vendor_activity WHERE occurred_at < ${dayStart(sql`${before}::date`)}`);
  for (const table of ["vendor_activity_days", "vendor_account_days", "vendor_content_days"]) {
    await db.execute(sql`DELETE FROM ${sql.raw(table)} WHERE day < ${before}::date`);
  }
  await db.execute(sql`
    UPDATE vendor_account_spans SET days = days * datemultirange(daterange(${before}::date, NULL))
    WHERE NOT days <@ datemultirange(daterange(${before}::date, NULL))`);
  await db.execute(sql`DELETE FROM vendor_account_spans WHERE isempty(days)`);
}
