// The feed's posts with infinite scroll: the next page loads as the reader nears the end (and by the
// button, for keyboards), and new posts wait behind a "N new posts" button instead of pushing the
// page down under the reader.

import { findHub, type HubId } from "@common/hub-list";
import { FEED_NEW_POSTS_CAP } from "@common/posts";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DynamicFeed from "@mui/icons-material/DynamicFeed";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useQueryClient } from "@tanstack/react-query";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { PostCard } from "@web/lib/posts/post-card";
import { postKeys } from "@web/lib/posts/post-keys";
import { useWhenVisible } from "@web/lib/use-when-visible";
import { Link as RouterLink } from "react-router";
import { useFeedNewPosts, useSuspenseFeed } from "../api/feed";

export function FeedList({ hub }: { hub: HubId }) {
  const queryClient = useQueryClient();
  const feed = useSuspenseFeed(hub);
  const posts = feed.data.pages.flatMap((page) => page.items);
  const newest = feed.data.pages[0]?.items[0]?.id;
  const newPosts = useFeedNewPosts(hub, newest);
  const waiting = newPosts.data?.count ?? 0;
  const sentinel = useWhenVisible<HTMLDivElement>(() => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) feed.fetchNextPage();
  }, Boolean(feed.hasNextPage));

  const showNewPosts = async () => {
    window.scrollTo({ top: 0, behavior: "smooth" });
    await queryClient.resetQueries({ queryKey: postKeys.feed(hub) });
  };

  if (posts.length === 0) {
    return (
      <EmptyState
        Icon={DynamicFeed}
        title="No posts in this community yet"
        action={
          <Button component={RouterLink} to="/companies" variant="outlined">
            Find companies to follow
          </Button>
        }
      >
        Posts from members of the {findHub(hub)?.name ?? hub} community and from companies you follow will
        appear here. Start the first conversation above.
      </EmptyState>
    );
  }
  return (
    <>
      {waiting > 0 && (
        <Box
          sx={{
            position: "sticky",
            top: { xs: 64, sm: 72 },
            zIndex: 2,
            display: "flex",
            justifyContent: "center",
          }}
        >
          <Button
            variant="contained"
            startIcon={<ArrowUpward />}
            onClick={showNewPosts}
            sx={{ borderRadius: 8 }}
          >
            {waiting > FEED_NEW_POSTS_CAP
              ? `${FEED_NEW_POSTS_CAP}+ new posts`
              : waiting === 1
                ? "1 new post"
                : `${waiting} new posts`}
          </Button>
        </Box>
      )}
      <Stack spacing={2} component="section" aria-label="Posts">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel="h3" />
        ))}
      </Stack>
      <div ref={sentinel} />
      <LoadMore
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        onLoadMore={() => feed.fetchNextPage()}
        label="Load more posts"
      />
    </>
  );
}
