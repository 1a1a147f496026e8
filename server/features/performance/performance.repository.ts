// What vendors read of their performance and dashboard (docs/decisions/0021): counts per day from
// the roll-ups, never from the raw activity; accounts only where the privacy rules let them show.
import { STAGE_ORDER, stageLaterals } from "@server/features/insights/insights.repository";
import { companyPlanName } from "@server/features/plans/plans.repository";
import { type Executor, queryPrepared } from "@server/platform/database/client";
import { type SQL, sql } from "drizzle-orm";
import { ALL_INTENT_TYPES } from "./rollup.repository";

/** Who is asking about a company: whether they belong to it, and what its plan allows. */
export async function findCompanyReader(db: Executor, userId: string, companyId: string) {
  const [row] = await queryPrepared<{
    name: string;
    member: boolean;
    plan_name: string | null;
    decision_insights: boolean | null;
    insights_reach: "none" | "tracked" | "market" | null;
    match_points: string[];
  }>(
    db,
    sql`
    SELECT c.name,
      (EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.company_id = c.id AND u.account_type = 'vendor')
        OR EXISTS (SELECT 1 FROM company_admins a WHERE a.user_id = ${userId} AND a.company_id = c.id)) AS member,
      plan.name AS plan_name, plan.decision_insights, plan.insights_reach,
      coalesce((SELECT array_agg(mp.intent_type ORDER BY mp.intent_type) FROM company_match_points mp
        WHERE mp.company_id = c.id), '{}') AS match_points
    FROM companies c
    LEFT JOIN plans plan ON plan.name = ${companyPlanName(sql`c.id`)}
    WHERE c.id = ${companyId}::uuid`,
  );
  return row;
}

/** The caller's company, when they work for one. */
export async function findOwnCompany(db: Executor, userId: string) {
  const [row] = await queryPrepared<{ account_type: string; company_id: string | null }>(
    db,
    sql`SELECT account_type, company_id FROM users WHERE id = ${userId}`,
  );
  return row;
}

export interface PerformanceScope {
  vendorCompanyId: string;
  /** An intent type, or '' for all of them. */
  intentType: string;
}

export interface DayRange {
  start: string;
  end: string;
}

/**
 * Every count over the range in the key's order (day, then kind), the day as days after the
 * range's start: read from the index alone, as plain rows, which cost less to send and read than
 * arrays or JSON of them (bench/README.md, performance).
 */
export async function dailyCounts(db: Executor, scope: PerformanceScope, range: DayRange) {
  return queryPrepared<{ day: number; kind: string; count: number; amount: number }>(
    db,
    sql`
    SELECT day - ${range.start}::date AS day, kind, count, amount::float8 AS amount
    FROM vendor_activity_days
    WHERE vendor_company_id = ${scope.vendorCompanyId}::uuid AND intent_type = ${scope.intentType}
      AND day BETWEEN ${range.start}::date AND ${range.end}::date
    ORDER BY day, kind`,
  );
}

/** Accounts engaged at least once in each range, each counted once: one row an account. */
export async function engagedAccounts(db: Executor, scope: PerformanceScope, ranges: DayRange[]) {
  const [row] = await queryPrepared<{ counts: number[] }>(
    db,
    sql`
    SELECT ARRAY[${sql.join(
      ranges.map(
        (range) =>
          sql`count(*) FILTER (WHERE days && daterange(${range.start}::date, ${range.end}::date, '[]'))::int`,
      ),
      sql`, `,
    )}] AS counts
    FROM vendor_account_spans
    WHERE vendor_company_id = ${scope.vendorCompanyId}::uuid AND intent_type = ${scope.intentType}`,
  );
  return row?.counts ?? ranges.map(() => 0);
}

export async function countedAt(db: Executor): Promise<string | null> {
  const result = await db.execute<{ counted_at: string }>(sql`
    SELECT to_char(counted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS counted_at
    FROM performance_counts WHERE name = 'recent'`);
  return result.rows[0]?.counted_at ?? null;
}

/**
 * The vendor's tracked accounts by score on the match point (on any of its match points under ''),
 * as account insights show them: visible scores only, never the vendor itself.
 */
export async function topAccounts(
  db: Executor,
  scope: PerformanceScope,
  matchPoints: string[],
  limit: number,
) {
  const types = scope.intentType === ALL_INTENT_TYPES ? matchPoints : [scope.intentType];
  return queryPrepared<{
    company_id: string;
    name: string;
    logo_key: string | null;
    industry: string | null;
    size: string | null;
    revenue_band: string | null;
    intent_type: string;
    score: number;
    surging: boolean;
    trend: (number | null)[];
  }>(
    db,
    sql`
    SELECT s.company_id, c.name, logo.storage_key AS logo_key, c.industry, c.size, c.revenue_band,
      s.intent_type, s.score, s.surging, s.trend
    FROM vendor_rankings r
    JOIN account_scores s ON s.company_id = r.company_id AND s.intent_type = r.intent_type AND s.visible
    JOIN companies c ON c.id = r.company_id
    LEFT JOIN uploads logo ON logo.id = c.logo_upload_id
    WHERE r.vendor_company_id = ${scope.vendorCompanyId}::uuid AND r.tracked
      AND r.company_id <> ${scope.vendorCompanyId}::uuid
      AND r.intent_type = ANY(${sql.param(types)}::text[])
    ORDER BY r.score DESC, r.company_id DESC, r.intent_type DESC
    LIMIT ${limit}`,
  );
}

/** Content of the company on the match point, by views over the range, with views per day. */
export async function topContent(db: Executor, scope: PerformanceScope, range: DayRange, limit: number) {
  return queryPrepared<{
    id: string;
    kind: "video" | "article";
    title: string;
    views: number;
    seconds: number;
    days: string[];
    day_views: number[];
  }>(
    db,
    sql`
    SELECT ci.id, ci.kind, ci.title, sum(d.views)::int AS views, sum(d.seconds)::float8 AS seconds,
      array_agg(d.day::text ORDER BY d.day) AS days, array_agg(d.views ORDER BY d.day) AS day_views
    FROM vendor_content_days d
    JOIN content_items ci ON ci.id = d.content_id AND ci.hidden_at IS NULL
    WHERE d.vendor_company_id = ${scope.vendorCompanyId}::uuid
      AND d.day BETWEEN ${range.start}::date AND ${range.end}::date
      AND (${scope.intentType} = ${ALL_INTENT_TYPES} OR ${scope.intentType} = ANY(ci.intent_types))
    GROUP BY ci.id
    ORDER BY views DESC, seconds DESC, ci.id
    LIMIT ${limit}`,
  );
}

/** The company's next events, as host or sponsor, with how many registered. */
export async function nextEvents(db: Executor, vendorCompanyId: string, limit: number) {
  return queryPrepared<{
    id: string;
    title: string;
    starts_at: string;
    role: "host" | "sponsor";
    registrations: number;
  }>(
    db,
    sql`
    SELECT e.id, e.title, to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
      CASE WHEN e.host_company_id = ${vendorCompanyId}::uuid THEN 'host' ELSE 'sponsor' END AS role,
      (SELECT count(*)::int FROM event_registrations er WHERE er.event_id = e.id AND er.status = 'registered')
        AS registrations
    FROM events e
    WHERE e.cancelled_at IS NULL AND e.ends_at > now()
      AND (e.host_company_id = ${vendorCompanyId}::uuid OR EXISTS (SELECT 1 FROM event_sponsors es
        WHERE es.event_id = e.id AND es.company_id = ${vendorCompanyId}::uuid))
    ORDER BY e.starts_at, e.id
    LIMIT ${limit}`,
  );
}

/** The company's next accepted meetings: a leader's name reaches a vendor through an accepted meeting. */
export async function nextMeetings(db: Executor, vendorCompanyId: string, limit: number) {
  return queryPrepared<{
    id: string;
    starts_at: string;
    event_title: string;
    leader_id: string;
    leader_name: string;
    account: string | null;
    representative: string | null;
  }>(
    db,
    sql`
    SELECT m.id, to_char(m.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
      e.title AS event_title, l.id AS leader_id, l.name AS leader_name, lc.name AS account, rep.name AS representative
    FROM meetings m
    JOIN events e ON e.id = m.event_id
    JOIN users l ON l.id = m.leader_id
    LEFT JOIN companies lc ON lc.id = l.company_id
    LEFT JOIN users rep ON rep.id = m.representative_id
    WHERE m.vendor_company_id = ${vendorCompanyId}::uuid AND m.status = 'accepted' AND m.ends_at > now()
    ORDER BY m.starts_at, m.id
    LIMIT ${limit}`,
  );
}

const DISTRIBUTION_COLUMNS: Record<"industry" | "size" | "revenueBand", SQL> = {
  industry: sql`industry`,
  size: sql`size`,
  revenueBand: sql`revenue_band`,
};

/**
 * The accounts engaged over the range split by their industry, size, revenue band, the hubs their
 * leaders came from, and their stage on the match point (the furthest on any under '') as the
 * vendor's insights show it (a cycle shared with it, a meeting with it, else inferred), which is
 * known only for accounts whose insight may be shown.
 */
export async function engagedAccountSplits(
  db: Executor,
  scope: PerformanceScope,
  range: DayRange,
  matchPoints: string[],
) {
  const types = scope.intentType === ALL_INTENT_TYPES ? matchPoints : [scope.intentType];
  return queryPrepared<{ by: string; label: string | null; accounts: number }>(
    db,
    sql`
    WITH engaged AS (
      SELECT account_company_id, array_agg(DISTINCT hub) AS hubs FROM vendor_account_days
      WHERE vendor_company_id = ${scope.vendorCompanyId}::uuid AND intent_type = ${scope.intentType}
        AND day BETWEEN ${range.start}::date AND ${range.end}::date
      GROUP BY account_company_id),
    staged AS (
      SELECT s.company_id, max(array_position(${STAGE_ORDER}, sg.stage)) AS stage
      FROM account_scores s
      ${stageLaterals(sql`${scope.vendorCompanyId}::uuid`)}
      WHERE s.company_id IN (SELECT account_company_id FROM engaged) AND s.visible
        AND s.intent_type = ANY(${sql.param(types)}::text[])
      GROUP BY s.company_id),
    accounts AS (
      SELECT e.account_company_id, e.hubs, c.industry, c.size, c.revenue_band, ${STAGE_ORDER}[st.stage] AS stage
      FROM engaged e JOIN companies c ON c.id = e.account_company_id
      LEFT JOIN staged st ON st.company_id = e.account_company_id)
    SELECT 'stage' AS by, stage AS label, count(*)::int AS accounts FROM accounts GROUP BY stage
    ${sql.join(
      Object.entries(DISTRIBUTION_COLUMNS).map(
        ([by, column]) =>
          sql` UNION ALL SELECT ${by}, ${column}, count(*)::int FROM accounts GROUP BY ${column}`,
      ),
      sql``,
    )}
    UNION ALL SELECT 'hub', nullif(hub, ''), count(*)::int FROM accounts, unnest(hubs) AS hub GROUP BY hub`,
  );
}

/** Counts per kind and week (Monday) over the range. */
export async function weeklyCounts(db: Executor, scope: PerformanceScope, range: DayRange) {
  return queryPrepared<{ week: string; kind: string; count: number; amount: number }>(
    db,
    sql`
    SELECT date_trunc('week', day)::date::text AS week, kind, sum(count)::int AS count, sum(amount)::float8 AS amount
    FROM vendor_activity_days
    WHERE vendor_company_id = ${scope.vendorCompanyId}::uuid AND intent_type = ${scope.intentType}
      AND day BETWEEN ${range.start}::date AND ${range.end}::date AND kind <> 'surgingTracked'
      AND kind <> 'engagedAccounts'
    GROUP BY 1, 2`,
  );
}

/**
 * Meeting requests the company made over the range (not the new requests a reschedule makes), by
 * what became of them, per request week and per representative.
 */
export async function meetingFunnel(db: Executor, scope: PerformanceScope, range: DayRange) {
  return queryPrepared<{
    week: string | null;
    representative_id: string | null;
    representative_name: string | null;
    by_representative: boolean;
    requested: number;
    accepted: number;
    declined: number;
    completed: number;
    no_show: number;
  }>(
    db,
    sql`
    SELECT date_trunc('week', m.created_at AT TIME ZONE 'UTC')::date::text AS week,
      m.representative_id, rep.name AS representative_name,
      GROUPING(date_trunc('week', m.created_at AT TIME ZONE 'UTC')) = 1 AS by_representative,
      count(*)::int AS requested,
      count(*) FILTER (WHERE m.status IN ('accepted', 'completed', 'no_show', 'rescheduled'))::int AS accepted,
      count(*) FILTER (WHERE m.status = 'declined')::int AS declined,
      count(*) FILTER (WHERE m.status = 'completed')::int AS completed,
      count(*) FILTER (WHERE m.status = 'no_show')::int AS no_show
    FROM meetings m
    LEFT JOIN users rep ON rep.id = m.representative_id
    WHERE m.vendor_company_id = ${scope.vendorCompanyId}::uuid AND m.rescheduled_from_id IS NULL
      AND m.created_at >= (${range.start}::date)::timestamp AT TIME ZONE 'UTC'
      AND m.created_at < (${range.end}::date + 1)::timestamp AT TIME ZONE 'UTC'
      AND (${scope.intentType} = ${ALL_INTENT_TYPES} OR cardinality(m.intent_types) = 0
        OR ${scope.intentType} = ANY(m.intent_types))
    GROUP BY GROUPING SETS ((date_trunc('week', m.created_at AT TIME ZONE 'UTC')), (m.representative_id, rep.name))`,
  );
}

/** How the company uses its plan: its live subscription's seats and period, and the plan's limits. */
export async function planUsage(db: Executor, companyId: string) {
  const [row] = await db
    .execute<{
      name: string;
      plan_name: string | null;
      description: string | null;
      price_cents_per_month: number | null;
      seats: number | null;
      meeting_quota: number | null;
      insights_reach: "none" | "tracked" | "market" | null;
      match_point_limit: number | null;
      tracked_account_limit: number | null;
      renews_on: string | null;
      people: number;
      month_requests: number;
      month_start: string;
      match_points: number;
      tracked_accounts: number;
    }>(sql`
    SELECT c.name, plan.name AS plan_name, plan.description, plan.price_cents_per_month, s.seats,
      plan.meeting_quota, plan.insights_reach, plan.match_points AS match_point_limit,
      plan.tracked_accounts AS tracked_account_limit,
      CASE WHEN NOT s.cancel_at_period_end
        THEN to_char(s.current_period_end AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS renews_on,
      (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS people,
      (SELECT count(*)::int FROM meetings m WHERE m.vendor_company_id = c.id AND m.rescheduled_from_id IS NULL
        AND m.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS month_requests,
      date_trunc('month', now() AT TIME ZONE 'UTC')::date::text AS month_start,
      (SELECT count(*)::int FROM company_match_points mp WHERE mp.company_id = c.id) AS match_points,
      (SELECT count(*)::int FROM tracked_accounts t WHERE t.vendor_company_id = c.id) AS tracked_accounts
    FROM companies c
    LEFT JOIN subscriptions s ON s.company_id = c.id AND s.status <> 'cancelled'
    LEFT JOIN plans plan ON plan.name = s.plan_name
    WHERE c.id = ${companyId}::uuid`)
    .then((result) => result.rows);
  return row;
}
