// The leader's privacy centre (GET/PUT /api/decisions/privacy, DELETE .../contributions).

import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const privacyQueryOptions = queryOptions({
  queryKey: ["decision-privacy"],
  queryFn: () => api.get("/api/decisions/privacy"),
});

export function useSuspensePrivacy() {
  return useSuspenseQuery(privacyQueryOptions).data;
}

/** Where the leader's contributions download as a CSV file. */
export const CONTRIBUTIONS_CSV_URL = "/api/decisions/privacy/contributions.csv";

export function useSetContributing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contributing: boolean) => api.put("/api/decisions/privacy", { body: { contributing } }),
    onSuccess: (privacy) => queryClient.setQueryData(privacyQueryOptions.queryKey, privacy),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useWithdrawContributions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/decisions/privacy/contributions"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyQueryOptions.queryKey }),
    meta: ERROR_SHOWN_INLINE,
  });
}
