import { type CreatePost, type CreateReport, PostIdParamsSchema, type UpdatePost } from "@common/posts";
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { postKeys, updatePostInCaches } from "./post-keys";

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postKeys.post(postId),
    queryFn: () => api.get("/api/posts/{id}", { params: { path: { id: postId } } }),
    meta: ERROR_SHOWN_INLINE,
  });
}

/** Whether an address's id can name a post at all; anything else is not found without asking. */
export function isPostId(postId: string | undefined): postId is string {
  return PostIdParamsSchema.safeParse({ id: postId }).success;
}

/** The post of a post's page. */
export function useSuspensePost(postId: string | undefined) {
  if (!isPostId(postId)) throw new NotFoundError();
  return useSuspenseQuery(postQueryOptions(postId)).data;
}

/**
 * Refreshes every list of posts: a new, deleted or hidden post changes which posts they hold. A post
 * that is gone is not asked for again here, so its own page does not flash "not found" on the way
 * out (its cached answer is stale, and a later visit asks again).
 */
function useRefreshPosts(gonePostId?: string) {
  const queryClient = useQueryClient();
  return () => {
    const gone = gonePostId ? postKeys.post(gonePostId) : undefined;
    return queryClient.invalidateQueries({
      queryKey: postKeys.all,
      predicate: (query) => !gone || query.queryKey.join("/") !== gone.join("/"),
    });
  };
}

export function useCreatePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (input: CreatePost) => api.post("/api/posts", { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePost) =>
      api.patch("/api/posts/{id}", { params: { path: { id: postId } }, body: input }),
    onSuccess: (post) => updatePostInCaches(queryClient, postId, () => post),
  });
}

export function useDeletePost(postId: string) {
  const refresh = useRefreshPosts(postId);
  return useMutation({
    mutationFn: () => api.delete("/api/posts/{id}", { params: { path: { id: postId } } }),
    onSuccess: refresh,
  });
}

export function useSpotlightPost(postId: string) {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (spotlighted: boolean) =>
      spotlighted
        ? api.put("/api/posts/{id}/spotlight", { params: { path: { id: postId } } })
        : api.delete("/api/posts/{id}/spotlight", { params: { path: { id: postId } } }),
    onSuccess: refresh,
  });
}

export function useHidePost(postId: string) {
  const refresh = useRefreshPosts(postId);
  return useMutation({
    mutationFn: () => api.put("/api/posts/{id}/hidden", { params: { path: { id: postId } } }),
    onSuccess: refresh,
  });
}

/** Likes at once on screen; a failure puts the count back. */
export function useTogglePostReaction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reacted: boolean) =>
      reacted
        ? api.put("/api/posts/{id}/reaction", { params: { path: { id: postId } } })
        : api.delete("/api/posts/{id}/reaction", { params: { path: { id: postId } } }),
    onMutate: (reacted) => {
      updatePostInCaches(queryClient, postId, (post) =>
        post.reacted === reacted
          ? post
          : { ...post, reacted, reactionCount: post.reactionCount + (reacted ? 1 : -1) },
      );
    },
    onSuccess: (reaction) => updatePostInCaches(queryClient, postId, (post) => ({ ...post, ...reaction })),
    onError: (_error, reacted) =>
      updatePostInCaches(queryClient, postId, (post) =>
        post.reacted === reacted
          ? { ...post, reacted: !reacted, reactionCount: post.reactionCount + (reacted ? -1 : 1) }
          : post,
      ),
  });
}

export function useReport(target: "post" | "comment", id: string) {
  return useMutation({
    mutationFn: (input: CreateReport) =>
      api.post(target === "post" ? "/api/posts/{id}/reports" : "/api/comments/{id}/reports", {
        params: { path: { id } },
        body: input,
      }),
  });
}
