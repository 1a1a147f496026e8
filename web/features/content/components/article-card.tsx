import type { ContentItem } from "@common/content";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { ContentByline } from "./content-byline";

/** "Read", "Read 40%", or nothing before the member opens it. */
export function readingState(progress: ContentItem["progress"]): string | null {
  if (!progress) return null;
  if (progress.completedAt) return "Read";
  const percent = Math.round(progress.position * 100);
  return percent > 0 ? `Read ${percent}%` : null;
}

/** An article in the Read list: its cover, title, summary, publisher and how far the member got. */
export function ArticleCard({ article }: { article: ContentItem }) {
  const state = readingState(article.progress);
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={`/read/${article.id}`} sx={{ p: 2 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          {article.coverUrl && (
            <Box
              component="img"
              src={article.coverUrl}
              alt=""
              loading="lazy"
              sx={{
                width: { xs: "100%", sm: 200 },
                aspectRatio: "16 / 9",
                objectFit: "cover",
                borderRadius: 1,
                flexShrink: 0,
              }}
            />
          )}
          <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: "anywhere" }}>
              {article.title}
            </Typography>
            {article.summary && <Typography color="text.secondary">{article.summary}</Typography>}
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
            >
              <ContentByline item={article} />
              {state && (
                <Chip
                  label={state}
                  size="small"
                  color={article.progress?.completedAt ? "success" : "default"}
                  variant="outlined"
                />
              )}
            </Stack>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
