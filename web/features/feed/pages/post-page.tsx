// One post with its conversation (/posts/:id). Open to visitors for a public company's posts; a
// community post asks them to sign in.
import Forum from "@mui/icons-material/Forum";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { Link as RouterLink, useLocation, useParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";
import { PageLoading } from "../../../lib/components/page-loading";
import { QueryError } from "../../../lib/components/query-error";
import { usePost } from "../api/posts";
import { CommentThread } from "../components/comment-thread";
import { PostCard } from "../components/post-card";

export function PostPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const post = usePost(id);

  if (post.isPending) return <PageLoading label="Loading the post" />;
  if (post.isError) {
    const status = post.error instanceof ApiError ? post.error.status : 0;
    if (status === 401) {
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
    if (status === 404 || status === 400) {
      return (
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
      );
    }
    return (
      <Page title="Post" maxWidth="md">
        <QueryError title="The post could not be loaded" error={post.error} onRetry={() => post.refetch()} />
      </Page>
    );
  }

  const by = post.data.company?.name ?? post.data.author.name;
  return (
    <Page title={`Post by ${by}`} maxWidth="md">
      <Stack spacing={4}>
        <PostCard post={post.data} headingLevel="h2" onPostPage />
        <CommentThread postId={post.data.id} />
      </Stack>
    </Page>
  );
}
