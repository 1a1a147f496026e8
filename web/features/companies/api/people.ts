// The people who work at a company (GET /api/companies/:id/employees): members only, as it names
// individuals.

import type { Employee } from "@common/companies";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

interface EmployeePage {
  items: Employee[];
  nextCursor: string | null;
}

function employeesQueryOptions(companyId: string) {
  return infiniteQueryOptions({
    queryKey: companyKeys.employees(companyId),
    queryFn: ({ pageParam }) =>
      apiClient.get<EmployeePage>(
        `/api/companies/${companyId}/employees${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useEmployees(companyId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...employeesQueryOptions(companyId), enabled });
}
