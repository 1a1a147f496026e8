import type { ContentDetail } from "@common/content";
import Stack from "@mui/material/Stack";
import { BookmarkButton } from "@web/lib/components/bookmark-button";
import { ContentAdminActions } from "./content-admin-actions";
import { ContentByline } from "./content-byline";

/** Under an item's title: who published it and its views, then the bookmark and the admins' actions. */
export function ContentBar({ item }: { item: ContentDetail }) {
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
    >
      <ContentByline item={item} showViews />
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <BookmarkButton kind={item.kind} targetId={item.id} bookmarked={item.bookmarked} label={item.title} />
        <ContentAdminActions item={item} />
      </Stack>
    </Stack>
  );
}
