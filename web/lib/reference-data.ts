// The reference lists forms choose from (industries, company sizes, specialities...), read from
// the server, where platform admins keep them.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReferenceItemPage, ReferenceKind } from "../../common/reference-data";
import { apiClient } from "./api-client";

const PATHS: Record<ReferenceKind, string> = {
  "company-specialities": "/api/company-specialities/short",
  interests: "/api/interests/short",
  industries: "/api/industries/short",
  "job-titles": "/api/job-titles/short",
  "job-functions": "/api/job-functions/short",
  "company-sizes": "/api/company-sizes",
};

/** The first page of a list (its default page size holds the whole of most lists), or the matches of a search. */
export function referenceListQueryOptions(kind: ReferenceKind, search = "") {
  const params = new URLSearchParams(search ? { search } : {});
  const query = params.size ? `?${params}` : "";
  return queryOptions({
    queryKey: ["reference-data", kind, search],
    queryFn: () => apiClient.get<ReferenceItemPage>(`${PATHS[kind]}${query}`),
    staleTime: 10 * 60_000,
  });
}

/** The names of a list, for an Autocomplete's options. */
export function useReferenceNames(kind: ReferenceKind, search = "") {
  const query = useQuery(referenceListQueryOptions(kind, search));
  return { ...query, names: query.data?.items.map((item) => item.name) ?? [] };
}
