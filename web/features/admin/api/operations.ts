// How Summit is running (GET /api/admin/operations), and a failed job's retry.
import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** The figures move while the page is open: they are read again every half minute. */
const REFRESH_MS = 30_000;

export const operationsQueryOptions = queryOptions({
  queryKey: ["admin", "operations"],
  queryFn: () => api.get("/api/admin/operations"),
  refetchInterval: REFRESH_MS,
  meta: ERROR_SHOWN_INLINE,
});

export function useSuspenseOperations() {
  return useSuspenseQuery(operationsQueryOptions);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("/api/admin/jobs/{id}/retry", { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsQueryOptions.queryKey }),
  });
}

/** What waits for an operator, for the console's home. */
export function useAdminSummary() {
  return useQuery({
    queryKey: ["admin", "summary"],
    queryFn: () => api.get("/api/admin/summary"),
    meta: ERROR_SHOWN_INLINE,
  });
}
