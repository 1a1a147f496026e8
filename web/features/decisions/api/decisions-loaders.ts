// The loaders of /decisions (a leader's cycles) and of its privacy centre: their data starts
// downloading with the page's code.
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember } from "@web/lib/prefetch";
import { profileQueryOptions } from "@web/lib/profile";
import type { LoaderFunction } from "react-router";
import { leaderCyclesQueryOptions } from "./decision-cycles";
import { privacyQueryOptions } from "./privacy";

export function decisionsPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, async (session) => {
      const profile = await queryClient.ensureQueryData(profileQueryOptions);
      if (profile.accountType === "leader") {
        await queryClient.prefetchQuery(leaderCyclesQueryOptions(session.user.id));
      }
    });
}

export function privacyPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, async () => {
      const profile = await queryClient.ensureQueryData(profileQueryOptions);
      if (profile.accountType === "leader") await queryClient.prefetchQuery(privacyQueryOptions);
    });
}
