import { BOOKMARK_KINDS, type BookmarkKind } from "@common/bookmarks";
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  useSuspenseInfiniteQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { type BookmarkFilter, bookmarkKeys } from "@web/lib/bookmarks";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** The filter an address asks for: ?kind=video&collection=<id>. */
export function bookmarkFilter(searchParams: URLSearchParams): BookmarkFilter {
  const kindParam = searchParams.get("kind");
  return {
    kind: BOOKMARK_KINDS.find((candidate) => candidate === kindParam) ?? null,
    collectionId: searchParams.get("collection"),
  };
}

export function bookmarksQueryOptions(filter: BookmarkFilter) {
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

export function useSuspenseBookmarks(filter: BookmarkFilter) {
  return useSuspenseInfiniteQuery(bookmarksQueryOptions(filter));
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
