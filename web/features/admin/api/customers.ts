// Customer records as platform admins keep them (/api/customers): a page at a time by part of the
// e-mail, the calls that create, change and remove one, and the CSV import with its row report.
import { UPLOAD_MAX_BYTES } from "@common/constants";
import type { CreateCustomerInput, UpdateCustomerInput } from "@common/customers";
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

const customerKeys = {
  all: ["admin", "customers"] as const,
  list: (search: string) => [...customerKeys.all, search] as const,
};

/** The search the address names (?q=), as the list asks the server for it. */
export function customerSearchFrom(params: URLSearchParams): string {
  return params.get("q")?.trim() ?? "";
}

export function customersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: customerKeys.list(search),
    queryFn: ({ pageParam }) =>
      api.get("/api/customers", {
        params: { query: { q: search || undefined, cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
    // The list stays in place while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(search: string) {
  return useInfiniteQuery(customersQueryOptions(search));
}

export const CSV_MAX_MEGABYTES = UPLOAD_MAX_BYTES.csv / (1024 * 1024);

/** Why a file cannot be sent, checked before uploading it (the server judges the bytes again). */
export function customerCsvProblem(file: File): string | undefined {
  if (file.size === 0) return "The file is empty.";
  if (file.size > UPLOAD_MAX_BYTES.csv)
    return `The file is too large: it may be at most ${CSV_MAX_MEGABYTES} MB.`;
  return undefined;
}

export function useCustomerEdits() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: CreateCustomerInput) => api.post("/api/customers", { body: input }),
      onSuccess: refresh,
      // The dialog shows why a record was refused (an e-mail that has one, an unknown plan).
      meta: ERROR_SHOWN_INLINE,
    }),
    change: useMutation({
      mutationFn: ({ id, ...input }: UpdateCustomerInput & { id: string }) =>
        api.patch("/api/customers/{id}", { params: { path: { id } }, body: input }),
      onSuccess: refresh,
      meta: ERROR_SHOWN_INLINE,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete("/api/customers/{id}", { params: { path: { id } } }),
      onSuccess: refresh,
    }),
  };
}

/** Uploads the CSV (POST /api/upload/csv), then imports it; the answer reports every row. */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const upload = await api.post("/api/upload/csv", { body: { file } });
      return api.post("/api/customers/import", { body: { uploadId: upload.id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
    // A file refused whole (no e-mail column, too many rows) is said in the import dialog.
    meta: ERROR_SHOWN_INLINE,
  });
}
