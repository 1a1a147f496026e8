// Company names matching a Discover search (GET /api/search/company): the best 5, typos forgiven.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompanySummary } from "../../../../common/companies";
import { apiClient } from "../../../lib/api-client";
import { ERROR_SHOWN_INLINE } from "../../../lib/query-meta";
import { useSession } from "../../auth/api/session";

function companySearchQueryOptions(term: string, viewer: string) {
  return queryOptions({
    // Visitors find public pages only, so the answer depends on who asks.
    queryKey: ["discover", "companies", viewer, term],
    queryFn: () =>
      apiClient.get<{ items: CompanySummary[] }>(`/api/search/company?search=${encodeURIComponent(term)}`),
    select: (result) => result.items,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useCompanySearch(term: string) {
  const session = useSession();
  const viewer = session.data?.user.id ?? "visitor";
  return useQuery({
    ...companySearchQueryOptions(term, viewer),
    enabled: Boolean(term) && !session.isPending,
  });
}
