// A company's posts and its spotlight posts (GET /api/companies/:id/posts and /spotlight-posts),
// 10 a page. Writing posts belongs to the community feature.

import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

export type PostList = "posts" | "spotlight";

const LIST_PATHS = {
  posts: "/api/companies/{id}/posts",
  spotlight: "/api/companies/{id}/spotlight-posts",
} as const satisfies Record<PostList, string>;

function postsQueryOptions(companyId: string, list: PostList) {
  return infiniteQueryOptions({
    queryKey: companyKeys.posts(companyId, list),
    queryFn: ({ pageParam }) =>
      api.get(LIST_PATHS[list], {
        params: { path: { id: companyId }, query: { cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useCompanyPosts(companyId: string, list: PostList) {
  return useInfiniteQuery(postsQueryOptions(companyId, list));
}
