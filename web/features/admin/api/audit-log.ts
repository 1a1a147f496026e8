// The audit log (GET /api/admin/audit-log), filtered as the page's address says, a page at a time.
import { ADMIN_ACTIONS, type AdminActionKind, type AdminActionsFilter } from "@common/audit-log";
import { isIsoDay } from "@common/day-range";
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

const FILTER_KEYS = ["actorId", "action", "targetId", "from", "to"] as const;
const ACTION_IDS = new Set<string>(ADMIN_ACTIONS.map((action) => action.id));

/** The filter an address asks for; what the server would refuse (an unknown action, a day that is none) is left out. */
export function filterFromSearch(search: URLSearchParams): AdminActionsFilter {
  const filter: AdminActionsFilter = {};
  const actorId = search.get("actorId");
  const targetId = search.get("targetId");
  const action = search.get("action");
  const from = search.get("from");
  const to = search.get("to");
  if (actorId) filter.actorId = actorId;
  if (targetId) filter.targetId = targetId;
  if (action && ACTION_IDS.has(action)) filter.action = action as AdminActionKind;
  if (from && isIsoDay(from)) filter.from = from;
  if (to && isIsoDay(to) && (!filter.from || filter.from <= to)) filter.to = to;
  return filter;
}

/** The filter as query parameters, empty ones left out: for the address, the API and the export. */
export function filterToSearch(filter: AdminActionsFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) search.set(key, value);
  }
  return search;
}

export const auditLogKeys = {
  all: ["admin", "audit-log"] as const,
  list: (filter: AdminActionsFilter) => [...auditLogKeys.all, filterToSearch(filter).toString()] as const,
};

export function auditLogQueryOptions(filter: AdminActionsFilter) {
  return infiniteQueryOptions({
    queryKey: auditLogKeys.list(filter),
    queryFn: ({ pageParam }) =>
      api.get("/api/admin/audit-log", { params: { query: { ...filter, cursor: pageParam ?? undefined } } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseAuditLog(filter: AdminActionsFilter) {
  return useSuspenseInfiniteQuery(auditLogQueryOptions(filter));
}

/** Where the browser downloads the filtered log as CSV (the session cookie goes with it). */
export function auditLogCsvUrl(filter: AdminActionsFilter): string {
  const search = filterToSearch(filter).toString();
  return `/api/admin/audit-log.csv${search ? `?${search}` : ""}`;
}
