// The audit log (GET /api/admin/audit-log), filtered as the page's address says, a page at a time.
import {
  type AdminActionsFilter,
  AdminActionsFilterSchema,
  adminActionsFilterFields,
} from "@common/audit-log";
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { filterFromSearch, filterToSearch } from "@web/lib/search-filter";

export const auditFilterFromSearch = (search: URLSearchParams): AdminActionsFilter =>
  filterFromSearch(search, adminActionsFilterFields, AdminActionsFilterSchema);

/** The filter as query parameters, empty ones left out: for the address, the API and the export. */
export const auditFilterToSearch = (filter: AdminActionsFilter) =>
  filterToSearch(filter, adminActionsFilterFields);

export const auditLogKeys = {
  all: ["admin", "audit-log"] as const,
  list: (filter: AdminActionsFilter) =>
    [...auditLogKeys.all, auditFilterToSearch(filter).toString()] as const,
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
  const search = auditFilterToSearch(filter).toString();
  return `/api/admin/audit-log.csv${search ? `?${search}` : ""}`;
}
