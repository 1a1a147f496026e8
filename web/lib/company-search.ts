// Companies by name as someone types (GET /api/companies?search=), for pickers: an event's sponsors,
// the vendors a decision cycle is shared with.

import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export function useCompanySearch(search: string) {
  return useQuery({
    queryKey: ["companies", "picker-search", search],
    queryFn: () => api.get("/api/companies", { params: { query: { search } } }),
    enabled: search.length > 0,
    meta: ERROR_SHOWN_INLINE,
  });
}
