// /read/:id: one article at a comfortable line length on any screen, opening where the member left
// off and marked read when they reach its end.

import type { ContentDetail } from "@common/content";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Page } from "@web/lib/components/page";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { ContentMarkdown } from "@web/lib/content/content-markdown";
import { useReadingProgress } from "@web/lib/content/reading-progress";
import { useRef } from "react";
import { useParams } from "react-router";
import { useSuspenseContentItem } from "../api/content";
import { ContentBar } from "../components/content-bar";
import { contentPageHandle } from "../components/content-load-state";
import { ContentTags } from "../components/content-tags";

export const handle = contentPageHandle("article");

export function ArticlePage() {
  const { id } = useParams();
  const article = useSuspenseContentItem("article", id);
  return <ArticleView key={article.id} article={article} />;
}

function ArticleView({ article }: { article: ContentDetail }) {
  const articleRef = useRef<HTMLElement>(null);
  const openedAt = useReadingProgress(article, articleRef);
  const finished = Boolean(article.progress?.completedAt);
  return (
    <Page title={article.title} intro={article.summary || undefined} maxWidth="md">
      <Stack spacing={3}>
        <ContentBar item={article} />
        {article.coverUrl && (
          <Box
            component="img"
            src={article.coverUrl}
            alt=""
            sx={{ width: "100%", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: 1 }}
          />
        )}
        {!finished && openedAt > 0.05 && (
          <Typography variant="body2" color="text.secondary">
            {`You had read ${Math.round(openedAt * 100)}% of this article; it opens where you left off.`}
          </Typography>
        )}
        <Box
          component="article"
          ref={articleRef}
          aria-label={article.title}
          sx={{ maxWidth: "68ch", fontSize: { xs: "1rem", sm: "1.0625rem" }, lineHeight: 1.7 }}
        >
          {/* The article's own headings start at h3, under this one. */}
          <VisuallyHidden>
            <h2>Article</h2>
          </VisuallyHidden>
          <ContentMarkdown>{article.body}</ContentMarkdown>
        </Box>
        <Divider />
        <Typography color="text.secondary" role="status">
          {finished ? "You have read this article." : "End of the article."}
        </Typography>
        <ContentTags item={article} />
      </Stack>
    </Page>
  );
}
