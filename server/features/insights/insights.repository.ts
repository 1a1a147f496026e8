// What a vendor reads of account insights (docs/decisions/0019, "Privacy, in the queries"): every
// privacy rule is in these statements' WHERE, never in code after them.
import type { AccountHighlightsQuery, AccountInsightsQuery } from "@common/account-insights";
import type { InsightsReach } from "@common/plans";
import { companyPlanName } from "@server/features/plans/plans.repository";
import { type Executor, queryPrepared } from "@server/platform/database/client";
import { type SQL, sql } from "drizzle-orm";

/** The stages in order, as an array whose positions rank them. */
export const STAGE_ORDER = sql`(ARRAY['awareness', 'consideration', 'decision', 'purchase'])`;

/** What a caller may read: their company, what their company's plan covers, its match points. */
export async function findVendorAccess(db: Executor, userId: string) {
  const [row] = await queryPrepared<{
    account_type: string;
    company_id: string | null;
    plan_name: string | null;
    reach: InsightsReach | null;
    match_points: string[];
  }>(
    db,
    sql`
    SELECT u.account_type, u.company_id, plan.name AS plan_name, plan.insights_reach AS reach,
      coalesce((SELECT array_agg(mp.intent_type) FROM company_match_points mp WHERE mp.company_id = u.company_id),
        '{}') AS match_points
    FROM users u
    LEFT JOIN plans plan ON u.company_id IS NOT NULL AND plan.name = ${companyPlanName(sql`u.company_id`)}
    WHERE u.id = ${userId}`,
  );
  return row;
}

export interface InsightScope {
  vendorCompanyId: string;
  reach: Exclude<InsightsReach, "none">;
  intentTypes: string[];
}

export type InsightRow = {
  company_id: string;
  name: string;
  logo_key: string | null;
  industry: string | null;
  size: string | null;
  revenue_band: string | null;
  intent_type: string;
  as_of: string;
  score: number;
  surging: boolean;
  is_new: boolean;
  people: number;
  trend: (number | null)[];
  rise: number;
  stage: string;
  stage_source: "declared" | "meeting" | "inferred";
  stage_confidence: number;
  tracked: boolean;
};

/** A row with the figures that explain its score, for "why". */
export type ExplainedInsightRow = InsightRow & {
  recent_per_week: number;
  baseline_per_week: number;
  momentum: number;
  intensity: number;
  topics: { kind: string; title: string; points: number; people: number }[];
};

/**
 * The stage as this vendor may know it, as `sg.stage` and `sg.stage_source` for the row `s`: a cycle
 * shared with the vendor (matched, or named to it) by a leader who has not paused wins, then a
 * meeting the account's leaders accepted with the vendor (at least Decision), then the inferred stage.
 * OFFSET 0 keeps the two lookups a subquery of their own: inlined, each use of them in the CASEs
 * below would run them again.
 */
export function stageLaterals(vendor: SQL): SQL {
  const declared = sql`(SELECT max(array_position(${STAGE_ORDER}, dc.stage)) FROM decision_cycles dc
      JOIN users du ON du.id = dc.user_id AND du.insights_paused_at IS NULL
      WHERE dc.company_id = s.company_id AND dc.intent_type = s.intent_type AND dc.status = 'open'
        AND (dc.visibility = 'matched' OR (dc.visibility = 'named' AND EXISTS (
          SELECT 1 FROM decision_cycle_vendors dv WHERE dv.cycle_id = dc.id AND dv.company_id = ${vendor}))))`;
  const met = sql`(SELECT 3 FROM meetings m JOIN users mu ON mu.id = m.leader_id
      WHERE m.vendor_company_id = ${vendor} AND mu.company_id = s.company_id
        AND m.status IN ('accepted', 'completed')
        AND (cardinality(m.intent_types) = 0 OR s.intent_type = ANY(m.intent_types)) LIMIT 1)`;
  return sql`
    CROSS JOIN LATERAL (SELECT ${declared} AS declared, ${met} AS met OFFSET 0) st
    CROSS JOIN LATERAL (SELECT
      CASE WHEN st.declared IS NOT NULL AND st.declared >= coalesce(st.met, 0) THEN ${STAGE_ORDER}[st.declared]
        WHEN st.met IS NOT NULL THEN ${STAGE_ORDER}[greatest(st.met, array_position(${STAGE_ORDER}, s.inferred_stage))]
        ELSE s.inferred_stage END AS stage,
      CASE WHEN st.declared IS NOT NULL AND st.declared >= coalesce(st.met, 0) THEN 'declared'
        WHEN st.met IS NOT NULL THEN 'meeting' ELSE 'inferred' END AS stage_source) sg`;
}

const SORTS = {
  score: { column: "score", direction: "DESC" },
  trend: { column: "rise", direction: "DESC" },
  name: { column: "name", direction: "ASC" },
} as const;

type Sort = (typeof SORTS)[keyof typeof SORTS];

/** The order of a page, on the ranking (`r`) or on the page read from it (`p`). */
function orderBy(sort: Sort, alias: "r" | "p"): SQL {
  // As the indexes are ordered (drizzle writes DESC NULLS LAST), so that a page walks an index.
  const direction = sql.raw(sort.direction === "DESC" ? "DESC NULLS LAST" : "ASC");
  const key = sort.column === "name" && alias === "r" ? sql`c.name` : sql.raw(`${alias}.${sort.column}`);
  return sql`${key} ${direction}, ${sql.raw(alias)}.company_id ${direction}, ${sql.raw(alias)}.intent_type ${direction}`;
}

/**
 * One page of the vendor's ranking (vendor_rankings, kept by the publish), then what the page
 * shows of its rows: the published scores, the company and the stage, for those rows only. The
 * privacy rules are repeated here, so that a ranking not yet rebuilt after a change can show
 * nothing it should not.
 */
function insightPage(
  scope: InsightScope,
  page: { where: SQL[]; sort: Sort; limit: number | null; byStage: boolean; explained: boolean },
): SQL {
  const vendor = sql`${scope.vendorCompanyId}::uuid`;
  const ranked = sql`
    SELECT r.company_id, r.intent_type, r.score, r.rise, r.tracked, c.name
    FROM vendor_rankings r
    JOIN account_scores s ON s.company_id = r.company_id AND s.intent_type = r.intent_type
    JOIN companies c ON c.id = r.company_id
    ${page.byStage ? stageLaterals(vendor) : sql``}
    WHERE r.vendor_company_id = ${vendor} AND s.visible AND r.company_id <> ${vendor}
      AND ${scope.reach === "market" ? sql`TRUE` : sql`r.tracked`}
      AND ${
        scope.intentTypes.length === 1
          ? sql`r.intent_type = ${scope.intentTypes[0]}`
          : sql`r.intent_type = ANY(${sql.param(scope.intentTypes)}::text[])`
      }
      ${sql.join(
        page.where.map((condition) => sql` AND ${condition}`),
        sql``,
      )}
    ORDER BY ${orderBy(page.sort, "r")}
    ${page.limit === null ? sql`` : sql`LIMIT ${page.limit}`}`;
  return sql`
    SELECT s.company_id, c.name, logo.storage_key AS logo_key, c.industry, c.size, c.revenue_band, s.intent_type,
      s.as_of::text, s.score, s.surging, s.is_new, s.people, s.trend, s.rise, s.stage_confidence,
      ${page.explained ? sql`s.recent_per_week, s.baseline_per_week, s.momentum, s.intensity, s.topics,` : sql``}
      p.tracked, sg.stage, sg.stage_source
    FROM (${ranked}) p
    JOIN account_scores s ON s.company_id = p.company_id AND s.intent_type = p.intent_type
    JOIN companies c ON c.id = p.company_id
    LEFT JOIN uploads logo ON logo.id = c.logo_upload_id
    ${stageLaterals(vendor)}
    ORDER BY ${orderBy(page.sort, "p")}`;
}

export type InsightCursor = [string | number, string, string];

/** A page of the vendor's account insights, filtered and sorted, after the cursor's row. */
export async function listInsights(
  db: Executor,
  scope: InsightScope,
  query: Omit<AccountInsightsQuery, "limit" | "cursor" | "matchPoint">,
  page: { limit: number; after: InsightCursor | null },
): Promise<InsightRow[]> {
  const sort = SORTS[query.sort];
  const where: SQL[] = [];
  if (query.surging) where.push(sql`r.surging = ${query.surging === "true"}`);
  if (query.industry) where.push(sql`lower(c.industry) = lower(${query.industry})`);
  if (query.size) where.push(sql`c.size = ${query.size}`);
  if (query.revenueBand) where.push(sql`c.revenue_band = ${query.revenueBand}`);
  if (query.stage) where.push(sql`sg.stage = ${query.stage}`);
  if (page.after) {
    const [key, companyId, intentType] = page.after;
    const comparison = sort.direction === "DESC" ? sql`<` : sql`>`;
    const column = sort.column === "name" ? sql`c.name` : sql.raw(`r.${sort.column}`);
    where.push(
      sql`(${column}, r.company_id, r.intent_type) ${comparison} (${key}, ${companyId}::uuid, ${intentType})`,
    );
  }
  return queryPrepared<InsightRow>(
    db,
    insightPage(scope, {
      where,
      sort,
      limit: page.limit,
      byStage: query.stage !== undefined,
      explained: false,
    }),
  );
}

/** One account's insight on one intent type, when the vendor may see it. */
export async function findInsight(
  db: Executor,
  scope: InsightScope,
  companyId: string,
  intentType: string,
): Promise<ExplainedInsightRow | undefined> {
  const where = [sql`r.company_id = ${companyId}::uuid`, sql`r.intent_type = ${intentType}`];
  const [row] = await queryPrepared<ExplainedInsightRow>(
    db,
    insightPage(scope, { where, sort: SORTS.score, limit: null, byStage: false, explained: true }),
  );
  return row;
}

/** Points by week and kind over the trend's weeks, up to the day the scores were published for. */
export async function weeklyPoints(
  db: Executor,
  companyId: string,
  intentType: string,
  asOf: string,
  weeks: number,
) {
  const result = await db.execute<{ week: string; kind: string; points: number }>(sql`
    SELECT date_trunc('week', day)::date::text AS week, kind, sum(points)::int AS points
    FROM account_day_kinds
    WHERE company_id = ${companyId}::uuid AND intent_type = ${intentType} AND day < ${asOf}::date
      AND day >= date_trunc('week', ${asOf}::date - 1)::date - ${7 * (weeks - 1)}::int
    GROUP BY 1, 2
    ORDER BY 1, 2`);
  return result.rows;
}

/** The market figures a score was counted against. */
export async function findMarket(db: Executor, intentType: string, asOf: string) {
  const result = await db.execute<{ market_median: number; market_change: number }>(sql`
    SELECT market_median, market_change FROM intent_type_stats WHERE intent_type = ${intentType} AND as_of = ${asOf}::date`);
  return result.rows[0];
}

export type HighlightRow = {
  id: string;
  kind: string;
  company_id: string;
  name: string;
  logo_key: string | null;
  industry: string | null;
  size: string | null;
  revenue_band: string | null;
  intent_type: string | null;
  score: number | null;
  stage: string | null;
  previous_stage: string | null;
  person_id: string | null;
  person_name: string | null;
  created_at: string;
};

/**
 * The vendor's highlights, newest first: those about accounts it tracks (or, with market reach, any
 * account's surge on its match points) on its match points, or meant for it alone; never about the
 * vendor itself, and none from a leader who has paused.
 */
export async function listHighlights(
  db: Executor,
  scope: InsightScope,
  query: Pick<AccountHighlightsQuery, "limit">,
  beforeId: string | null,
): Promise<HighlightRow[]> {
  const vendor = sql`${scope.vendorCompanyId}::uuid`;
  const reach =
    scope.reach === "market"
      ? sql`(t.account_company_id IS NOT NULL OR h.kind = 'surgeStarted')`
      : sql`t.account_company_id IS NOT NULL`;
  return queryPrepared<HighlightRow>(
    db,
    sql`
    SELECT h.id::text, h.kind, h.company_id, c.name, logo.storage_key AS logo_key, c.industry, c.size, c.revenue_band,
      h.intent_type, h.score, h.stage, h.previous_stage,
      CASE WHEN h.named THEN u.id END AS person_id, CASE WHEN h.named THEN u.name END AS person_name,
      to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM account_highlights h
    JOIN companies c ON c.id = h.company_id
    LEFT JOIN uploads logo ON logo.id = c.logo_upload_id
    LEFT JOIN tracked_accounts t ON t.vendor_company_id = ${vendor} AND t.account_company_id = h.company_id
    LEFT JOIN users u ON u.id = h.user_id
    WHERE h.company_id <> ${vendor}
      AND (h.vendor_company_id = ${vendor} OR (h.vendor_company_id IS NULL AND ${reach}))
      AND (h.intent_type IS NULL OR h.intent_type = ANY(${sql.param(scope.intentTypes)}::text[]))
      AND (h.user_id IS NULL OR u.insights_paused_at IS NULL)
      ${beforeId === null ? sql`` : sql`AND h.id < ${beforeId}::bigint`}
    ORDER BY h.id DESC
    LIMIT ${query.limit}`,
  );
}
