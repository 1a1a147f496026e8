// The loaders of the meetings pages: what the page shows first starts downloading with its code.
import { MEETING_VIEWS } from "@common/meetings";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember } from "@web/lib/prefetch";
import { tabParam } from "@web/lib/use-tab-param";
import type { LoaderFunction } from "react-router";
import { leaderMeetingsOptions, meetingBoardQueryOptions, meetingSettingsQueryOptions } from "./meetings";

/** /meetings: the settings and the list of the open tab. */
export function meetingsPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, () => {
      const view = tabParam(new URL(request.url).searchParams, MEETING_VIEWS, "requests");
      return Promise.all([
        queryClient.prefetchQuery(meetingSettingsQueryOptions),
        queryClient.prefetchInfiniteQuery(leaderMeetingsOptions(view)),
      ]);
    });
}

/** /events/:eventId/meetings: the company's board at the event. */
export function meetingBoardPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { eventId = "" }, request }) =>
    prefetchForMember(queryClient, () =>
      queryClient.prefetchQuery(
        meetingBoardQueryOptions(eventId, new URL(request.url).searchParams.get("companyId")),
      ),
    );
}
