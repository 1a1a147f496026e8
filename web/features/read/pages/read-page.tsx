import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";

export function ReadPage() {
  return (
    <Page title="Read">
      <EmptyState Icon={ArticleOutlined} title="Articles will appear here">
        Articles, reports and resources published by the community and by companies will appear here once the
        reading library is available.
      </EmptyState>
    </Page>
  );
}
