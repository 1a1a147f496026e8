// The loaders of /decisions (a leader's cycles; a vendor's match points, first page of account
// insights and highlights or the open tab's figures, and the "why" the address opens) and of its
// privacy centre: their data starts downloading with the page's code.
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember } from "@web/lib/prefetch";
import { profileQueryOptions } from "@web/lib/profile";
import type { LoaderFunction } from "react-router";
import { accountHighlightsQueryOptions } from "./account-highlights";
import {
  accountInsightsQueryOptions,
  insightExplanationQueryOptions,
  insightView,
  matchPointsQueryOptions,
  whyTarget,
} from "./account-insights";
import { leaderCyclesQueryOptions } from "./decision-cycles";
import { dashboardOverviewQueryOptions, performanceQueryOptions, rangeFromParams } from "./performance";
import { privacyQueryOptions } from "./privacy";

export function decisionsPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, async (session) => {
      const profile = await queryClient.ensureQueryData(profileQueryOptions);
      if (profile.accountType === "leader") {
        await Promise.all([
          queryClient.prefetchQuery(leaderCyclesQueryOptions(session.user.id)),
          queryClient.prefetchQuery(privacyQueryOptions),
        ]);
      } else if (profile.company) {
        // The address's match point counts only if it is one of the company's, as on the page.
        const { items } = await queryClient.ensureQueryData(matchPointsQueryOptions);
        const params = new URL(request.url).searchParams;
        const view = insightView(params, items);
        // A link to an account's "why" (a surge notification) opens it with the rest.
        const why = whyTarget(params, view, items);
        // The insights list also says whether the plan includes any of this, so it always loads.
        const figures = { ...rangeFromParams(params), matchPoint: view.matchPoint };
        const tab = params.get("tab");
        await Promise.all([
          queryClient.prefetchInfiniteQuery(accountInsightsQueryOptions(view)),
          tab !== "performance" &&
            tab !== "dashboard" &&
            queryClient.prefetchInfiniteQuery(accountHighlightsQueryOptions(view.matchPoint)),
          tab === "performance" && queryClient.prefetchQuery(performanceQueryOptions(figures)),
          tab === "dashboard" &&
            queryClient.prefetchQuery(dashboardOverviewQueryOptions(profile.company.id, figures)),
          why && queryClient.prefetchQuery(insightExplanationQueryOptions(why.companyId, why.intentType)),
        ]);
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
