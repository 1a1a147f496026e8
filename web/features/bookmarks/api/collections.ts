// The member's bookmark collections (GET /api/bookmark-collections) and their writes.

import type { CollectionInput } from "@common/bookmarks";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { bookmarkKeys } from "@web/lib/bookmarks";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const collectionsQueryOptions = queryOptions({
  queryKey: bookmarkKeys.collections,
  queryFn: () => api.get("/api/bookmark-collections"),
  meta: ERROR_SHOWN_INLINE,
});

export function useCollections() {
  return useQuery(collectionsQueryOptions);
}

function useRefreshCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.collections });
}

export function useCreateCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    // The dialog shows why a name was refused next to the name.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (input: CollectionInput) => api.post("/api/bookmark-collections", { body: input }),
    onSuccess: refresh,
  });
}

export function useRenameCollection() {
  const refresh = useRefreshCollections();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ collectionId, name }: { collectionId: string; name: string }) =>
      api.patch("/api/bookmark-collections/{id}", { params: { path: { id: collectionId } }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionId: string) =>
      api.delete("/api/bookmark-collections/{id}", { params: { path: { id: collectionId } } }),
    // Its bookmarks stay, now outside any collection.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.collections }),
      ]),
  });
}
