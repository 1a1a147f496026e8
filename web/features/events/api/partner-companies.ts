// What the event page shows of its host and sponsors: their latest resources
// (GET /api/resources?companyId=), and the companies a host can add as sponsors (GET /api/companies?search=).

import type { CompanyPage } from "@common/companies";
import type { ResourcePage } from "@common/resources";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const PARTNER_RESOURCES_SHOWN = 5;

export function usePartnerResources(companyId: string) {
  return useQuery({
    queryKey: ["company", companyId, "resources", "latest", PARTNER_RESOURCES_SHOWN],
    queryFn: () =>
      apiClient.get<ResourcePage>(
        `/api/resources?${new URLSearchParams({ companyId, limit: String(PARTNER_RESOURCES_SHOWN) })}`,
      ),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useCompanySearch(search: string) {
  return useQuery({
    queryKey: ["companies", "sponsor-search", search],
    queryFn: () => apiClient.get<CompanyPage>(`/api/companies?${new URLSearchParams({ search })}`),
    enabled: search.length > 0,
    meta: ERROR_SHOWN_INLINE,
  });
}
