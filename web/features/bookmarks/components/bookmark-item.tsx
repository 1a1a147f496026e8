import type { Bookmark, BookmarkCollection } from "@common/bookmarks";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import BookmarkRemoveOutlined from "@mui/icons-material/BookmarkRemoveOutlined";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import FolderOutlined from "@mui/icons-material/FolderOutlined";
import PlayCircleOutlined from "@mui/icons-material/PlayCircleOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useToggleBookmark } from "@web/lib/bookmarks";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { formatDate, formatMinutes } from "@web/lib/format";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { eventFacts, KIND_LABELS, targetLabel, targetPath } from "./bookmark-kinds";
import { MoveMenu } from "./move-menu";

const THUMBNAIL = 56;

/** The picture beside a bookmark: always next to its name, so decorative to assistive technology. */
function Thumbnail({ bookmark }: { bookmark: Bookmark }) {
  const { target } = bookmark;
  const box = { width: THUMBNAIL, height: THUMBNAIL, flexShrink: 0 };
  switch (target.kind) {
    case "post":
      return <ProfileAvatar photoUrl={target.author.photoUrl} alt="" sx={box} />;
    case "company":
      return (
        <Avatar
          variant="rounded"
          src={target.logoUrl ?? undefined}
          alt=""
          sx={{ ...box, bgcolor: "primary.main" }}
        >
          <BusinessOutlined aria-hidden="true" />
        </Avatar>
      );
    case "video":
    case "article":
      return (
        <Avatar
          variant="rounded"
          src={target.coverUrl ?? undefined}
          alt=""
          sx={{ ...box, bgcolor: "secondary.main" }}
        >
          {target.kind === "video" ? (
            <PlayCircleOutlined aria-hidden="true" />
          ) : (
            <ArticleOutlined aria-hidden="true" />
          )}
        </Avatar>
      );
    case "event":
      return (
        <Avatar variant="rounded" alt="" sx={{ ...box, bgcolor: "primary.dark" }}>
          <EventOutlined aria-hidden="true" />
        </Avatar>
      );
    case "course":
      return (
        <Avatar
          variant="rounded"
          src={target.coverUrl ?? undefined}
          alt=""
          sx={{ ...box, bgcolor: "secondary.dark" }}
        >
          <SchoolOutlined aria-hidden="true" />
        </Avatar>
      );
  }
}

/** What the bookmark is, under its title: kind, who published it, when. */
function Facts({ bookmark }: { bookmark: Bookmark }): ReactNode {
  const { target } = bookmark;
  switch (target.kind) {
    case "post":
      return [KIND_LABELS.post.one, target.company?.name, formatDate(target.createdAt)]
        .filter(Boolean)
        .join(" · ");
    case "video":
    case "article":
      return [
        target.kind === "video" && target.durationSeconds
          ? `${KIND_LABELS.video.one}, ${formatMinutes(target.durationSeconds)}`
          : KIND_LABELS[target.kind].one,
        target.company?.name ?? target.author?.name,
        formatDate(target.publishedAt),
      ]
        .filter(Boolean)
        .join(" · ");
    case "company":
      return [KIND_LABELS.company.one, target.headquarter].filter(Boolean).join(" · ");
    case "event":
      return [KIND_LABELS.event.one, ...eventFacts(target)].join(" · ");
    case "course":
      return [
        `${KIND_LABELS.course.one}, ${target.lessonCount} ${target.lessonCount === 1 ? "lesson" : "lessons"}`,
        target.company?.name ?? "Summit",
        formatDate(target.publishedAt),
      ].join(" · ");
  }
}

function Title({ bookmark }: { bookmark: Bookmark }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
      <Link component={RouterLink} to={targetPath(bookmark)} underline="hover">
        {targetLabel(bookmark)}
      </Link>
    </Typography>
  );
}

function excerptOf(bookmark: Bookmark): string | null {
  const { target } = bookmark;
  if (target.kind === "post") return target.excerpt;
  if (target.kind === "video" || target.kind === "article" || target.kind === "course") {
    return target.summary || null;
  }
  return null;
}

interface BookmarkItemProps {
  bookmark: Bookmark;
  collections: BookmarkCollection[];
  /** The collection the list shows, whose name need not be repeated on each bookmark. */
  shownCollectionId: string | null;
}

export function BookmarkItem({ bookmark, collections, shownCollectionId }: BookmarkItemProps) {
  const toggle = useToggleBookmark();
  const label = targetLabel(bookmark);
  const excerpt = excerptOf(bookmark);
  const collection =
    bookmark.collectionId && bookmark.collectionId !== shownCollectionId
      ? collections.find((candidate) => candidate.id === bookmark.collectionId)
      : undefined;

  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={label}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
        <Thumbnail bookmark={bookmark} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Title bookmark={bookmark} />
          <Typography variant="body2" color="text.secondary">
            <Facts bookmark={bookmark} />
          </Typography>
          {excerpt && (
            <Typography
              variant="body2"
              sx={{
                mt: 1,
                overflowWrap: "anywhere",
                display: "-webkit-box",
                WebkitLineClamp: 3,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {excerpt}
            </Typography>
          )}
          {bookmark.target.kind === "event" && bookmark.target.cancelled && (
            <Chip label="Cancelled" color="error" size="small" sx={{ mt: 1, mr: 1 }} />
          )}
          {collection && (
            <Chip
              icon={<FolderOutlined />}
              label={`In “${collection.name}”`}
              size="small"
              variant="outlined"
              sx={{ mt: 1, maxWidth: "100%" }}
            />
          )}
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ flexShrink: 0 }}>
          <MoveMenu bookmark={bookmark} collections={collections} />
          <Tooltip title="Remove bookmark" describeChild>
            <IconButton
              aria-label={`Remove ${label} from bookmarks`}
              onClick={() =>
                toggle.mutate({ kind: bookmark.kind, targetId: bookmark.targetId, bookmarked: false, label })
              }
            >
              <BookmarkRemoveOutlined />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Paper>
  );
}
