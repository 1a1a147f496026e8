// One QueryClient for the app. Every failed query or mutation reaches the user as an error notice,
// unless the component that ran it shows the failure itself (DESIGN.md section 6: nothing fails
// silently).
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@web/lib/api-client";
import type { Notifier } from "@web/lib/use-notify";
import "@web/lib/query-meta";

const MAX_RETRIES = 2;

/** Retry only what may succeed next time: no response, or a server-side failure. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(notify: Pick<Notifier, "error">, options: { retry?: boolean } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.errorShownInline) notify.error(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.errorShownInline) notify.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: { retry: options.retry === false ? false : shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
