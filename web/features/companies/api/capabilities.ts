// A company's capabilities by type (/api/factor/companies/:id/capabilities) and their writes.

import type { CapabilityType } from "@common/capabilities";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

function capabilitiesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.capabilities(companyId),
    queryFn: () =>
      api.get("/api/factor/companies/{id}/capabilities", { params: { path: { id: companyId } } }),
    select: (list) => list.items,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useCapabilities(companyId: string) {
  return useQuery(capabilitiesQueryOptions(companyId));
}

function useRefreshCapabilities(companyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.capabilities(companyId) });
}

export function useAddCapabilities(companyId: string) {
  const refresh = useRefreshCapabilities(companyId);
  return useMutation({
    mutationFn: ({ type, names }: { type: CapabilityType; names: string[] }) =>
      api.post("/api/factor/companies/{id}/capabilities/type/{type}", {
        params: { path: { id: companyId, type } },
        body: { names },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteCapability(companyId: string) {
  const refresh = useRefreshCapabilities(companyId);
  return useMutation({
    mutationFn: (capabilityId: string) =>
      api.delete("/api/factor/companies/{id}/capabilities/{capabilityId}", {
        params: { path: { id: companyId, capabilityId } },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteCapabilitiesOfType(companyId: string) {
  const refresh = useRefreshCapabilities(companyId);
  return useMutation({
    mutationFn: (type: CapabilityType) =>
      api.delete("/api/factor/companies/{id}/capabilities/type/{type}", {
        params: { path: { id: companyId, type } },
      }),
    onSuccess: refresh,
  });
}
