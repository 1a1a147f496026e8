// /read: the article library, newest first, narrowed by intent type, with how far the member read.
import type { IntentType } from "@common/intent-types";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import Stack from "@mui/material/Stack";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { useSuspenseContentList } from "../api/content";
import { usePublishers } from "../api/publishers";
import { ArticleCard } from "../components/article-card";
import { IntentTypeFilter, useIntentTypeParam } from "../components/intent-type-filter";
import { LibraryEmptyState } from "../components/library-empty-state";
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
    return (
      <LibraryEmptyState
        Icon={ArticleOutlined}
        one="article"
        many="articles"
        intentType={intentType}
        onShowAll={onShowAll}
        canPublish={canPublish}
        forReaders="Articles and briefings appear here once Summit or a company publishes them."
      />
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
