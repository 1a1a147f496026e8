// A lesson's video or article, shown and tracked as Watch and Read show and track it: finishing it
// (watched to near the end, read to the end) completes the lesson, so the course's pages refresh.

import type { ContentDetail } from "@common/content";
import type { LessonSummary } from "@common/learning";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryBoundary } from "@web/lib/components/query-boundary";
import { QueryError } from "@web/lib/components/query-error";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { contentItemQueryOptions } from "@web/lib/content/content-item";
import { ContentMarkdown } from "@web/lib/content/content-markdown";
import { useReadingProgress } from "@web/lib/content/reading-progress";
import { VideoPlayer } from "@web/lib/content/video-player";
import { isNotFound } from "@web/lib/page-handle";
import { useRef } from "react";
import { useRefreshLearning } from "../api/courses";

type LibraryLesson = Pick<LessonSummary, "kind" | "title"> & { contentId: string };

export function LessonLibraryItem({ lesson }: { lesson: LibraryLesson }) {
  const noun = lesson.kind === "video" ? "video" : "article";
  return (
    <QueryBoundary
      loading={<PageLoading label={`Loading the ${noun}`} />}
      failed={(error, retry) =>
        isNotFound(error) ? (
          <Alert severity="warning">
            {`This lesson's ${noun} is no longer in the library. Go on with the next lesson; the course's authors can replace it.`}
          </Alert>
        ) : (
          <QueryError title={`The ${noun} could not be loaded`} error={error} onRetry={retry} />
        )
      }
    >
      <LibraryItem contentId={lesson.contentId} />
    </QueryBoundary>
  );
}

function LibraryItem({ contentId }: { contentId: string }) {
  const { data: item } = useSuspenseQuery(contentItemQueryOptions(contentId));
  const refresh = useRefreshLearning();
  return item.kind === "video" ? (
    <VideoLesson item={item} onCompleted={refresh} />
  ) : (
    <ArticleLesson item={item} onCompleted={refresh} />
  );
}

interface ItemProps {
  item: ContentDetail;
  onCompleted: () => unknown;
}

function VideoLesson({ item, onCompleted }: ItemProps) {
  return (
    <Stack spacing={3}>
      <VideoPlayer item={item} onCompleted={onCompleted} />
      {item.body.trim() && (
        <Box component="section" aria-labelledby="lesson-video-description" sx={{ maxWidth: "75ch" }}>
          <Typography id="lesson-video-description" variant="h2" gutterBottom>
            About this video
          </Typography>
          <ContentMarkdown>{item.body}</ContentMarkdown>
        </Box>
      )}
    </Stack>
  );
}

function ArticleLesson({ item, onCompleted }: ItemProps) {
  const articleRef = useRef<HTMLElement>(null);
  useReadingProgress(item, articleRef, { onCompleted });
  return (
    <Stack spacing={3}>
      <Box
        component="article"
        ref={articleRef}
        aria-label={item.title}
        sx={{ maxWidth: "68ch", fontSize: { xs: "1rem", sm: "1.0625rem" }, lineHeight: 1.7 }}
      >
        {/* The article's own headings start at h3, under this one. */}
        <VisuallyHidden>
          <h2>Article</h2>
        </VisuallyHidden>
        <ContentMarkdown>{item.body}</ContentMarkdown>
      </Box>
      <Divider />
      <Typography color="text.secondary" role="status">
        {item.progress?.completedAt ? "You have read this article." : "End of the article."}
      </Typography>
    </Stack>
  );
}
