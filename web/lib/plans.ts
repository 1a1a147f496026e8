// The plans (GET /api/plans), shown at sign-up and on the billing tab, and how to describe one.

import type { AccountType, Plan } from "@common/plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { formatDollars, formatNumber } from "./format";

export const plansQueryOptions = queryOptions({
  queryKey: ["plans"],
  queryFn: () => api.get("/api/plans"),
  staleTime: 60 * 60_000,
});

const INSIGHTS_REACH_LABELS: Record<Plan["insightsReach"], string> = {
  none: "No decision insights",
  tracked: "Decision insights on your tracked accounts",
  market: "Decision insights on your tracked accounts and every account surging on your match points",
};

export function usePlans(accountType: AccountType) {
  return useQuery({
    ...plansQueryOptions,
    select: (list) => list.items.filter((plan) => plan.accountType === accountType),
  });
}

export function formatPlanPrice({ priceCentsPerMonth }: Pick<Plan, "priceCentsPerMonth">): string {
  if (priceCentsPerMonth === 0) return "Free";
  return `${formatDollars(priceCentsPerMonth)} per month`;
}

/** The limits that tell one vendor plan from another; leader plans have none. */
export function planFeatures(plan: Plan): string[] {
  if (plan.accountType !== "vendor") return [];
  return [
    plan.seats === null ? "Unlimited seats" : `${plan.seats} ${plan.seats === 1 ? "seat" : "seats"}`,
    plan.meetingQuota === null
      ? "Unlimited meetings"
      : `${plan.meetingQuota} ${plan.meetingQuota === 1 ? "meeting" : "meetings"} included`,
    INSIGHTS_REACH_LABELS[plan.insightsReach],
    plan.matchPoints === null ? "Unlimited match points" : `Up to ${plan.matchPoints} match points`,
    plan.trackedAccounts === null
      ? "Unlimited tracked accounts"
      : `Up to ${formatNumber(plan.trackedAccounts)} tracked accounts`,
    plan.coursePublishing ? "Publish courses as your company" : "No course publishing",
  ];
}
