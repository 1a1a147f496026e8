// A company's account files (DESIGN.md section 7): the list with each file's latest import,
// uploading a CSV into a new file, renaming, deleting and starting an import.

import { UPLOAD_MAX_BYTES } from "@common/constants";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** Everything about one company's account files sits under ["account-files", companyId]. */
export const accountFileKeys = {
  all: (companyId: string) => ["account-files", companyId] as const,
  files: (companyId: string) => ["account-files", companyId, "files"] as const,
  import: (companyId: string, importId: string) => ["account-files", companyId, "import", importId] as const,
  rejectedRows: (companyId: string, importId: string) =>
    ["account-files", companyId, "import", importId, "rejected"] as const,
  tracked: (companyId: string) => ["account-files", companyId, "tracked"] as const,
};

export const CSV_MAX_MEGABYTES = UPLOAD_MAX_BYTES.csv / (1024 * 1024);

/** Why a file cannot be sent, checked before uploading it (the server judges the bytes again). */
export function csvProblem(file: File): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES.csv)
    return `The file is too large: it may be at most ${CSV_MAX_MEGABYTES} MB.`;
  if (file.size === 0) return "The file is empty.";
  return undefined;
}

export function useAccountFiles(companyId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: accountFileKeys.files(companyId),
      queryFn: ({ pageParam }) =>
        api.get("/api/companies/{id}/account-files/list", {
          params: { path: { id: companyId }, query: { cursor: pageParam ?? undefined } },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

function useRefreshFiles(companyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountFileKeys.files(companyId) });
}

/** Uploads the CSV (POST /api/upload/csv), then makes it an account file of the company. */
export function useAddAccountFile(companyId: string) {
  const refresh = useRefreshFiles(companyId);
  return useMutation({
    mutationFn: async (file: File) => {
      const upload = await api.post("/api/upload/csv", { body: { file } });
      return api.post("/api/companies/{id}/account-files", {
        params: { path: { id: companyId } },
        body: { uploadId: upload.id },
      });
    },
    onSuccess: refresh,
  });
}

export function useRenameAccountFile(companyId: string) {
  const refresh = useRefreshFiles(companyId);
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) =>
      api.patch("/api/companies/account-files/{id}", { params: { path: { id: fileId } }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useDeleteAccountFile(companyId: string) {
  const refresh = useRefreshFiles(companyId);
  return useMutation({
    mutationFn: (fileId: string) =>
      api.delete("/api/companies/account-files/{id}", { params: { path: { id: fileId } } }),
    onSuccess: refresh,
  });
}

export function useStartImport(companyId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshFiles(companyId);
  return useMutation({
    mutationFn: (accountFileId: string) =>
      api.post("/api/companies/{id}/import", {
        params: { path: { id: companyId } },
        body: { accountFileId },
      }),
    onSuccess: async (started) => {
      queryClient.setQueryData(accountFileKeys.import(companyId, started.id), started);
      await refresh();
    },
  });
}
