// The loaders of Watch and Read: the library or the item starts downloading with the page's code.
import type { ContentKind } from "@common/content";
import { IntentTypeSchema } from "@common/intent-types";
import type { QueryClient } from "@tanstack/react-query";
import { contentItemQueryOptions, isContentId } from "@web/lib/content/content-item";
import { prefetchForMember } from "@web/lib/prefetch";
import { profileQueryOptions } from "@web/lib/profile";
import type { LoaderFunction } from "react-router";
import { contentListQueryOptions } from "./content";

/**
 * /watch and /read: the library as the address narrows it (?intentType=), and the profile that says
 * whether the member may publish, which an empty library's words depend on.
 */
export function contentListLoader(queryClient: QueryClient, kind: ContentKind): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, () => {
      const parsed = IntentTypeSchema.safeParse(new URL(request.url).searchParams.get("intentType"));
      const intentType = parsed.success ? parsed.data : null;
      return Promise.all([
        queryClient.prefetchQuery(profileQueryOptions),
        queryClient.prefetchInfiniteQuery(contentListQueryOptions(kind, intentType)),
      ]);
    });
}

/** /watch/:id and /read/:id. */
export function contentItemLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isContentId(id)) return null;
    return prefetchForMember(queryClient, () => queryClient.prefetchQuery(contentItemQueryOptions(id)));
  };
}
