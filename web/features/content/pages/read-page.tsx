// /read: the article library, newest first, narrowed by intent type, with how far the member read.
import type { IntentType } from "@common/intent-types";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { useSuspenseContentList } from "../api/content";
import { usePublishers } from "../api/publishers";
import { ArticleCard } from "../components/article-card";
import { IntentTypeFilter, useIntentTypeParam } from "../components/intent-type-filter";
import { PublishButton } from "../components/publish-button";

export function ReadPage() {
  const [intentType, setIntentType] = useIntentTypeParam();
  return (
    <Page title="Read" intro="Articles and briefings from Summit and the companies on it.">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mb: 3, justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <IntentTypeFilter value={intentType} onChange={setIntentType} />
        <PublishButton kind="article" />
      </Stack>
      <SectionBoundary
        key={intentType}
        loadingLabel="Loading articles"
        errorTitle="The articles could not be loaded"
      >
        <ArticleList intentType={intentType} onShowAll={() => setIntentType(null)} />
      </SectionBoundary>
    </Page>
  );
}

function ArticleList({ intentType, onShowAll }: { intentType: IntentType | null; onShowAll: () => void }) {
  const library = useSuspenseContentList("article", intentType);
  const canPublish = usePublishers().length > 0;
  const articles = library.data.pages.flatMap((page) => page.items);
  if (articles.length === 0) {
    return intentType ? (
      <EmptyState
        Icon={ArticleOutlined}
        title="No articles about this yet"
        action={
          <Button variant="outlined" onClick={onShowAll}>
            Show all articles
          </Button>
        }
      >
        {`No article is tagged ${intentType} yet. Try another intent type, or show them all.`}
      </EmptyState>
    ) : (
      <EmptyState Icon={ArticleOutlined} title="No articles yet">
        {canPublish
          ? "Articles appear here once they are published. Publish the first with Publish article."
          : "Articles and briefings appear here once Summit or a company publishes them."}
      </EmptyState>
    );
  }
  return (
    <>
      <Stack component="ul" aria-label="Articles" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </Stack>
      <LoadMore
        hasMore={library.hasNextPage}
        loading={library.isFetchingNextPage}
        onLoadMore={() => library.fetchNextPage()}
        label="Load more articles"
      />
    </>
  );
}
