import type { BookmarkKind } from "@common/bookmarks";
import Bookmark from "@mui/icons-material/Bookmark";
import BookmarkBorder from "@mui/icons-material/BookmarkBorder";
import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { Link as RouterLink, useLocation } from "react-router";
import { useBookmarked, useToggleBookmark } from "../bookmarks";

interface BookmarkButtonProps {
  kind: BookmarkKind;
  targetId: string;
  /** Whether the server said the member bookmarked it; the button keeps track of changes since. */
  bookmarked: boolean;
  /** Names the target in the button's name and in notices ("Northwind Analytics"). */
  label: string;
  /** Visitors are offered to sign in first and come back here, as with following a company. */
  signedIn?: boolean;
  size?: IconButtonProps["size"];
}

/**
 * Bookmarks or un-bookmarks a post, video, article or company. A toggle button: its name stays
 * "Bookmark <label>" and aria-pressed tells whether it is bookmarked, so assistive technology
 * announces the state once instead of a name that flips with it.
 */
export function BookmarkButton({
  kind,
  targetId,
  bookmarked,
  label,
  signedIn = true,
  size,
}: BookmarkButtonProps) {
  const location = useLocation();
  const current = useBookmarked(kind, targetId, bookmarked);
  const toggle = useToggleBookmark();

  if (!signedIn) {
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Tooltip title="Sign in to bookmark">
        <IconButton
          component={RouterLink}
          to={`/auth?redirectTo=${redirectTo}`}
          aria-label={`Sign in to bookmark ${label}`}
          size={size}
        >
          <BookmarkBorder />
        </IconButton>
      </Tooltip>
    );
  }

  return (
    <Tooltip title={current ? "Remove bookmark" : "Bookmark"} describeChild>
      <IconButton
        aria-label={`Bookmark ${label}`}
        aria-pressed={current}
        color={current ? "primary" : "default"}
        size={size}
        onClick={() => {
          // One change at a time: a second click waits for the first to be settled.
          if (!toggle.isPending) toggle.mutate({ kind, targetId, bookmarked: !current, label });
        }}
      >
        {current ? <Bookmark /> : <BookmarkBorder />}
      </IconButton>
    </Tooltip>
  );
}
