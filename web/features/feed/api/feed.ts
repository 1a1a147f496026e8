// The community feed (GET /api/feed), newest first, and how many posts arrived since the reader's
// newest (GET /api/feed/new-posts), asked every 30 seconds while the page is open.

import type { HubId } from "@common/hubs";
import {
  infiniteQueryOptions,
  keepPreviousData,
  useQuery,
  useSuspenseInfiniteQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { postKeys } from "@web/lib/posts/post-keys";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

const NEW_POSTS_POLL_MS = 30_000;

export function feedQueryOptions(hub: HubId) {
  return infiniteQueryOptions({
    queryKey: postKeys.feed(hub),
    queryFn: ({ pageParam }) =>
      api.get("/api/feed", { params: { query: { hub, cursor: pageParam ?? undefined } } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // New posts are announced by the button, never slipped in above what the member is reading.
    staleTime: Number.POSITIVE_INFINITY,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseFeed(hub: HubId) {
  return useSuspenseInfiniteQuery(feedQueryOptions(hub));
}

export function useFeedNewPosts(hub: HubId, since: string | undefined) {
  return useQuery({
    queryKey: postKeys.newPosts(hub, since ?? ""),
    queryFn: () => api.get("/api/feed/new-posts", { params: { query: { hub, since: since ?? "" } } }),
    enabled: Boolean(since),
    refetchInterval: NEW_POSTS_POLL_MS,
    placeholderData: keepPreviousData,
    // A failed poll says nothing: the next one tries again.
    meta: ERROR_SHOWN_INLINE,
  });
}
