// The member's own data: their latest export (polled while it is built), asking for one, and
// deleting the account.
import type { DataExport, DeleteAccountInput } from "@common/account-data";
import { hashKey, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { sessionQueryOptions } from "@web/lib/session";
import { useNavigate } from "react-router";

/** How often the page asks how far an export has come while it is being built. */
export const EXPORT_POLL_MS = 1500;

const building = (item: DataExport | null | undefined) =>
  item?.status === "queued" || item?.status === "running";

export const latestExportQueryOptions = queryOptions({
  queryKey: ["account-data-export"],
  queryFn: () => api.get("/api/account/data-exports/latest"),
  refetchInterval: (query) => (building(query.state.data?.export) ? EXPORT_POLL_MS : false),
});

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/account/data-exports"),
    onSuccess: (started) => queryClient.setQueryData(latestExportQueryOptions.queryKey, { export: started }),
    meta: ERROR_SHOWN_INLINE,
  });
}

/** Deletes the account, then leaves as a sign-out does: to "/", with nothing of the member kept. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.post("/api/account/delete", { body: input }),
    onSuccess: async () => {
      await navigate("/");
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryHash !== hashKey(sessionQueryOptions.queryKey),
      });
    },
    meta: ERROR_SHOWN_INLINE,
  });
}
