// One post with its conversation (/posts/:id). Open to visitors for a public company's posts; a
// community post asks them to sign in. A link to one comment (?comment=<id>, as notifications make)
// shows that comment first.
import Forum from "@mui/icons-material/Forum";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ApiError } from "@web/lib/api-client";
import { EmptyState } from "@web/lib/components/empty-state";
import { Markdown } from "@web/lib/components/markdown";
import { Page } from "@web/lib/components/page";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { QueryError } from "@web/lib/components/query-error";
import { RelativeTime } from "@web/lib/components/relative-time";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import type { PageHandle } from "@web/lib/page-handle";
import { PostCard } from "@web/lib/posts/post-card";
import { useSuspensePost } from "@web/lib/posts/posts";
import { useEffect, useId, useRef } from "react";
import { Link as RouterLink, useLocation, useParams, useSearchParams } from "react-router";
import { useComment } from "../api/comments";
import { CommentThread } from "../components/comment-thread";

/** The comment a link leads to, above the conversation, brought into view and focused. */
function LinkedComment({ commentId, postId }: { commentId: string; postId: string }) {
  const headingId = useId();
  const comment = useComment(commentId);
  const section = useRef<HTMLElement>(null);
  // A comment of another post is as absent from this page as a deleted one.
  const shown = comment.data?.postId === postId ? comment.data : undefined;
  const shownId = shown?.id;

  useEffect(() => {
    if (!shownId) return;
    section.current?.scrollIntoView({ block: "center" });
    section.current?.focus({ preventScroll: true });
  }, [shownId]);

  if (comment.isPending) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center" }}>
        <CircularProgress size={28} aria-label="Loading the comment you followed" />
      </Box>
    );
  }
  const status = comment.error instanceof ApiError ? comment.error.status : 0;
  if (comment.isError && status !== 404 && status !== 400) {
    return (
      <QueryError
        title="The comment you followed could not be loaded"
        error={comment.error}
        onRetry={() => comment.refetch()}
      />
    );
  }
  if (!shown) {
    return <Typography color="text.secondary">That comment is no longer here.</Typography>;
  }
  const label = `${shown.author.name}'s ${shown.parentId ? "reply" : "comment"}`;
  return (
    <Box
      component="section"
      ref={section}
      id={`comment-${shown.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{
        border: 2,
        borderColor: "primary.main",
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        scrollMarginTop: 96,
        "&:focus-visible": { outline: "2px solid", outlineOffset: 2 },
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1rem", mb: 1.5, color: "primary.main" }}>
        The comment you followed
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <ProfileAvatar photoUrl={shown.author.photoUrl} alt="" sx={{ width: 32, height: 32, mt: 0.5 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {shown.author.name}
            {shown.author.jobTitle && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${shown.author.jobTitle}`}
              </Typography>
            )}
          </Typography>
          <Markdown>{shown.body}</Markdown>
          <Typography variant="caption" color="text.secondary">
            <Link component={RouterLink} to={`/posts/${postId}?comment=${shown.id}`} color="inherit">
              <VisuallyHidden>Link to {label}, written </VisuallyHidden>
              <RelativeTime iso={shown.createdAt} edited={shown.updatedAt > shown.createdAt} />
            </Link>
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}

function PostForMembers() {
  const location = useLocation();
  return (
    <Page title="Sign in to read this post" maxWidth="md">
      <EmptyState
        Icon={Forum}
        title="This conversation is for members"
        action={
          <Button
            component={RouterLink}
            to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`}
            variant="contained"
          >
            Sign in
          </Button>
        }
      >
        Posts in a community are shared with its members. Sign in, or join Summit, to read and answer it.
      </EmptyState>
    </Page>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading the post",
  errorTitle: "The post could not be loaded",
  errorHeading: "Post",
  accessDenied: () => <PostForMembers />,
  notFound: () => (
    <Page title="Post not found" maxWidth="md">
      <EmptyState
        Icon={Forum}
        title="This post is not here"
        action={
          <Button component={RouterLink} to="/feed" variant="contained">
            Go to the feed
          </Button>
        }
      >
        It may have been deleted by its author or removed by a moderator, or the address is mistyped.
      </EmptyState>
    </Page>
  ),
};

export function PostPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const linkedCommentId = searchParams.get("comment");
  const post = useSuspensePost(id);
  const by = post.company?.name ?? post.author.name;
  return (
    <Page title={`Post by ${by}`} maxWidth="md">
      <Stack spacing={4}>
        <PostCard post={post} headingLevel="h2" onPostPage />
        {linkedCommentId && <LinkedComment commentId={linkedCommentId} postId={post.id} />}
        <CommentThread postId={post.id} />
      </Stack>
    </Page>
  );
}
