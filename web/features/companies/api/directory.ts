// The company directory: search and filters, pages of 15 by cursor, and adding a company.

import type { CreateCompanyInput } from "@common/companies";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { sessionQueryOptions } from "@web/lib/session";
import { companyKeys, useViewerKey, viewerKeyOf } from "./company-keys";

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

/** The search and filters an address asks for (?search=&headquarter=&industry=&size=). */
export function directorySearch(params: URLSearchParams): DirectorySearch {
  return {
    search: params.get("search")?.trim() ?? "",
    headquarter: params.get("headquarter") ?? "",
    industry: params.get("industry") ?? "",
    size: params.get("size") ?? "",
  };
}

export function directoryQueryOptions(search: DirectorySearch, viewer: string) {
  return infiniteQueryOptions({
    queryKey: [...companyKeys.directory, viewer, search],
    queryFn: ({ pageParam }) =>
      api.get("/api/companies", {
        params: {
          query: {
            search: search.search || undefined,
            headquarter: search.headquarter || undefined,
            industry: search.industry || undefined,
            size: search.size || undefined,
            cursor: pageParam ?? undefined,
          },
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseCompanyDirectory(search: DirectorySearch) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions);
  return useSuspenseInfiniteQuery(directoryQueryOptions(search, viewerKeyOf(session)));
}

export function filtersQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: [...companyKeys.filters, viewer],
    queryFn: () =>
      api.get("/api/companies/filters", {
        params: { query: { attributes: DIRECTORY_FILTERS.map((filter) => filter.id) } },
      }),
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
    mutationFn: (input: CreateCompanyInput) => api.post("/api/companies", { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.directory });
      await queryClient.invalidateQueries({ queryKey: companyKeys.filters });
      // The creator becomes the company's owner, and works there if they worked nowhere yet.
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
    },
  });
}
