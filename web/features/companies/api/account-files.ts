// A company's account files (DESIGN.md section 7): the list with each file's latest import,
// uploading a CSV into a new file, renaming, deleting and starting an import.

import type {
  AccountFile,
  AccountFilePage,
  AccountImport,
  CreateAccountFileInput,
} from "@common/account-files";
import { UPLOAD_MAX_BYTES } from "@common/constants";
import type { Upload } from "@common/uploads";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
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
      queryFn: ({ pageParam }) => {
        const query = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : "";
        return apiClient.get<AccountFilePage>(`/api/companies/${companyId}/account-files/list${query}`);
      },
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
      const form = new FormData();
      form.append("file", file);
      const upload = await apiClient.post<Upload>("/api/upload/csv", form);
      const body: CreateAccountFileInput = { uploadId: upload.id };
      return apiClient.post<AccountFile>(`/api/companies/${companyId}/account-files`, body);
    },
    onSuccess: refresh,
  });
}

export function useRenameAccountFile(companyId: string) {
  const refresh = useRefreshFiles(companyId);
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) =>
      apiClient.patch<AccountFile>(`/api/companies/account-files/${fileId}`, { name }),
    onSuccess: refresh,
  });
}

export function useDeleteAccountFile(companyId: string) {
  const refresh = useRefreshFiles(companyId);
  return useMutation({
    mutationFn: (fileId: string) => apiClient.delete<null>(`/api/companies/account-files/${fileId}`),
    onSuccess: refresh,
  });
}

export function useStartImport(companyId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshFiles(companyId);
  return useMutation({
    mutationFn: (accountFileId: string) =>
      apiClient.post<AccountImport>(`/api/companies/${companyId}/import`, { accountFileId }),
    onSuccess: async (started) => {
      queryClient.setQueryData(accountFileKeys.import(companyId, started.id), started);
      await refresh();
    },
  });
}
