// A company's posts and its spotlight posts (GET /api/companies/:id/posts and /spotlight-posts),
// 10 a page. Writing posts belongs to the community feature.

import type { PostPage } from "@common/posts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

export type PostList = "posts" | "spotlight";

const LIST_PATHS: Record<PostList, string> = { posts: "posts", spotlight: "spotlight-posts" };

function postsQueryOptions(companyId: string, list: PostList) {
  return infiniteQueryOptions({
    queryKey: companyKeys.posts(companyId, list),
    queryFn: ({ pageParam }) =>
      apiClient.get<PostPage>(
        `/api/companies/${companyId}/${LIST_PATHS[list]}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useCompanyPosts(companyId: string, list: PostList) {
  return useInfiniteQuery(postsQueryOptions(companyId, list));
}
