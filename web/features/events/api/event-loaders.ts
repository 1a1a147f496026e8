// The loaders of the event pages: what the page shows starts downloading with its code.
import { EVENT_WHEN } from "@common/events";
import type { QueryClient } from "@tanstack/react-query";
import { selectedCommunity } from "@web/lib/community";
import { prefetchForMember } from "@web/lib/prefetch";
import { profileQueryOptions } from "@web/lib/profile";
import { tabParam } from "@web/lib/use-tab-param";
import type { LoaderFunction } from "react-router";
import { eventQueryOptions, eventsQueryOptions, isEventId } from "./events";

/** /events: the community's events as the page first lists them, once the profile names the hub. */
export function eventsPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, async () => {
      const profile = await queryClient.ensureQueryData(profileQueryOptions);
      const when = tabParam(new URL(request.url).searchParams, EVENT_WHEN, "upcoming");
      const filters = { when, hub: selectedCommunity(profile.hub), format: null, search: "" };
      return queryClient.prefetchInfiniteQuery(eventsQueryOptions(filters));
    });
}

/** /events/:id. */
export function eventPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isEventId(id)) return null;
    return prefetchForMember(queryClient, () => queryClient.prefetchQuery(eventQueryOptions(id)));
  };
}

/** /events/new: who may host comes from the member's profile. */
export function newEventPageLoader(queryClient: QueryClient): LoaderFunction {
  return () => prefetchForMember(queryClient, () => queryClient.prefetchQuery(profileQueryOptions));
}

/** /events/:id/edit: the event, and the member's profile for who may host it. */
export function editEventPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isEventId(id)) return null;
    return prefetchForMember(queryClient, () =>
      Promise.all([
        queryClient.prefetchQuery(eventQueryOptions(id)),
        queryClient.prefetchQuery(profileQueryOptions),
      ]),
    );
  };
}
