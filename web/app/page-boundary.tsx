// The one boundary around every page (docs/decisions/0017): while the page's data loads it shows the
// page's spinner; when the data cannot be had, the page's not-found, or the error with a way to try
// again. Pages read their data with suspense queries and keep only their empty states.
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryBoundary } from "@web/lib/components/query-boundary";
import { isExpectedPageError, type PageHandle } from "@web/lib/page-handle";
import { type ErrorInfo, lazy } from "react";
import { Outlet, useLocation, useMatches } from "react-router";

const PageFailure = lazy(async () => ({ default: (await import("./pages/page-failure")).PageFailure }));

/** The handle of the page being shown: the deepest route that has one. */
function usePageHandle(): Partial<PageHandle> {
  const matches = useMatches();
  const handle = matches.findLast((match) => match.handle)?.handle;
  return (handle as PageHandle | undefined) ?? {};
}

export function PageBoundary() {
  // A new address starts afresh: its own spinner at once, and no error of the page before.
  const { pathname } = useLocation();
  const handle = usePageHandle();
  return (
    <QueryBoundary
      key={pathname}
      loading={<PageLoading label={handle.loadingLabel} />}
      failed={(error, retry) => <PageFailure handle={handle} error={error} retry={retry} />}
    >
      <Outlet />
    </QueryBoundary>
  );
}

/**
 * React's report of an error a boundary caught: the page errors the boundary shows are expected and
 * said on the page; anything else is a bug and goes to the console as React would put it.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo) {
  if (isExpectedPageError(error)) return;
  console.error(error, info.componentStack);
}
