// An import of an account file: its progress, polled while it runs, the rejected rows of its
// report, and the accounts the company tracks.

import type { AccountImport } from "@common/account-files";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { accountFileKeys } from "./account-files";

/** How often a queued or running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export const isImportActive = (status: AccountImport["status"]) =>
  status === "queued" || status === "running";

export function useAccountImport(companyId: string, importId: string) {
  return useQuery({
    queryKey: accountFileKeys.import(companyId, importId),
    queryFn: () =>
      api.get("/api/companies/{id}/imports/{importId}", { params: { path: { id: companyId, importId } } }),
    // Polling stops once the import has ended, and on a failure, which the panel shows with a retry.
    refetchInterval: (query) => {
      if (query.state.status === "error") return false;
      const status = query.state.data?.status;
      return status === undefined || isImportActive(status) ? IMPORT_POLL_MS : false;
    },
    // A running import changes every second; what was fetched a moment ago is already old.
    staleTime: 0,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useRejectedRows(companyId: string, importId: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: accountFileKeys.rejectedRows(companyId, importId),
      queryFn: ({ pageParam }) =>
        api.get("/api/companies/{id}/imports/{importId}/rows", {
          params: {
            path: { id: companyId, importId },
            query: { outcome: "rejected", cursor: pageParam ?? undefined },
          },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      enabled,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export function useTrackedAccounts(companyId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: accountFileKeys.tracked(companyId),
      queryFn: ({ pageParam }) =>
        api.get("/api/companies/{id}/tracked-accounts", {
          params: { path: { id: companyId }, query: { cursor: pageParam ?? undefined } },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export function useUntrackAccount(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountCompanyId: string) =>
      api.delete("/api/companies/{id}/tracked-accounts/{accountCompanyId}", {
        params: { path: { id: companyId, accountCompanyId } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountFileKeys.tracked(companyId) }),
  });
}
