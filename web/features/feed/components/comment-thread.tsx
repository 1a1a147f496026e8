// A post's conversation: comments oldest first, each with its newest replies and the rest on demand,
// a box to comment and one to reply.

import type { Comment } from "@common/posts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useSession } from "@web/lib/session";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { useComments, useCreateComment, useReplies } from "../api/comments";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

function Replies({ comment, onReply }: { comment: Comment; onReply: () => void }) {
  const [showAll, setShowAll] = useState(false);
  const all = useReplies(comment.id, showAll);
  const replies = showAll && all.data ? all.data.pages.flatMap((page) => page.items) : comment.replies;
  const hidden = comment.replyCount - comment.replies.length;
  if (comment.replyCount === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {!showAll && hidden > 0 && (
        <Button size="small" onClick={() => setShowAll(true)}>
          Show {hidden === 1 ? "1 earlier reply" : `${hidden} earlier replies`}
        </Button>
      )}
      {showAll && all.isPending && <PageLoading label="Loading replies" />}
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ p: 0, m: 0 }}
        aria-label={`Replies to ${comment.author.name}`}
      >
        {replies.map((reply) => (
          <CommentItem key={reply.id} comment={reply} onReply={onReply} />
        ))}
      </Stack>
      {showAll && (
        <LoadMore
          hasMore={all.hasNextPage}
          loading={all.isFetchingNextPage}
          onLoadMore={() => all.fetchNextPage()}
          label="Load more replies"
        />
      )}
    </Box>
  );
}

function Thread({ comment }: { comment: Comment }) {
  const notify = useNotify();
  const [replying, setReplying] = useState(false);
  const create = useCreateComment(comment.postId);
  return (
    <CommentItem comment={comment} onReply={() => setReplying(true)}>
      <Replies comment={comment} onReply={() => setReplying(true)} />
      {replying && (
        <Box sx={{ mt: 1 }}>
          <CommentForm
            label={`Reply to ${comment.author.name}`}
            submitLabel="Reply"
            pending={create.isPending}
            autoFocus
            onSubmit={(body, reset) =>
              create.mutate(
                { body, parentId: comment.id },
                {
                  onSuccess: () => {
                    reset();
                    setReplying(false);
                    notify.snackbar("Reply posted.");
                  },
                },
              )
            }
            onCancel={() => setReplying(false)}
          />
        </Box>
      )}
    </CommentItem>
  );
}

export function CommentThread({ postId }: { postId: string }) {
  const session = useSession();
  const notify = useNotify();
  const comments = useComments(postId);
  const create = useCreateComment(postId);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" aria-labelledby="comments-title" id="comments">
      <Typography id="comments-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 2 }}>
        Comments
      </Typography>
      {session.data?.user && (
        <Box sx={{ mb: 3 }}>
          <CommentForm
            label="Add a comment"
            submitLabel="Comment"
            pending={create.isPending}
            onSubmit={(body, reset) =>
              create.mutate(
                { body },
                {
                  onSuccess: () => {
                    reset();
                    notify.snackbar("Comment posted.");
                  },
                },
              )
            }
          />
        </Box>
      )}
      {comments.isPending ? (
        <PageLoading label="Loading comments" />
      ) : comments.isError ? (
        <QueryError
          title="Comments could not be loaded"
          error={comments.error}
          onRetry={() => comments.refetch()}
        />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">No comments yet. Be the first to answer.</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
            {items.map((comment) => (
              <Thread key={comment.id} comment={comment} />
            ))}
          </Stack>
          <LoadMore
            hasMore={comments.hasNextPage}
            loading={comments.isFetchingNextPage}
            onLoadMore={() => comments.fetchNextPage()}
            label="Load more comments"
          />
        </>
      )}
    </Box>
  );
}
