// A post's comments (10 a page, oldest first, each with its newest replies), all replies of one
// comment, one comment on its own (where a link leads), and writing, liking and hiding comments.

import type { CommentPage, CommentReply, CreateComment, Reaction, ReplyPage } from "@common/posts";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { postKeys } from "@web/lib/posts/post-keys";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export function useComments(postId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: postKeys.comments(postId),
      queryFn: ({ pageParam }) =>
        api.get("/api/posts/{id}/comments", {
          params: { path: { id: postId }, query: { cursor: pageParam ?? undefined } },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export function useReplies(commentId: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: postKeys.replies(commentId),
      queryFn: ({ pageParam }) =>
        api.get("/api/comments/{id}/replies", {
          params: { path: { id: commentId }, query: { cursor: pageParam ?? undefined } },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      enabled,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

/** One visible comment or reply (GET /api/comments/:id), e.g. the one a notification leads to. */
export function useComment(commentId: string | null) {
  return useQuery({
    queryKey: [...postKeys.all, "comment", commentId ?? ""],
    queryFn: () => api.get("/api/comments/{id}", { params: { path: { id: commentId ?? "" } } }),
    enabled: Boolean(commentId),
    meta: ERROR_SHOWN_INLINE,
  });
}

/** A comment changes the post's count and the thread: both are read again. */
function refreshThread(queryClient: QueryClient, postId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) }),
    queryClient.invalidateQueries({ queryKey: ["posts", "replies"] }),
    queryClient.invalidateQueries({ queryKey: postKeys.post(postId) }),
    queryClient.invalidateQueries({ queryKey: ["posts", "feed"] }),
  ]);
}

export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateComment) =>
      api.post("/api/posts/{id}/comments", { params: { path: { id: postId } }, body: input }),
    onSuccess: () => refreshThread(queryClient, postId),
  });
}

export function useUpdateComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.patch("/api/comments/{id}", { params: { path: { id: commentId } }, body: { body } }),
    onSuccess: () => refreshThread(queryClient, postId),
  });
}

export function useDeleteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/comments/{id}", { params: { path: { id: commentId } } }),
    onSuccess: () => refreshThread(queryClient, postId),
  });
}

export function useHideComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put("/api/comments/{id}/hidden", { params: { path: { id: commentId } } }),
    onSuccess: () => refreshThread(queryClient, postId),
  });
}

function patchComment(
  data: InfiniteData<CommentPage | ReplyPage> | undefined,
  reply: Partial<CommentReply> & { id: string },
) {
  if (!data) return data;
  const patch = <T extends CommentReply>(comment: T): T =>
    comment.id === reply.id ? { ...comment, ...reply } : comment;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((comment) =>
        "replies" in comment ? { ...patch(comment), replies: comment.replies.map(patch) } : patch(comment),
      ),
    })),
  } as InfiniteData<CommentPage | ReplyPage>;
}

export function useToggleCommentReaction(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  const apply = (reaction: Reaction) => {
    queryClient.setQueriesData<InfiniteData<CommentPage | ReplyPage>>(
      { queryKey: postKeys.comments(postId) },
      (data) => patchComment(data, { id: commentId, ...reaction }),
    );
    queryClient.setQueriesData<InfiniteData<CommentPage | ReplyPage>>(
      { queryKey: ["posts", "replies"] },
      (data) => patchComment(data, { id: commentId, ...reaction }),
    );
  };
  return useMutation({
    mutationFn: (reacted: boolean) =>
      reacted
        ? api.put("/api/comments/{id}/reaction", { params: { path: { id: commentId } } })
        : api.delete("/api/comments/{id}/reaction", { params: { path: { id: commentId } } }),
    onSuccess: apply,
  });
}
