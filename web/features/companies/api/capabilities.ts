// A company's capabilities by type (/api/factor/companies/:id/capabilities) and their writes.

import type { CapabilityList, CapabilityType } from "@common/capabilities";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

function capabilitiesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.capabilities(companyId),
    queryFn: () => apiClient.get<CapabilityList>(`/api/factor/companies/${companyId}/capabilities`),
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
      apiClient.post<CapabilityList>(`/api/factor/companies/${companyId}/capabilities/type/${type}`, {
        names,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteCapability(companyId: string) {
  const refresh = useRefreshCapabilities(companyId);
  return useMutation({
    mutationFn: (capabilityId: string) =>
      apiClient.delete<null>(`/api/factor/companies/${companyId}/capabilities/${capabilityId}`),
    onSuccess: refresh,
  });
}

export function useDeleteCapabilitiesOfType(companyId: string) {
  const refresh = useRefreshCapabilities(companyId);
  return useMutation({
    mutationFn: (type: CapabilityType) =>
      apiClient.delete<null>(`/api/factor/companies/${companyId}/capabilities/type/${type}`),
    onSuccess: refresh,
  });
}
