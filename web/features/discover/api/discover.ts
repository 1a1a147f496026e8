// GET /api/discover: the "all" view of a search, one type a page at a time, and what is trending
// when nothing is searched.

import type { DiscoverSearchResult, DiscoverTrending, DiscoverType } from "@common/discover";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { useSession } from "@web/lib/session";

/**
 * Who is looking: visitors see public results only, so a visitor's answer is never reused once
 * signed in. Undefined while the session is being checked.
 */
function useViewerKey(): string | undefined {
  const session = useSession();
  if (session.isPending) return undefined;
  return session.data?.user.id ?? "visitor";
}

const discoverKeys = {
  search: (viewer: string, term: string, type: DiscoverType | "all") =>
    ["discover", viewer, "search", term, type] as const,
  trending: (viewer: string) => ["discover", viewer, "trending"] as const,
};

interface SearchParams {
  search: string;
  type?: DiscoverType;
  cursor?: string | null;
}

async function fetchSearch({ search, type, cursor }: SearchParams): Promise<DiscoverSearchResult> {
  const result = await api.get("/api/discover", {
    params: { query: { search: search || undefined, type, cursor: cursor ?? undefined } },
  });
  if (result.mode !== "search") throw new Error("The search answered without results.");
  return result;
}

function allResultsQueryOptions(viewer: string, term: string) {
  return queryOptions({
    queryKey: discoverKeys.search(viewer, term, "all"),
    queryFn: () => fetchSearch({ search: term }),
    meta: ERROR_SHOWN_INLINE,
  });
}

/** The best 5 of every type, with how many each type has. */
export function useAllResults(term: string) {
  const viewer = useViewerKey();
  return useQuery({ ...allResultsQueryOptions(viewer ?? "", term), enabled: viewer !== undefined });
}

function typeResultsQueryOptions(viewer: string, term: string, type: DiscoverType) {
  return infiniteQueryOptions({
    queryKey: discoverKeys.search(viewer, term, type),
    queryFn: ({ pageParam }) => fetchSearch({ search: term, type, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page[type]?.nextCursor ?? null,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** One type's results, a page at a time. */
export function useTypeResults(term: string, type: DiscoverType, enabled = true) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    ...typeResultsQueryOptions(viewer ?? "", term, type),
    enabled: enabled && viewer !== undefined,
  });
}

function trendingQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: discoverKeys.trending(viewer),
    queryFn: async () => {
      // The server picks the hub: the community cookie's, else the member's own.
      const result = await api.get("/api/discover");
      if (result.mode !== "trending") throw new Error("Discover answered without trends.");
      return result as DiscoverTrending;
    },
    staleTime: 60_000,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** What is trending in the selected community. */
export function useTrending() {
  const viewer = useViewerKey();
  return useQuery({ ...trendingQueryOptions(viewer ?? ""), enabled: viewer !== undefined });
}
