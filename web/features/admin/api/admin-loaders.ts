// The loaders of the admin console's pages (platform admins only; anyone else asks for nothing).
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import { auditLogQueryOptions, filterFromSearch } from "./audit-log";
import { operationsQueryOptions } from "./operations";

/** /admin/audit-log: the first page of the filter the address names. */
export function auditLogPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, (session) => {
      if (!session.user.isPlatformAdmin) return;
      const filter = filterFromSearch(new URL(request.url).searchParams);
      return queryClient.prefetchInfiniteQuery(auditLogQueryOptions(filter));
    });
}

/** /admin/health: the figures. */
export function operationsPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, (session) => {
      if (session.user.isPlatformAdmin) return queryClient.prefetchQuery(operationsQueryOptions);
    });
}
