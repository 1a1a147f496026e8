// Where data read with suspense queries waits and fails: the loading view until it is here, and
// when it could not be had, the failure view with a retry that asks again. The route boundary
// (web/app/page-boundary.tsx) uses it around every page; a section of a page that loads on its own
// (a list under filters) uses it around itself, so that the rest of the page stays.
import { QueryErrorResetBoundary, useQueryClient } from "@tanstack/react-query";
import { Component, type ReactNode, Suspense } from "react";
import { NotFoundError } from "../page-handle";
import { PageLoading } from "./page-loading";
import { QueryError } from "./query-error";

interface CatchProps {
  /** Whether an error is the data failing (shown here), not a bug (left to the route's error page). */
  isDataError: (error: unknown) => boolean;
  onRetry: () => void;
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

class CatchQueryError extends Component<CatchProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    if (!this.props.isDataError(error)) throw error;
    return this.props.fallback(error, this.retry);
  }
}

interface QueryBoundaryProps {
  loading: ReactNode;
  failed: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Give it a key that changes with what it shows (an address, a list's filters) to start afresh. */
export function QueryBoundary({ loading, failed, children }: QueryBoundaryProps) {
  const queryClient = useQueryClient();
  // The data failed when a query holds the error, or a page found its address names nothing.
  const isDataError = (error: unknown) =>
    error instanceof NotFoundError ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.error === error);
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchQueryError
          isDataError={isDataError}
          onRetry={reset}
          fallback={(error, retry) => <Suspense fallback={loading}>{failed(error, retry)}</Suspense>}
        >
          <Suspense fallback={loading}>{children}</Suspense>
        </CatchQueryError>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A section's boundary: its spinner while it loads, and its error with Try again in its place. */
export function SectionBoundary({
  loadingLabel,
  errorTitle,
  children,
}: {
  loadingLabel: string;
  errorTitle: string;
  children: ReactNode;
}) {
  return (
    <QueryBoundary
      loading={<PageLoading label={loadingLabel} />}
      failed={(error, retry) => <QueryError title={errorTitle} error={error} onRetry={retry} />}
    >
      {children}
    </QueryBoundary>
  );
}
