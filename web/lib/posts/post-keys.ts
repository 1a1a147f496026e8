// Query keys of posts and comments. Every list or page that shows a post sits under ["posts"] (the
// company pages' lists too), so one write can update or refresh them all.

import type { HubId } from "@common/hubs";
import type { Post, PostPage } from "@common/posts";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";

export const postKeys = {
  all: ["posts"] as const,
  feed: (hub: HubId) => ["posts", "feed", hub] as const,
  newPosts: (hub: HubId, since: string) => ["posts", "feed-new", hub, since] as const,
  post: (postId: string) => ["posts", "post", postId] as const,
  comments: (postId: string) => ["posts", "comments", postId] as const,
  replies: (commentId: string) => ["posts", "replies", commentId] as const,
  reports: ["moderation", "reports"] as const,
};

type PostCache = Post | InfiniteData<PostPage, unknown>;

function isPostPages(data: unknown): data is InfiniteData<PostPage, unknown> {
  return typeof data === "object" && data !== null && "pages" in data;
}

/** Applies a change to one post wherever it is shown (feeds, company lists, its own page). */
export function updatePostInCaches(queryClient: QueryClient, postId: string, change: (post: Post) => Post) {
  queryClient.setQueriesData<PostCache>({ queryKey: postKeys.all }, (data) => {
    if (!data) return data;
    if (isPostPages(data)) {
      if (!data.pages.every((page) => Array.isArray(page.items) && "nextCursor" in page)) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((post) => (post.id === postId ? change(post) : post)),
        })),
      };
    }
    if ("id" in data && data.id === postId && "hub" in data) return change(data);
    return data;
  });
}
