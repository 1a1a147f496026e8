// A vendor's performance (GET /api/performance), its customer dashboard
// (/api/decisions/customer/dashboard/*/{id}) and how its plan is used
// (/api/portal/customers/experience); docs/decisions/0021.

import { addDays, type DayRange, isIsoDay, rangeProblem, todayUtc } from "@common/day-range";
import type { IntentType } from "@common/intent-types";
import { DEFAULT_RANGE_DAYS } from "@common/performance-metrics";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** Figures are counted every five minutes: a read a minute old is as good as new. */
const COUNTED_STALE_MS = 60_000;

/** The days the figures cover, and on which match point (undefined for all of them). */
export interface PerformanceView {
  startDate: string;
  endDate: string;
  matchPoint: IntentType | undefined;
}

/**
 * The range an address asks for (?from=&to=), or the last 90 days; one the server would refuse
 * (a day that does not exist, reversed, too long, in the future) reads as the default rather than
 * as an error.
 */
export function rangeFromParams(params: URLSearchParams, today = todayUtc()): DayRange {
  const fallback = { startDate: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), endDate: today };
  const from = params.get("from");
  const to = params.get("to");
  if (from === null && to === null) return fallback;
  const endDate = to !== null && isIsoDay(to) ? to : today;
  const startDate = from !== null && isIsoDay(from) ? from : addDays(endDate, -(DEFAULT_RANGE_DAYS - 1));
  const range = { startDate, endDate };
  return rangeProblem(range, today) ? fallback : range;
}

const query = (view: PerformanceView) => ({
  startDate: view.startDate,
  endDate: view.endDate,
  matchPoint: view.matchPoint,
});

export function performanceQueryOptions(view: PerformanceView) {
  return queryOptions({
    queryKey: ["performance", view],
    queryFn: () => api.get("/api/performance", { params: { query: query(view) } }),
    staleTime: COUNTED_STALE_MS,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspensePerformance(view: PerformanceView) {
  return useSuspenseQuery(performanceQueryOptions(view)).data;
}

const dashboardKey = (part: string, companyId: string, view: PerformanceView) =>
  ["customer-dashboard", part, companyId, view] as const;
const dashboardInit = (companyId: string, view: PerformanceView) => ({
  params: { path: { id: companyId }, query: query(view) },
});
const dashboardOptions = { staleTime: COUNTED_STALE_MS, meta: ERROR_SHOWN_INLINE };

export function dashboardOverviewQueryOptions(companyId: string, view: PerformanceView) {
  return queryOptions({
    queryKey: dashboardKey("overview", companyId, view),
    queryFn: () => api.get("/api/decisions/customer/dashboard/overview/{id}", dashboardInit(companyId, view)),
    ...dashboardOptions,
  });
}

export function dashboardCardsQueryOptions(companyId: string, view: PerformanceView) {
  return queryOptions({
    queryKey: dashboardKey("cards", companyId, view),
    queryFn: () => api.get("/api/decisions/customer/dashboard/cards/{id}", dashboardInit(companyId, view)),
    ...dashboardOptions,
  });
}

export function dashboardDistributionsQueryOptions(companyId: string, view: PerformanceView) {
  return queryOptions({
    queryKey: dashboardKey("distributions", companyId, view),
    queryFn: () =>
      api.get("/api/decisions/customer/dashboard/distribution-cards/{id}", dashboardInit(companyId, view)),
    ...dashboardOptions,
  });
}

export function dashboardCountsQueryOptions(companyId: string, view: PerformanceView) {
  return queryOptions({
    queryKey: dashboardKey("counts", companyId, view),
    queryFn: () =>
      api.get("/api/decisions/customer/dashboard/counts-overview/{id}", dashboardInit(companyId, view)),
    ...dashboardOptions,
  });
}

export function dashboardMeetingsQueryOptions(companyId: string, view: PerformanceView) {
  return queryOptions({
    queryKey: dashboardKey("meetings", companyId, view),
    queryFn: () => api.get("/api/decisions/customer/dashboard/meetings/{id}", dashboardInit(companyId, view)),
    ...dashboardOptions,
  });
}
