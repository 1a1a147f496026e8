// The plans every installation has (DESIGN.md section 7); migrations apply them at boot.
import type { PlanValues } from "./plans.repository";

export const PLAN_CATALOGUE: PlanValues[] = [
  {
    name: "Member",
    accountType: "leader",
    description:
      "Your community, content, events and meetings with the vendors you choose. Free for leaders.",
    priceCentsPerMonth: 0,
    seats: 1,
    meetingQuota: null,
    decisionInsights: false,
    insightsReach: "none",
    position: 1,
  },
  {
    name: "Starter",
    accountType: "vendor",
    description: "A company profile, posts, events and a first set of meetings with leaders.",
    priceCentsPerMonth: 49_900,
    seats: 3,
    meetingQuota: 10,
    decisionInsights: false,
    insightsReach: "none",
    position: 2,
  },
  {
    name: "Growth",
    accountType: "vendor",
    description: "Everything in Starter, decision insights on your tracked accounts and more meetings.",
    priceCentsPerMonth: 149_900,
    seats: 10,
    meetingQuota: 50,
    decisionInsights: true,
    insightsReach: "tracked",
    position: 3,
  },
  {
    name: "Enterprise",
    accountType: "vendor",
    description: "Unlimited seats and meetings, full decision insights and a dedicated account manager.",
    priceCentsPerMonth: 499_900,
    seats: null,
    meetingQuota: null,
    decisionInsights: true,
    insightsReach: "market",
    position: 4,
  },
];
