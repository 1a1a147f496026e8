// A company's own events for its profile (GET /api/events/company), under the events' query keys.

import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { eventKeys } from "@web/lib/events/event-keys";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export function useCompanyEvents(companyId: string) {
  return useQuery({
    queryKey: eventKeys.company(companyId),
    queryFn: () => api.get("/api/events/company", { params: { query: { companyId } } }),
    meta: ERROR_SHOWN_INLINE,
  });
}
