// The loader of /bookmarks: the collections and the list the address asks for start downloading
// with the page's code.
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import { bookmarkFilter, bookmarksQueryOptions } from "./bookmarks";
import { collectionsQueryOptions } from "./collections";

export function bookmarksPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, async () => {
      const filter = bookmarkFilter(new URL(request.url).searchParams);
      const list = bookmarksQueryOptions(filter);
      if (!filter.collectionId) {
        await Promise.all([
          queryClient.prefetchQuery(collectionsQueryOptions),
          queryClient.prefetchInfiniteQuery(list),
        ]);
        return;
      }
      // A collection that is not the member's any more has no bookmarks to ask for.
      const { items } = await queryClient.ensureQueryData(collectionsQueryOptions);
      if (items.some((collection) => collection.id === filter.collectionId)) {
        await queryClient.prefetchInfiniteQuery(list);
      }
    });
}
