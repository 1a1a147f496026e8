// The reference lists forms choose from (industries, company sizes, specialities...), read from
// the server, where platform admins keep them. They change rarely, so answers stay fresh for long.

import type { ReferenceKind } from "@common/reference-data";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/** Where each list is read (the paths of spec section 9). */
export const REFERENCE_LIST_PATHS = {
  "company-specialities": "/api/company-specialities/short",
  interests: "/api/interests/short",
  industries: "/api/industries/short",
  "job-titles": "/api/job-titles/short",
  "job-functions": "/api/job-functions/short",
  "company-sizes": "/api/company-sizes",
} as const satisfies Record<ReferenceKind, string>;

const STALE_MS = 30 * 60_000;

/** Names of a list: the first page, whose default size holds the whole of the shorter lists. */
export function referenceListQueryOptions(kind: ReferenceKind) {
  return queryOptions({
    queryKey: ["reference-data", kind],
    queryFn: async () => (await api.get(REFERENCE_LIST_PATHS[kind])).items.map((item) => item.name),
    staleTime: STALE_MS,
  });
}

/** A whole short list (industries, company sizes), for a select or an Autocomplete. */
export function useReferenceNames(kind: ReferenceKind) {
  const query = useQuery(referenceListQueryOptions(kind));
  return { ...query, names: query.data ?? [] };
}

/** How many matches a picker offers at once; typing narrows them. */
const SEARCH_LIMIT = 20;

/** Matches of a term in a long list (specialities, interests), typos included, for pickers. */
export function useReferenceSearch(kind: ReferenceKind, term: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: ["reference-data", kind, "search", term],
    queryFn: async () => {
      const page = await api.get(REFERENCE_LIST_PATHS[kind], {
        params: { query: { limit: SEARCH_LIMIT, search: term || undefined } },
      });
      return page.items.map((item) => item.name);
    },
    staleTime: STALE_MS,
    // The options stay in place while the next term's answer is on its way.
    placeholderData: keepPreviousData,
  });
}
