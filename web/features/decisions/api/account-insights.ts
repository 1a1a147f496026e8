// A vendor's account insights (docs/decisions/0019): their match points, the accounts' scores under
// the view's filters and sort (GET /api/account-insights), the same view as CSV, and why one account
// scores what it does.

import { AccountInsightParamsSchema, type InsightSort, InsightSortSchema } from "@common/account-insights";
import { type DecisionStage, DecisionStageSchema } from "@common/decision-cycles";
import { type IntentType, IntentTypeSchema } from "@common/intent-types";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { ApiError, api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import type { z } from "zod";

/**
 * Scores are published once a day, so a list read minutes ago is still today's: the page's loader,
 * which runs again on every change of the address (a filter, a "why" opened), then asks nothing.
 */
const PUBLISHED_STALE_MS = 5 * 60_000;

const insightKeys = {
  matchPoints: ["decisions", "match-points"] as const,
  list: (view: InsightView) => ["account-insights", "list", view] as const,
  explanation: (companyId: string, intentType: IntentType) =>
    ["account-insights", "why", companyId, intentType] as const,
};

/** The vendor's match points, `All` first when there is more than one; none for a company without. */
export const matchPointsQueryOptions = queryOptions({
  queryKey: insightKeys.matchPoints,
  queryFn: () => api.get("/api/decisions/intent-types"),
  select: (list) => list.items,
});

export function useSuspenseMatchPoints() {
  return useSuspenseQuery(matchPointsQueryOptions).data;
}

/** What the accounts list shows: a match point (undefined for all of them), filters and sort. */
export interface InsightView {
  matchPoint: IntentType | undefined;
  stage: DecisionStage | undefined;
  surging: "true" | "false" | undefined;
  industry: string | undefined;
  size: string | undefined;
  revenueBand: string | undefined;
  sort: InsightSort;
}

export type InsightFilterName = "stage" | "surging" | "industry" | "size" | "revenueBand";
export const INSIGHT_FILTER_NAMES: InsightFilterName[] = [
  "stage",
  "surging",
  "industry",
  "size",
  "revenueBand",
];

const text = (value: string | null) => value?.trim().slice(0, 200) || undefined;

/**
 * The view an address asks for (?matchPoint=&stage=&surging=&industry=&size=&revenueBand=&sort=).
 * A match point the company no longer has reads as all of them, rather than as an error.
 */
export function insightView(params: URLSearchParams, matchPoints: readonly string[]): InsightView {
  const matchPoint = IntentTypeSchema.safeParse(params.get("matchPoint")).data;
  const surging = params.get("surging");
  return {
    matchPoint: matchPoint && matchPoints.includes(matchPoint) ? matchPoint : undefined,
    stage: DecisionStageSchema.safeParse(params.get("stage")).data,
    surging: surging === "true" || surging === "false" ? surging : undefined,
    industry: text(params.get("industry")),
    size: text(params.get("size")),
    revenueBand: text(params.get("revenueBand")),
    sort: InsightSortSchema.safeParse(params.get("sort")).data ?? "score",
  };
}

export function accountInsightsQueryOptions(view: InsightView) {
  return infiniteQueryOptions({
    queryKey: insightKeys.list(view),
    queryFn: ({ pageParam }) =>
      api.get("/api/account-insights", { params: { query: { ...view, cursor: pageParam ?? undefined } } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: PUBLISHED_STALE_MS,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseAccountInsights(view: InsightView) {
  return useSuspenseInfiniteQuery(accountInsightsQueryOptions(view));
}

export type InsightsAccess =
  | { status: "pending" }
  | { status: "open" }
  | { status: "refused"; reason: string };

/**
 * Whether the company's plan includes decision insights, which only the insights call says (403).
 * It reads the list's own query, so it asks nothing more; it keeps the last answer while another
 * view loads, and does not ask again on mount, since the page's loader has just asked.
 */
export function useInsightsAccess(view: InsightView): InsightsAccess {
  const insights = useInfiniteQuery({
    ...accountInsightsQueryOptions(view),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  if (insights.error instanceof ApiError && insights.error.status === 403) {
    return { status: "refused", reason: insights.error.message };
  }
  return insights.isPending ? { status: "pending" } : { status: "open" };
}

/** The account whose "why" is open (?account=), on the match point it is about. */
export type WhyTarget = z.infer<typeof AccountInsightParamsSchema>;

/**
 * The "why" an address opens: ?account= on ?intentType=, or else on the view's match point (a surge
 * notification links to ?matchPoint=&account=), or else on the company's one match point.
 */
export function whyTarget(
  params: URLSearchParams,
  view: InsightView,
  matchPoints: readonly string[],
): WhyTarget | null {
  const intentType =
    IntentTypeSchema.safeParse(params.get("intentType")).data ??
    view.matchPoint ??
    (matchPoints.length === 1 ? matchPoints[0] : undefined);
  return AccountInsightParamsSchema.safeParse({ companyId: params.get("account"), intentType }).data ?? null;
}

/** Where the view downloads as CSV: every row its filters select, in its order. */
export function insightsExportUrl(view: InsightView): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(view)) if (value !== undefined) params.set(name, value);
  return `/api/account-insights/export.csv?${params}`;
}

export function insightExplanationQueryOptions(companyId: string, intentType: IntentType) {
  return queryOptions({
    queryKey: insightKeys.explanation(companyId, intentType),
    queryFn: () =>
      api.get("/api/account-insights/{companyId}/{intentType}", {
        params: { path: { companyId, intentType } },
      }),
    staleTime: PUBLISHED_STALE_MS,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseInsightExplanation(companyId: string, intentType: IntentType) {
  return useSuspenseQuery(insightExplanationQueryOptions(companyId, intentType)).data;
}
