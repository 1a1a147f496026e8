// The platform admins' moderation queue (GET /api/moderation/reports) and its decisions.

import type { ResolveReport } from "@common/posts";
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  useSuspenseInfiniteQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { postKeys } from "@web/lib/posts/post-keys";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const reportsQueryOptions = infiniteQueryOptions({
  queryKey: postKeys.reports,
  queryFn: ({ pageParam }) =>
    api.get("/api/moderation/reports", { params: { query: { cursor: pageParam ?? undefined } } }),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
  meta: ERROR_SHOWN_INLINE,
});

export function useSuspenseReports() {
  return useSuspenseInfiniteQuery(reportsQueryOptions);
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, action }: ResolveReport & { reportId: string }) =>
      api.post("/api/moderation/reports/{id}/resolve", {
        params: { path: { id: reportId } },
        body: { action },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.reports }),
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
      ]),
  });
}
