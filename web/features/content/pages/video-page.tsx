// /watch/:id: one video, playing from where the member left off, with its description and tags.

import type { ContentDetail } from "@common/content";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Page } from "@web/lib/components/page";
import { ContentMarkdown } from "@web/lib/content/content-markdown";
import { VideoPlayer } from "@web/lib/content/video-player";
import { useParams } from "react-router";
import { useSuspenseContentItem } from "../api/content";
import { ContentBar } from "../components/content-bar";
import { contentPageHandle } from "../components/content-load-state";
import { ContentTags } from "../components/content-tags";

export const handle = contentPageHandle("video");

export function VideoPage() {
  const { id } = useParams();
  const video = useSuspenseContentItem("video", id);
  return <VideoView key={video.id} video={video} />;
}

function VideoView({ video }: { video: ContentDetail }) {
  return (
    <Page title={video.title} intro={video.summary || undefined}>
      <Stack spacing={3}>
        <VideoPlayer item={video} />
        <ContentBar item={video} />
        <ContentTags item={video} />
        {video.body.trim() && (
          <Box component="section" aria-labelledby="video-description" sx={{ maxWidth: "75ch" }}>
            <Typography id="video-description" variant="h2" component="h2" gutterBottom>
              About this video
            </Typography>
            <ContentMarkdown>{video.body}</ContentMarkdown>
          </Box>
        )}
      </Stack>
    </Page>
  );
}
