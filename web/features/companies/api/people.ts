// The people who work at a company (GET /api/companies/:id/employees): members only, as it names
// individuals.

import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

function employeesQueryOptions(companyId: string) {
  return infiniteQueryOptions({
    queryKey: companyKeys.employees(companyId),
    queryFn: ({ pageParam }) =>
      api.get("/api/companies/{id}/employees", {
        params: { path: { id: companyId }, query: { cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useEmployees(companyId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...employeesQueryOptions(companyId), enabled });
}
