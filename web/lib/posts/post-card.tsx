// A post as every list shows it: who wrote it (or which company), when, the Markdown text, its
// attachments, likes and comments, and the actions the reader may take.

import type { Post } from "@common/posts";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import Star from "@mui/icons-material/Star";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { BookmarkButton } from "@web/lib/components/bookmark-button";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { Markdown } from "@web/lib/components/markdown";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { RelativeTime } from "@web/lib/components/relative-time";
import { formatCount } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ActionsMenu } from "./actions-menu";
import { LikeButton } from "./like-button";
import { PostAttachments } from "./post-attachments";
import { PostEditor } from "./post-editor";
import { useDeletePost, useHidePost, useSpotlightPost, useTogglePostReaction } from "./posts";
import { ReportDialog } from "./report-dialog";

interface PostCardProps {
  post: Post;
  /** The heading level of the author line in the page's outline. */
  headingLevel?: "h2" | "h3" | "h4";
  /** On the post's own page the comments follow; elsewhere the count links there. */
  onPostPage?: boolean;
}

export function PostCard({ post, headingLevel = "h3", onPostPage = false }: PostCardProps) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const notify = useNotify();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<"delete" | "hide" | null>(null);
  const [reporting, setReporting] = useState(false);
  const react = useTogglePostReaction(post.id);
  const spotlight = useSpotlightPost(post.id);
  const remove = useDeletePost(post.id);
  const hide = useHidePost(post.id);

  const byline = post.company?.name ?? post.author.name;
  const label = `${byline}'s post`;
  const mine = session.data?.user.id === post.author.id;
  const canReport = signedIn && !mine && !post.can.edit;
  const afterRemoval = (message: string) => {
    setConfirming(null);
    notify.snackbar(message);
    if (onPostPage) navigate("/feed");
  };

  return (
    <Card variant="outlined" component="article" aria-label={label}>
      <CardHeader
        avatar={
          post.company ? (
            <ProfileAvatar photoUrl={post.company.logoUrl} alt="" variant="rounded" />
          ) : (
            <ProfileAvatar photoUrl={post.author.photoUrl} alt="" />
          )
        }
        title={
          post.company ? (
            <Link component={RouterLink} to={`/companies/${post.company.id}`} color="inherit">
              {post.company.name}
            </Link>
          ) : (
            post.author.name
          )
        }
        subheader={
          <>
            {post.company
              ? `by ${post.author.name} · `
              : post.author.jobTitle
                ? `${post.author.jobTitle} · `
                : ""}
            <RelativeTime iso={post.createdAt} edited={post.updatedAt > post.createdAt} />
          </>
        }
        action={
          <ActionsMenu
            label={label}
            actions={[
              post.can.edit && { label: "Edit", onSelect: () => setEditing(true) },
              post.can.spotlight && {
                label: post.spotlighted ? "Remove from spotlight" : "Add to company spotlight",
                onSelect: () =>
                  spotlight.mutate(!post.spotlighted, {
                    onSuccess: () =>
                      notify.snackbar(
                        post.spotlighted ? "Taken out of the spotlight." : "Added to the spotlight.",
                      ),
                  }),
              },
              post.can.delete && { label: "Delete", onSelect: () => setConfirming("delete") },
              post.can.hide && { label: "Hide for moderation", onSelect: () => setConfirming("hide") },
              canReport && { label: "Report", onSelect: () => setReporting(true) },
            ]}
          />
        }
        slotProps={{ title: { component: headingLevel, variant: "subtitle1", sx: { fontWeight: 600 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {post.spotlighted && (
          <Chip
            icon={<Star />}
            label="Spotlight"
            size="small"
            color="secondary"
            variant="outlined"
            sx={{ mb: 1 }}
          />
        )}
        {editing ? (
          <PostEditor post={post} onDone={() => setEditing(false)} />
        ) : (
          <Markdown>{post.body}</Markdown>
        )}
        <PostAttachments attachments={post.attachments} />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: "center", flexWrap: "wrap" }}>
          <LikeButton
            liked={post.reacted}
            count={post.reactionCount}
            label={label}
            disabled={!signedIn}
            onToggle={(liked) => react.mutate(liked)}
          />
          <BookmarkButton
            kind="post"
            targetId={post.id}
            bookmarked={post.bookmarked}
            label={label}
            signedIn={signedIn}
          />
          {onPostPage ? (
            <Box component="span" sx={{ color: "text.secondary", fontSize: "0.875rem" }}>
              {formatCount(post.commentCount, "comment", "comments")}
            </Box>
          ) : (
            <Button
              component={RouterLink}
              to={`/posts/${post.id}`}
              color="inherit"
              startIcon={<ChatBubbleOutlineOutlined />}
              aria-label={`${formatCount(post.commentCount, "comment", "comments")} on ${label}`}
            >
              {post.commentCount > 0 ? formatCount(post.commentCount, "comment", "comments") : "Comment"}
            </Button>
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming === "delete"}
        title="Delete this post?"
        confirmLabel="Delete post"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => afterRemoval("Post deleted.") })}
        onClose={() => setConfirming(null)}
      >
        The post, its comments and its likes are removed for everyone. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "hide"}
        title="Hide this post?"
        confirmLabel="Hide post"
        pending={hide.isPending}
        onConfirm={() => hide.mutate(undefined, { onSuccess: () => afterRemoval("Post hidden.") })}
        onClose={() => setConfirming(null)}
      >
        Members will no longer see it anywhere. Platform admins can show it again.
      </ConfirmDialog>
      {reporting && <ReportDialog open target="post" id={post.id} onClose={() => setReporting(false)} />}
    </Card>
  );
}
