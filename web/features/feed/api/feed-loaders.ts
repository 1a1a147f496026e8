// The loaders of the feed's pages: what the page shows first starts downloading with its code.
import type { QueryClient } from "@tanstack/react-query";
import { selectedCommunity } from "@web/lib/community";
import { isPostId, postQueryOptions } from "@web/lib/posts/posts";
import { prefetchForMember } from "@web/lib/prefetch";
import { profileQueryOptions } from "@web/lib/profile";
import type { LoaderFunction } from "react-router";
import { feedQueryOptions } from "./feed";
import { reportsQueryOptions } from "./moderation";

/** /feed: the community's posts, once the profile names the community. */
export function feedPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, async () => {
      const profile = await queryClient.ensureQueryData(profileQueryOptions);
      return queryClient.prefetchInfiniteQuery(feedQueryOptions(selectedCommunity(profile.hub)));
    });
}

/**
 * /posts/:id. The post is asked for at once, whoever is looking: the server answers a visitor's
 * request for a members' post with 401, which the page shows as the invitation to sign in.
 */
export function postPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (isPostId(id)) void queryClient.prefetchQuery(postQueryOptions(id));
    return null;
  };
}

/** /moderation: the queue, for platform admins only. */
export function moderationPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, async () => {
      const profile = await queryClient.ensureQueryData(profileQueryOptions);
      if (profile.isPlatformAdmin) await queryClient.prefetchInfiniteQuery(reportsQueryOptions);
    });
}
