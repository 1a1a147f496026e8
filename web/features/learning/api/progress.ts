// The member's learning (GET /api/progress): courses in progress and completed, suggestions,
// weekly activity and certificates.
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { learningKeys } from "./learning-keys";

export const progressQueryOptions = queryOptions({
  queryKey: learningKeys.progress,
  queryFn: () => api.get("/api/progress"),
  meta: ERROR_SHOWN_INLINE,
});

export function useSuspenseProgress() {
  return useSuspenseQuery(progressQueryOptions).data;
}
