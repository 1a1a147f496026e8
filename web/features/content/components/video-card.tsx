import type { ContentItem } from "@common/content";
import OndemandVideoOutlined from "@mui/icons-material/OndemandVideoOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { formatDuration, spokenDuration } from "@web/lib/format";
import { Link as RouterLink } from "react-router";
import { ContentByline } from "./content-byline";
import { watchedPercent } from "./content-format";

/** A video in the Watch grid: its cover, running time and how far the member got. */
export function VideoCard({ video }: { video: ContentItem }) {
  const duration = video.video?.durationSeconds ?? null;
  const watched = watchedPercent(video);
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardActionArea
        component={RouterLink}
        to={`/watch/${video.id}`}
        sx={{ height: "100%", display: "flex", flexDirection: "column", alignItems: "stretch" }}
      >
        <Box sx={{ position: "relative", aspectRatio: "16 / 9", bgcolor: "grey.900" }}>
          {video.coverUrl ? (
            <Box
              component="img"
              src={video.coverUrl}
              alt=""
              loading="lazy"
              sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
            />
          ) : (
            <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
              <OndemandVideoOutlined sx={{ fontSize: 48, color: "grey.500" }} aria-hidden="true" />
            </Box>
          )}
          {duration !== null && (
            <Box
              sx={{
                position: "absolute",
                right: 8,
                bottom: 12,
                px: 0.75,
                borderRadius: 1,
                bgcolor: "rgba(0, 0, 0, 0.8)",
                color: "common.white",
                typography: "caption",
                fontWeight: 600,
              }}
            >
              <span aria-hidden="true">{formatDuration(duration)}</span>
              <VisuallyHidden>{`Running time ${spokenDuration(duration)}`}</VisuallyHidden>
            </Box>
          )}
          {watched !== null && (
            <LinearProgress
              variant="determinate"
              value={watched}
              aria-label={watched === 100 ? "Watched" : `Watched ${watched}%`}
              sx={{ position: "absolute", left: 0, right: 0, bottom: 0, height: 4 }}
            />
          )}
        </Box>
        <Stack spacing={1.5} sx={{ p: 2, flexGrow: 1 }}>
          <Typography variant="h3" component="h2" sx={{ overflowWrap: "anywhere" }}>
            {video.title}
          </Typography>
          {video.summary && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: "-webkit-box",
                WebkitLineClamp: 2,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {video.summary}
            </Typography>
          )}
          <ContentByline item={video} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
