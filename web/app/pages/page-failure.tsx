// What the page boundary (web/app/page-boundary.tsx) shows when a page's data cannot be had. Loaded
// only then, so that the app's first chunk does not carry it.
import Container from "@mui/material/Container";
import { Page } from "@web/lib/components/page";
import { QueryError } from "@web/lib/components/query-error";
import { isAccessDenied, isNotFound, type PageHandle } from "@web/lib/page-handle";
import { NotFoundPage } from "./not-found-page";

interface PageFailureProps {
  handle: Partial<PageHandle>;
  error: unknown;
  retry: () => void;
}

export function PageFailure({ handle, error, retry }: PageFailureProps) {
  if (isNotFound(error)) return handle.notFound ? handle.notFound(error) : <NotFoundPage />;
  if (handle.accessDenied && isAccessDenied(error)) return handle.accessDenied();
  const failure = (
    <QueryError title={handle.errorTitle ?? "This page could not be loaded"} error={error} onRetry={retry} />
  );
  return handle.errorHeading ? (
    <Page title={handle.errorHeading} maxWidth="md">
      {failure}
    </Page>
  ) : (
    <Container maxWidth="md" sx={{ py: 5 }}>
      {failure}
    </Container>
  );
}
