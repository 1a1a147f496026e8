// The member's bookmarks (GET /api/bookmarks), 20 a page, by kind and collection, and moving one
// between collections. Adding and removing bookmarks, and whether one target is bookmarked, are
// shared by every feature (web/lib/bookmarks).

import type { BookmarkKind } from "@common/bookmarks";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { type BookmarkFilter, bookmarkKeys } from "@web/lib/bookmarks";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

function bookmarksQueryOptions(filter: BookmarkFilter) {
  return infiniteQueryOptions({
    queryKey: bookmarkKeys.list(filter),
    queryFn: ({ pageParam }) =>
      api.get("/api/bookmarks", {
        params: {
          query: {
            kind: filter.kind ?? undefined,
            collectionId: filter.collectionId ?? undefined,
            cursor: pageParam ?? undefined,
          },
        },
      }),
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
      api.patch("/api/bookmarks/{kind}/{targetId}", {
        params: { path: { kind, targetId } },
        body: { collectionId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.collections }),
      ]),
  });
}
