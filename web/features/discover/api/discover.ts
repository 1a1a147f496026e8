// GET /api/discover: the "all" view of a search, one type a page at a time, and what is trending
// when nothing is searched.

import type { DiscoverSearchResult, DiscoverTrending, DiscoverType } from "@common/discover";
import {
  infiniteQueryOptions,
  queryOptions,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { type Session, sessionQueryOptions } from "@web/lib/session";

/** The types only members find: visitors are asked to sign in instead. */
const MEMBER_TYPES = ["people", "events", "courses"] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export function isMemberType(type: DiscoverType): type is MemberType {
  return (MEMBER_TYPES as readonly DiscoverType[]).includes(type);
}

/** Who is looking: visitors see public results only, so a visitor's answer is never reused once signed in. */
export function discoverViewer(session: Session | null | undefined): string {
  return session?.user.id ?? "visitor";
}

function useSuspenseViewer(): string {
  return discoverViewer(useSuspenseQuery(sessionQueryOptions).data);
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

export function allResultsQueryOptions(viewer: string, term: string) {
  return queryOptions({
    queryKey: discoverKeys.search(viewer, term, "all"),
    queryFn: () => fetchSearch({ search: term }),
    meta: ERROR_SHOWN_INLINE,
  });
}

/** The best 5 of every type, with how many each type has. */
export function useSuspenseAllResults(term: string) {
  return useSuspenseQuery(allResultsQueryOptions(useSuspenseViewer(), term)).data;
}

export function typeResultsQueryOptions(viewer: string, term: string, type: DiscoverType) {
  return infiniteQueryOptions({
    queryKey: discoverKeys.search(viewer, term, type),
    queryFn: ({ pageParam }) => fetchSearch({ search: term, type, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page[type]?.nextCursor ?? null,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** One type's results, a page at a time. */
export function useSuspenseTypeResults(term: string, type: DiscoverType) {
  return useSuspenseInfiniteQuery(typeResultsQueryOptions(useSuspenseViewer(), term, type));
}

export function trendingQueryOptions(viewer: string) {
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
export function useSuspenseTrending() {
  return useSuspenseQuery(trendingQueryOptions(useSuspenseViewer())).data;
}
