// The community feed (/feed): the selected hub's posts and those of followed companies, newest
// first, with the box to start a conversation.

import { findHub } from "@common/hub-list";
import Stack from "@mui/material/Stack";
import { useSuspenseQuery } from "@tanstack/react-query";
import { selectedCommunity } from "@web/lib/community";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import type { PageHandle } from "@web/lib/page-handle";
import { profileQueryOptions } from "@web/lib/profile";
import { FeedList } from "../components/feed-list";
import { PostComposer } from "../components/post-composer";

export const handle: PageHandle = {
  loadingLabel: "Loading the feed",
  errorTitle: "The feed could not be loaded",
  errorHeading: "Feed",
};

export function FeedPage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  const hub = selectedCommunity(profile.hub);
  return (
    <Page
      title="Feed"
      maxWidth="md"
      intro={`Conversations in the ${findHub(hub)?.name ?? hub} community and from companies you follow.`}
    >
      <Stack spacing={3}>
        <PostComposer hub={hub} />
        {/* The composer stays while the posts load, and while new posts replace them. */}
        <SectionBoundary key={hub} loadingLabel="Loading the feed" errorTitle="The feed could not be loaded">
          <FeedList hub={hub} />
        </SectionBoundary>
      </Stack>
    </Page>
  );
}
