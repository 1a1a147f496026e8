// The notable changes on a vendor's accounts, newest first (GET /api/account-highlights): surges
// starting and ending, stage changes, cycles shared, meetings accepted, follows.

import type { IntentType } from "@common/intent-types";
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** On one match point, or on all of the vendor's when `matchPoint` is undefined. */
export function accountHighlightsQueryOptions(matchPoint: IntentType | undefined) {
  return infiniteQueryOptions({
    queryKey: ["account-highlights", matchPoint ?? null],
    queryFn: ({ pageParam }) =>
      api.get("/api/account-highlights", {
        params: { query: { matchPoint, cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseAccountHighlights(matchPoint: IntentType | undefined) {
  return useSuspenseInfiniteQuery(accountHighlightsQueryOptions(matchPoint));
}
