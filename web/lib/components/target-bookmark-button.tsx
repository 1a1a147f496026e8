import type { BookmarkKind } from "@common/bookmarks";
import { useBookmarkedOnServer } from "../bookmarks";
import { BookmarkButton } from "./bookmark-button";

/**
 * The bookmark button for a page whose own answer does not say whether the member bookmarked it.
 * It appears once that is known, so it never shows a state it is not sure of; a failure to learn it
 * reaches the member as an error notice.
 */
export function TargetBookmarkButton({
  kind,
  targetId,
  label,
}: {
  kind: BookmarkKind;
  targetId: string;
  label: string;
}) {
  const bookmarked = useBookmarkedOnServer(kind, targetId);
  if (!bookmarked.isSuccess) return null;
  return <BookmarkButton kind={kind} targetId={targetId} bookmarked={bookmarked.data} label={label} />;
}
