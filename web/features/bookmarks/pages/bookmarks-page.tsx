import BookmarksOutlined from "@mui/icons-material/BookmarksOutlined";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";

export function BookmarksPage() {
  return (
    <Page title="Bookmarks">
      <EmptyState Icon={BookmarksOutlined} title="Your bookmarks will appear here">
        Posts, videos and articles you bookmark will appear here once bookmarking is available.
      </EmptyState>
    </Page>
  );
}
