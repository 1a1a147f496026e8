// "/" is the marketing home for a visitor and the feed for a member (spec section 2).
import Container from "@mui/material/Container";
import { useSession } from "../../features/auth/api/session";
import { FeedPage } from "../../features/feed/pages/feed-page";
import { HomePage } from "../../features/home/pages/home-page";
import { PageLoading } from "../../lib/components/page-loading";
import { QueryError } from "../../lib/components/query-error";

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
  return session.data ? <FeedPage /> : <HomePage />;
}
