// The member's bookmarks (GET /api/bookmarks), 20 a page, by kind and collection, and moving one
// between collections. Adding and removing bookmarks, and whether one target is bookmarked, are
// shared by every feature (web/lib/bookmarks).

import type { Bookmark, BookmarkKind, BookmarkPage } from "@common/bookmarks";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { type BookmarkFilter, bookmarkKeys } from "@web/lib/bookmarks";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

function bookmarksQueryOptions(filter: BookmarkFilter) {
  return infiniteQueryOptions({
    queryKey: bookmarkKeys.list(filter),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filter.kind) params.set("kind", filter.kind);
      if (filter.collectionId) params.set("collectionId", filter.collectionId);
      if (pageParam) params.set("cursor", pageParam);
      const search = params.toString();
      return apiClient.get<BookmarkPage>(`/api/bookmarks${search ? `?${search}` : ""}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useBookmarks(filter: BookmarkFilter, { enabled = true } = {}) {
  return useInfiniteQuery({ ...bookmarksQueryOptions(filter), enabled });
}

export interface BookmarkMove {
  kind: BookmarkKind;
  targetId: string;
  collectionId: string | null;
}

export function useMoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, targetId, collectionId }: BookmarkMove) =>
      apiClient.patch<Bookmark>(`/api/bookmarks/${kind}/${targetId}`, { collectionId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.collections }),
      ]),
  });
}
