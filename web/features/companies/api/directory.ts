// The company directory: search and filters, pages of 15 by cursor, and adding a company.

import type { Company, CompanyFilters, CompanyPage, CreateCompanyInput } from "@common/companies";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys, useViewerKey } from "./company-keys";

/** The directory filters offered as selects, in the order they show. */
export const DIRECTORY_FILTERS = [
  { id: "headquarter", label: "Headquarter" },
  { id: "industry", label: "Industry" },
  { id: "size", label: "Size" },
] as const;
export type DirectoryFilterId = (typeof DIRECTORY_FILTERS)[number]["id"];

export interface DirectorySearch {
  search: string;
  headquarter: string;
  industry: string;
  size: string;
}

function directoryPath(search: DirectorySearch, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value) params.set(name, value);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/api/companies?${query}` : "/api/companies";
}

function directoryQueryOptions(search: DirectorySearch, viewer: string) {
  return infiniteQueryOptions({
    queryKey: [...companyKeys.directory, viewer, search],
    queryFn: ({ pageParam }) => apiClient.get<CompanyPage>(directoryPath(search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useCompanyDirectory(search: DirectorySearch) {
  const viewer = useViewerKey();
  return useInfiniteQuery({ ...directoryQueryOptions(search, viewer ?? ""), enabled: viewer !== undefined });
}

function filtersQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: [...companyKeys.filters, viewer],
    queryFn: () =>
      apiClient.get<CompanyFilters>(
        `/api/companies/filters?${DIRECTORY_FILTERS.map((filter) => `attributes[]=${filter.id}`).join("&")}`,
      ),
    staleTime: 5 * 60_000,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useCompanyFilters() {
  const viewer = useViewerKey();
  return useQuery({ ...filtersQueryOptions(viewer ?? ""), enabled: viewer !== undefined });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCompanyInput) => apiClient.post<Company>("/api/companies", input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.directory });
      await queryClient.invalidateQueries({ queryKey: companyKeys.filters });
      // The creator becomes the company's owner, and works there if they worked nowhere yet.
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
    },
  });
}
