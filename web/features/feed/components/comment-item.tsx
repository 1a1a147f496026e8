// One comment or reply: author, time, text, like, reply, and the author's or a moderator's actions.
import MoreVert from "@mui/icons-material/MoreVert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import type { CommentReply } from "../../../../common/posts";
import { ConfirmDialog } from "../../../lib/components/confirm-dialog";
import { Markdown } from "../../../lib/components/markdown";
import { ProfileAvatar } from "../../../lib/components/profile-avatar";
import { useNotify } from "../../../lib/use-notify";
import { useSession } from "../../auth/api/session";
import {
  useDeleteComment,
  useHideComment,
  useToggleCommentReaction,
  useUpdateComment,
} from "../api/comments";
import { CommentForm } from "./comment-form";
import { LikeButton } from "./like-button";
import { PostTime } from "./post-time";
import { ReportDialog } from "./report-dialog";

interface CommentItemProps {
  comment: CommentReply;
  onReply?: () => void;
  children?: ReactNode;
}

export function CommentItem({ comment, onReply, children }: CommentItemProps) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const notify = useNotify();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<"delete" | "hide" | null>(null);
  const [reporting, setReporting] = useState(false);
  const react = useToggleCommentReaction(comment.postId, comment.id);
  const update = useUpdateComment(comment.postId, comment.id);
  const remove = useDeleteComment(comment.postId, comment.id);
  const hide = useHideComment(comment.postId, comment.id);
  const label = `${comment.author.name}'s ${comment.parentId ? "reply" : "comment"}`;
  const canReport = signedIn && session.data?.user.id !== comment.author.id;
  const hasMenu = comment.can.edit || comment.can.delete || comment.can.hide || canReport;
  const close = () => setMenuAnchor(null);

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
              {hasMenu && (
                <IconButton
                  size="small"
                  aria-label={`More actions for ${label}`}
                  aria-haspopup="menu"
                  aria-controls={menuAnchor ? menuId : undefined}
                  aria-expanded={menuAnchor ? "true" : undefined}
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                >
                  <MoreVert fontSize="small" />
                </IconButton>
              )}
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
              <PostTime iso={comment.createdAt} edited={comment.updatedAt > comment.createdAt} />
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
      <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={close}>
        {comment.can.edit && (
          <MenuItem
            onClick={() => {
              close();
              setEditing(true);
            }}
          >
            Edit
          </MenuItem>
        )}
        {comment.can.delete && (
          <MenuItem
            onClick={() => {
              close();
              setConfirming("delete");
            }}
          >
            Delete
          </MenuItem>
        )}
        {comment.can.hide && (
          <MenuItem
            onClick={() => {
              close();
              setConfirming("hide");
            }}
          >
            Hide for moderation
          </MenuItem>
        )}
        {canReport && (
          <MenuItem
            onClick={() => {
              close();
              setReporting(true);
            }}
          >
            Report
          </MenuItem>
        )}
      </Menu>
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
