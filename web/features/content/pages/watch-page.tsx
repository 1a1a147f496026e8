// /watch: the video library, newest first, narrowed by intent type, with its progress per video.
import type { IntentType } from "@common/intent-types";
import OndemandVideoOutlined from "@mui/icons-material/OndemandVideoOutlined";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { useSuspenseContentList } from "../api/content";
import { usePublishers } from "../api/publishers";
import { IntentTypeFilter, useIntentTypeParam } from "../components/intent-type-filter";
import { LibraryEmptyState } from "../components/library-empty-state";
import { PublishButton } from "../components/publish-button";
import { VideoCard } from "../components/video-card";

export function WatchPage() {
  const [intentType, setIntentType] = useIntentTypeParam();
  return (
    <Page
      title="Watch"
      intro="Recorded sessions, interviews and product videos from Summit and the companies on it."
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mb: 3, justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <IntentTypeFilter value={intentType} onChange={setIntentType} />
        <PublishButton kind="video" />
      </Stack>
      <SectionBoundary
        key={intentType}
        loadingLabel="Loading videos"
        errorTitle="The videos could not be loaded"
      >
        <VideoList intentType={intentType} onShowAll={() => setIntentType(null)} />
      </SectionBoundary>
    </Page>
  );
}

function VideoList({ intentType, onShowAll }: { intentType: IntentType | null; onShowAll: () => void }) {
  const library = useSuspenseContentList("video", intentType);
  const canPublish = usePublishers().length > 0;
  const videos = library.data.pages.flatMap((page) => page.items);
  if (videos.length === 0) {
    return (
      <LibraryEmptyState
        Icon={OndemandVideoOutlined}
        one="video"
        many="videos"
        intentType={intentType}
        onShowAll={onShowAll}
        canPublish={canPublish}
        forReaders="Recorded sessions, interviews and product videos appear here once Summit or a company publishes them."
      />
    );
  }
  return (
    <>
      <Grid container spacing={2} component="ul" aria-label="Videos" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {videos.map((video) => (
          <Grid key={video.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <VideoCard video={video} />
          </Grid>
        ))}
      </Grid>
      <LoadMore
        hasMore={library.hasNextPage}
        loading={library.isFetchingNextPage}
        onLoadMore={() => library.fetchNextPage()}
        label="Load more videos"
      />
    </>
  );
}
