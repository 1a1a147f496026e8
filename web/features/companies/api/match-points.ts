// The intent types a company sells into (/api/companies/:id/match-points), set by its admins.

import type { IntentType } from "@common/intent-types";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

function matchPointsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.matchPoints(companyId),
    queryFn: () => api.get("/api/companies/{id}/match-points", { params: { path: { id: companyId } } }),
    select: (answer) => answer.intentTypes,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useMatchPoints(companyId: string) {
  return useQuery(matchPointsQueryOptions(companyId));
}

export function useSetMatchPoints(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intentTypes: IntentType[]) =>
      api.put("/api/companies/{id}/match-points", {
        params: { path: { id: companyId } },
        body: { intentTypes },
      }),
    onSuccess: (answer) => queryClient.setQueryData(companyKeys.matchPoints(companyId), answer),
    meta: ERROR_SHOWN_INLINE,
  });
}
