// The console's companies (/api/admin/companies): the list the address filters, verification,
// ownership and merging, and the company's people to choose a new owner from.
import type { AdminCompaniesFilter } from "@common/admin-companies";
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** The filter an address asks for; a verified value the server would refuse is left out. */
export function companiesFilterFromSearch(search: URLSearchParams): AdminCompaniesFilter {
  const filter: AdminCompaniesFilter = {};
  const q = search.get("q")?.trim();
  const verified = search.get("verified");
  if (q) filter.q = q;
  if (verified === "true" || verified === "false") filter.verified = verified;
  return filter;
}

export const adminCompanyKeys = {
  all: ["admin", "companies"] as const,
  list: (filter: AdminCompaniesFilter) => [...adminCompanyKeys.all, "list", filter] as const,
  preview: (duplicateId: string, intoId: string) =>
    [...adminCompanyKeys.all, "merge-preview", duplicateId, intoId] as const,
};

function adminCompaniesQueryOptions(filter: AdminCompaniesFilter, limit?: number) {
  return infiniteQueryOptions({
    queryKey: [...adminCompanyKeys.list(filter), limit ?? null],
    queryFn: ({ pageParam }) =>
      api.get("/api/admin/companies", {
        params: { query: { ...filter, limit, cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
    // The list stays in place while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useAdminCompanies(
  filter: AdminCompaniesFilter,
  { limit, enabled = true }: { limit?: number; enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...adminCompaniesQueryOptions(filter, limit), enabled });
}

/** Who works at the company, by name, to hand it to (GET /api/companies/{id}/employees). */
export function useCompanyPeople(companyId: string, search: string) {
  return useQuery({
    queryKey: ["admin", "company-people", companyId, search],
    queryFn: () =>
      api.get("/api/companies/{id}/employees", {
        params: { path: { id: companyId }, query: { search: search || undefined, limit: 50 } },
      }),
    meta: ERROR_SHOWN_INLINE,
    placeholderData: keepPreviousData,
  });
}

export function useMergePreview(duplicateId: string, intoId: string | null) {
  return useQuery({
    queryKey: adminCompanyKeys.preview(duplicateId, intoId ?? ""),
    queryFn: () =>
      api.get("/api/admin/companies/{id}/merge-preview", {
        params: { path: { id: duplicateId }, query: { intoId: intoId ?? "" } },
      }),
    enabled: intoId !== null,
    meta: ERROR_SHOWN_INLINE,
    // What would move changes as people act: the confirmation always asks afresh.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCompanyEdits() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all });
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    setVerified: useMutation({
      mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
        verified
          ? api.put("/api/admin/companies/{id}/verification", path(id))
          : api.delete("/api/admin/companies/{id}/verification", path(id)),
      onSuccess: refresh,
    }),
    transferOwnership: useMutation({
      mutationFn: ({ id, userId }: { id: string; userId: string }) =>
        api.post("/api/admin/companies/{id}/owner", { ...path(id), body: { userId } }),
      onSuccess: refresh,
      // The dialog shows why a new owner was refused.
      meta: ERROR_SHOWN_INLINE,
    }),
    merge: useMutation({
      mutationFn: ({ id, intoId }: { id: string; intoId: string }) =>
        api.post("/api/admin/companies/{id}/merge", { ...path(id), body: { intoId } }),
      onSuccess: refresh,
      meta: ERROR_SHOWN_INLINE,
    }),
  };
}
