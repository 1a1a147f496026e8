// What the event page shows of its host and sponsors: their latest resources
// (GET /api/resources?companyId=).

import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const PARTNER_RESOURCES_SHOWN = 5;

export function usePartnerResources(companyId: string) {
  return useQuery({
    queryKey: ["company", companyId, "resources", "latest", PARTNER_RESOURCES_SHOWN],
    queryFn: () =>
      api.get("/api/resources", { params: { query: { companyId, limit: PARTNER_RESOURCES_SHOWN } } }),
    meta: ERROR_SHOWN_INLINE,
  });
}
