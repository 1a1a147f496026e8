// The loader of /discover, open to visitors: what the address asks for (a search, one type of
// results, or the trends) starts downloading with the page's code.
import { discoverFilterOf } from "@common/discover-constants";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForViewer } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import {
  allResultsQueryOptions,
  discoverViewer,
  isMemberType,
  trendingQueryOptions,
  typeResultsQueryOptions,
} from "./discover";

export function discoverPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForViewer(queryClient, (session) => {
      const params = new URL(request.url).searchParams;
      const term = params.get("search")?.trim() ?? "";
      const type = discoverFilterOf(params.get("type"));
      const viewer = discoverViewer(session);
      if (!term) return queryClient.prefetchQuery(trendingQueryOptions(viewer));
      if (type === "all") return queryClient.prefetchQuery(allResultsQueryOptions(viewer, term));
      // A visitor asking for members' results is asked to sign in, and the server is asked nothing.
      if (!session && isMemberType(type)) return undefined;
      return queryClient.prefetchInfiniteQuery(typeResultsQueryOptions(viewer, term, type));
    });
}
