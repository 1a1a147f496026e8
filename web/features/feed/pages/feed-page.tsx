// The community feed (/feed): the selected hub's posts and those of followed companies, newest
// first, with the box to start a conversation.

import { findHub } from "@common/hubs";
import Stack from "@mui/material/Stack";
import { selectedCommunity } from "@web/lib/community";
import { Page } from "@web/lib/components/page";
import { PageLoading } from "@web/lib/components/page-loading";
import { useProfile } from "@web/lib/profile";
import { FeedList } from "../components/feed-list";
import { PostComposer } from "../components/post-composer";

export function FeedPage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoading label="Loading the feed" />;
  const hub = selectedCommunity(profile.data?.hub);
  return (
    <Page
      title="Feed"
      maxWidth="md"
      intro={`Conversations in the ${findHub(hub)?.name ?? hub} community and from companies you follow.`}
    >
      <Stack spacing={3}>
        <PostComposer hub={hub} />
        <FeedList hub={hub} />
      </Stack>
    </Page>
  );
}
