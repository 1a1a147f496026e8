// Rules for account insights (docs/decisions/0019): who may read them, over which match points,
// and how a row, its explanation and the highlights read.
import {
  type AccountHighlight,
  type AccountHighlightPage,
  type AccountHighlightsQuery,
  type AccountInsight,
  type AccountInsightPage,
  type AccountInsightsQuery,
  HighlightKindSchema,
  type InsightExplanation,
  SIGNAL_KIND_LABELS,
  SignalKindSchema,
  StageSourceSchema,
  TREND_WEEKS,
} from "@common/account-insights";
import { DecisionStageSchema } from "@common/decision-cycles";
import { ALL_MATCH_POINTS } from "@common/decisions";
import { IntentTypeSchema } from "@common/intent-types";
import { fileUrl } from "@common/uploads";
import type { SessionUser } from "@server/platform/auth/session";
import type { Executor } from "@server/platform/database/client";
import { forbidden, invalid, notFound } from "@server/platform/errors";
import { toCsv } from "@server/platform/http/csv";
import { cursorPart, decodeCursor, encodeCursor } from "@server/platform/http/cursor";
import {
  type CacheReader,
  type ChangeCache,
  createChangeCache,
} from "@server/platform/realtime/change-cache";
import type { Realtime } from "@server/platform/realtime/realtime";
import { z } from "zod";
import {
  findInsight,
  findMarket,
  findVendorAccess,
  type HighlightRow,
  type InsightCursor,
  type InsightRow,
  type InsightScope,
  listHighlights,
  listInsights,
  weeklyPoints,
} from "./insights.repository";

/** Rows an export holds at most: every tracked account on every match point fits. */
const EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE = 1_000;

/**
 * What the database notifies on every commit that changes what a vendor's insights read (the
 * triggers of migration 0019): who the vendor is, the scores, rankings, stages and highlights.
 * Performance's kept figures, which read some of the same, listen to it too.
 */
export const INSIGHTS_CHANGED_CHANNEL = "insights_changed";

/** Rows of pages, highlights and callers kept per instance: a few MB. */
const CACHE_ROWS = 20_000;

/**
 * Who each caller is for insights, and the pages and highlights vendors read, kept per instance
 * until something they were read from changes (docs/decisions/0020): a vendor's team reads the
 * same pages, and they change once a day or when someone acts on an account.
 */
export function createInsightsCache(realtime: Realtime): ChangeCache {
  return createChangeCache(realtime, [INSIGHTS_CHANGED_CHANNEL], {
    maxSize: CACHE_ROWS,
    size: (value) => ("items" in value && Array.isArray(value.items) ? value.items.length : 1),
  });
}

/** The vendor's scope, or why there is none: leaders, vendors without a plan that has insights. */
async function requireScope(
  db: Executor,
  cache: CacheReader,
  user: SessionUser,
  matchPoint: string | undefined,
): Promise<InsightScope> {
  const { access } = await cache.read(`access:${user.id}`, async () => ({
    access: await findVendorAccess(db, user.id),
  }));
  if (access?.account_type !== "vendor" || !access.company_id) {
    throw forbidden(
      "Account insights are for vendors: they show which accounts research what a vendor sells.",
    );
  }
  if (!access.reach || access.reach === "none") {
    throw forbidden(
      `${access.plan_name ? `The ${access.plan_name} plan` : "Your company's plan"} does not include decision insights; the Growth and Enterprise plans do.`,
    );
  }
  let intentTypes = access.match_points;
  if (matchPoint !== undefined && matchPoint !== ALL_MATCH_POINTS) {
    if (!intentTypes.includes(matchPoint)) {
      throw invalid(`matchPoint: ${matchPoint} is not one of your company's match points.`);
    }
    intentTypes = [matchPoint];
  }
  return { vendorCompanyId: access.company_id, reach: access.reach, intentTypes };
}

function toAccount(
  row: Pick<InsightRow, "company_id" | "name" | "logo_key" | "industry" | "size" | "revenue_band">,
) {
  return {
    id: row.company_id,
    name: row.name,
    logoUrl: fileUrl(row.logo_key),
    industry: row.industry,
    size: row.size,
    revenueBand: row.revenue_band,
  };
}

function toInsight(row: InsightRow): AccountInsight {
  return {
    account: toAccount(row),
    intentType: IntentTypeSchema.parse(row.intent_type),
    score: row.score,
    surging: row.surging,
    isNew: row.is_new,
    stage: DecisionStageSchema.parse(row.stage),
    stageSource: StageSourceSchema.parse(row.stage_source),
    stageConfidence: row.stage_source === "inferred" ? Math.round(row.stage_confidence * 100) / 100 : 1,
    trend: row.trend,
    people: row.people,
    tracked: row.tracked,
    asOf: row.as_of,
  };
}

const scoreCursor = z.tuple([z.number().int().min(-100).max(100), cursorPart.uuid, cursorPart.text]);
/** Made once: building a schema costs more than checking a cursor with it. */
const CURSOR_SHAPES = {
  score: scoreCursor,
  trend: scoreCursor,
  name: z.tuple([cursorPart.text, cursorPart.uuid, cursorPart.text]),
} as unknown as Record<AccountInsightsQuery["sort"], z.ZodType<InsightCursor>>;

const cursorOf = (sort: AccountInsightsQuery["sort"], row: InsightRow): InsightCursor => [
  sort === "name" ? row.name : sort === "trend" ? row.rise : row.score,
  row.company_id,
  row.intent_type,
];

/** A page of the vendor's accounts with their scores, highest first unless sorted otherwise. */
export async function accountInsights(
  db: Executor,
  cache: CacheReader,
  user: SessionUser,
  query: AccountInsightsQuery,
): Promise<AccountInsightPage> {
  const scope = await requireScope(db, cache, user, query.matchPoint);
  if (scope.intentTypes.length === 0) return { items: [], nextCursor: null };
  // Everyone at the vendor with the same plan and match points reads the same page.
  return cache.read(JSON.stringify(["insights", scope, query]), async () => {
    const after = query.cursor ? decodeCursor(query.cursor, CURSOR_SHAPES[query.sort]) : null;
    const rows = await listInsights(db, scope, query, { limit: query.limit + 1, after });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toInsight),
      nextCursor: rows.length > query.limit && last ? encodeCursor(cursorOf(query.sort, last)) : null,
    };
  });
}

const CSV_COLUMNS = [
  "account",
  "industry",
  "size",
  "revenue band",
  "match point",
  "score",
  "surging",
  "new",
  "stage",
  "stage from",
  "stage confidence",
  "people",
  "tracked",
  "trend (weekly, oldest first)",
  "as of",
];

/** The view as CSV: every row the filters select, in the view's order. */
export async function accountInsightsCsv(
  db: Executor,
  cache: CacheReader,
  user: SessionUser,
  query: Omit<AccountInsightsQuery, "limit" | "cursor">,
): Promise<string> {
  const scope = await requireScope(db, cache, user, query.matchPoint);
  const rows: InsightRow[] = [];
  let after: InsightCursor | null = null;
  while (scope.intentTypes.length > 0 && rows.length < EXPORT_MAX_ROWS) {
    const batch = await listInsights(db, scope, query, { limit: EXPORT_PAGE, after });
    rows.push(...batch);
    const last = batch.at(-1);
    if (batch.length < EXPORT_PAGE || !last) break;
    after = cursorOf(query.sort, last);
  }
  return toCsv(
    CSV_COLUMNS,
    rows
      .map(toInsight)
      .map((insight) => [
        insight.account.name,
        insight.account.industry ?? "",
        insight.account.size ?? "",
        insight.account.revenueBand ?? "",
        insight.intentType,
        String(insight.score),
        insight.surging ? "yes" : "no",
        insight.isNew ? "yes" : "no",
        insight.stage,
        insight.stageSource,
        String(insight.stageConfidence),
        String(insight.people),
        insight.tracked ? "yes" : "no",
        insight.trend.map((score) => (score === null ? "" : String(score))).join(" "),
        insight.asOf,
      ]),
  );
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const DAY_MS = 86_400_000;

/** Why an account scores what it does on one of the vendor's match points. */
export async function explainInsight(
  db: Executor,
  cache: CacheReader,
  user: SessionUser,
  companyId: string,
  intentType: string,
): Promise<InsightExplanation> {
  const scope = await requireScope(db, cache, user, undefined);
  const row = scope.intentTypes.includes(intentType)
    ? await findInsight(db, { ...scope, intentTypes: [intentType] }, companyId, intentType)
    : undefined;
  if (!row) throw notFound("Account insight");
  const [points, market] = await Promise.all([
    weeklyPoints(db, companyId, intentType, row.as_of, TREND_WEEKS),
    findMarket(db, intentType, row.as_of),
  ]);
  const lastCounted = Date.parse(`${row.as_of}T00:00:00Z`) - DAY_MS;
  const currentWeek = lastCounted - ((new Date(lastCounted).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = Array.from({ length: TREND_WEEKS }, (_, index) => {
    const weekStart = new Date(currentWeek - 7 * DAY_MS * (TREND_WEEKS - 1 - index))
      .toISOString()
      .slice(0, 10);
    return {
      weekStart,
      points: points
        .filter((entry) => entry.week === weekStart && entry.kind in SIGNAL_KIND_LABELS)
        .map((entry) => ({ kind: SignalKindSchema.parse(entry.kind), points: entry.points })),
    };
  });
  return {
    insight: toInsight(row),
    recentPerWeek: round(row.recent_per_week),
    baselinePerWeek: round(row.baseline_per_week),
    marketMedian: round(market?.market_median ?? 1),
    marketChange: round(market?.market_change ?? 1, 2),
    momentum: round(row.momentum),
    intensity: round(row.intensity),
    weeks,
    topics: row.topics,
  };
}

function toHighlight(row: HighlightRow): AccountHighlight {
  const stage = (value: string | null) => (value === null ? null : DecisionStageSchema.parse(value));
  return {
    id: row.id,
    kind: HighlightKindSchema.parse(row.kind),
    account: toAccount(row),
    intentType: row.intent_type === null ? null : IntentTypeSchema.parse(row.intent_type),
    score: row.score,
    stage: stage(row.stage),
    previousStage: stage(row.previous_stage),
    person: row.person_id && row.person_name ? { id: row.person_id, name: row.person_name } : null,
    createdAt: row.created_at,
  };
}

const HighlightCursor = z.tuple([z.string().regex(/^\d{1,18}$/)]);

/** The latest notable changes on the vendor's accounts, newest first. */
export async function accountHighlights(
  db: Executor,
  cache: CacheReader,
  user: SessionUser,
  query: AccountHighlightsQuery,
): Promise<AccountHighlightPage> {
  const scope = await requireScope(db, cache, user, query.matchPoint);
  if (scope.intentTypes.length === 0) return { items: [], nextCursor: null };
  return cache.read(JSON.stringify(["highlights", scope, query]), async () => {
    const before = query.cursor ? decodeCursor(query.cursor, HighlightCursor)[0] : null;
    const rows = await listHighlights(db, scope, { limit: query.limit + 1 }, before);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toHighlight),
      nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
    };
  });
}
