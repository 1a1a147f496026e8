// "/" is the marketing home for a visitor and the feed for a member (spec section 2).
import Container from "@mui/material/Container";
import { HomePage } from "@web/features/home/pages/home-page";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useSession } from "@web/lib/session";
import { lazy, Suspense } from "react";

// A visitor's home should not wait for the feed's code (its composer, markdown and cards).
const FeedPage = lazy(async () => ({
  default: (await import("@web/features/feed/pages/feed-page")).FeedPage,
}));

export function IndexPage() {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <QueryError
          title="Summit could not be loaded"
          error={session.error}
          onRetry={() => session.refetch()}
        />
      </Container>
    );
  }
  return session.data ? (
    <Suspense fallback={<PageLoading />}>
      <FeedPage />
    </Suspense>
  ) : (
    <HomePage />
  );
}
