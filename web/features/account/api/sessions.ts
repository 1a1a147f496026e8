// The member's signed-in sessions (GET /api/account/sessions) and ending them.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const sessionsQueryOptions = queryOptions({
  queryKey: ["account-sessions"],
  queryFn: () => api.get("/api/account/sessions"),
});

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/account/sessions/{id}", { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/account/sessions/end-others"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
    meta: ERROR_SHOWN_INLINE,
  });
}
