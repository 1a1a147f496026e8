// One comment or reply: author, time, text, like, reply, and the author's or a moderator's actions.

import type { CommentReply } from "@common/posts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { Markdown } from "@web/lib/components/markdown";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { RelativeTime } from "@web/lib/components/relative-time";
import { ActionsMenu } from "@web/lib/posts/actions-menu";
import { LikeButton } from "@web/lib/posts/like-button";
import { ReportDialog } from "@web/lib/posts/report-dialog";
import { useSession } from "@web/lib/session";
import { useNotify } from "@web/lib/use-notify";
import { type ReactNode, useState } from "react";
import {
  useDeleteComment,
  useHideComment,
  useToggleCommentReaction,
  useUpdateComment,
} from "../api/comments";
import { CommentForm } from "./comment-form";

interface CommentItemProps {
  comment: CommentReply;
  onReply?: () => void;
  children?: ReactNode;
}

export function CommentItem({ comment, onReply, children }: CommentItemProps) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<"delete" | "hide" | null>(null);
  const [reporting, setReporting] = useState(false);
  const react = useToggleCommentReaction(comment.postId, comment.id);
  const update = useUpdateComment(comment.postId, comment.id);
  const remove = useDeleteComment(comment.postId, comment.id);
  const hide = useHideComment(comment.postId, comment.id);
  const label = `${comment.author.name}'s ${comment.parentId ? "reply" : "comment"}`;
  const canReport = signedIn && session.data?.user.id !== comment.author.id;

  return (
    <Box component="li" sx={{ listStyle: "none" }} aria-label={label}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <ProfileAvatar photoUrl={comment.author.photoUrl} alt="" sx={{ width: 32, height: 32, mt: 0.5 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ bgcolor: "action.hover", borderRadius: 2, px: 1.5, py: 1 }}>
            <Stack direction="row" sx={{ alignItems: "baseline", justifyContent: "space-between", gap: 1 }}>
              <Typography variant="subtitle2" component="p">
                {comment.author.name}
                {comment.author.jobTitle && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${comment.author.jobTitle}`}
                  </Typography>
                )}
              </Typography>
              <ActionsMenu
                size="small"
                label={label}
                actions={[
                  comment.can.edit && { label: "Edit", onSelect: () => setEditing(true) },
                  comment.can.delete && { label: "Delete", onSelect: () => setConfirming("delete") },
                  comment.can.hide && { label: "Hide for moderation", onSelect: () => setConfirming("hide") },
                  canReport && { label: "Report", onSelect: () => setReporting(true) },
                ]}
              />
            </Stack>
            {editing ? (
              <CommentForm
                label="Edit your comment"
                submitLabel="Save"
                initialBody={comment.body}
                pending={update.isPending}
                autoFocus
                onSubmit={(body) =>
                  update.mutate(body, {
                    onSuccess: () => {
                      setEditing(false);
                      notify.snackbar("Comment updated.");
                    },
                  })
                }
                onCancel={() => setEditing(false)}
              />
            ) : (
              <Markdown>{comment.body}</Markdown>
            )}
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "text.secondary" }}>
            <Typography variant="caption" sx={{ px: 1 }}>
              <RelativeTime iso={comment.createdAt} edited={comment.updatedAt > comment.createdAt} />
            </Typography>
            <LikeButton
              size="small"
              liked={comment.reacted}
              count={comment.reactionCount}
              label={label}
              disabled={!signedIn}
              onToggle={(liked) => react.mutate(liked)}
            />
            {onReply && signedIn && (
              <Button size="small" color="inherit" onClick={onReply} aria-label={`Reply to ${label}`}>
                Reply
              </Button>
            )}
          </Stack>
          {children}
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming === "delete"}
        title="Delete this comment?"
        confirmLabel="Delete comment"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(null);
              notify.snackbar("Comment deleted.");
            },
          })
        }
        onClose={() => setConfirming(null)}
      >
        {comment.parentId
          ? "The reply is removed for everyone."
          : "The comment and its replies are removed for everyone."}{" "}
        This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "hide"}
        title="Hide this comment?"
        confirmLabel="Hide comment"
        pending={hide.isPending}
        onConfirm={() =>
          hide.mutate(undefined, {
            onSuccess: () => {
              setConfirming(null);
              notify.snackbar("Comment hidden.");
            },
          })
        }
        onClose={() => setConfirming(null)}
      >
        Members will no longer see it{comment.parentId ? "" : " or its replies"}.
      </ConfirmDialog>
      {reporting && (
        <ReportDialog open target="comment" id={comment.id} onClose={() => setReporting(false)} />
      )}
    </Box>
  );
}
