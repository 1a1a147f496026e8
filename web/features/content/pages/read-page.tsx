// /read: the article library, newest first, narrowed by intent type, with how far the member read.
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useContentList } from "../api/content";
import { usePublishers } from "../api/publishers";
import { ArticleCard } from "../components/article-card";
import { IntentTypeFilter, useIntentTypeParam } from "../components/intent-type-filter";
import { PublishButton } from "../components/publish-button";

export function ReadPage() {
  const [intentType, setIntentType] = useIntentTypeParam();
  const library = useContentList("article", intentType);
  const canPublish = usePublishers().length > 0;
  const articles = library.data?.pages.flatMap((page) => page.items) ?? [];
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
      {library.isPending ? (
        <PageLoading label="Loading articles" />
      ) : library.isError ? (
        <QueryError
          title="The articles could not be loaded"
          error={library.error}
          onRetry={() => library.refetch()}
        />
      ) : articles.length === 0 ? (
        intentType ? (
          <EmptyState
            Icon={ArticleOutlined}
            title="No articles about this yet"
            action={
              <Button variant="outlined" onClick={() => setIntentType(null)}>
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
        )
      ) : (
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
      )}
    </Page>
  );
}
