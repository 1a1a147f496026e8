// The loaders of the company pages: the profile starts downloading with the page's code.
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember, prefetchForViewer } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import { companyQueryOptions, isCompanyId } from "./company";
import { viewerKeyOf } from "./company-keys";
import { directoryQueryOptions, directorySearch, filtersQueryOptions } from "./directory";

/** /companies, open to visitors: the companies the address searches for, and the filters' values. */
export function companiesPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForViewer(queryClient, (session) => {
      const viewer = viewerKeyOf(session);
      const search = directorySearch(new URL(request.url).searchParams);
      return Promise.all([
        queryClient.prefetchInfiniteQuery(directoryQueryOptions(search, viewer)),
        queryClient.prefetchQuery(filtersQueryOptions(viewer)),
      ]);
    });
}

/** /companies/:id, open to visitors. */
export function companyPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isCompanyId(id)) return null;
    return prefetchForViewer(queryClient, (session) =>
      queryClient.prefetchQuery(companyQueryOptions(id, viewerKeyOf(session))),
    );
  };
}

/** /companies/:id/manage, for members. */
export function companyManagePageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isCompanyId(id)) return null;
    return prefetchForMember(queryClient, (session) =>
      queryClient.prefetchQuery(companyQueryOptions(id, viewerKeyOf(session))),
    );
  };
}
