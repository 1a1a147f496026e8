// Test data for a vendor's Performance and Dashboard tabs: figures over a short range, the
// dashboard's parts and the plan's use, as the server answers them.
import type {
  CustomerExperience,
  DashboardCards,
  DashboardCounts,
  DashboardDistributions,
  DashboardMeetings,
  DashboardOverview,
  Performance,
  PerformancePeriod,
} from "@common/performance";
import { PERFORMANCE_METRICS, type PerformanceMetric } from "@common/performance-metrics";
import type { ApiHandler } from "@web/test/api-mock";
import { ACME_ID, VENDOR_COMPANY_ID } from "./insight-fixtures";

export const PERFORMANCE = "GET /api/performance";
export const dashboardPath = (part: string) =>
  `GET /api/decisions/customer/dashboard/${part}/${VENDOR_COMPANY_ID}`;
export const EXPERIENCE = "GET /api/portal/customers/experience";

const range = {
  startDate: "2030-03-01",
  endDate: "2030-03-03",
  previousStartDate: "2030-02-26",
  previousEndDate: "2030-02-28",
  days: 3,
};

function period(dates: string[], values: Partial<Record<PerformanceMetric, number[]>>): PerformancePeriod {
  const figures = Object.fromEntries(
    PERFORMANCE_METRICS.map((metric) => [metric, values[metric] ?? dates.map(() => 0)]),
  );
  return { dates, figures: figures as PerformancePeriod["figures"] };
}

const total = (current: number, previous: number) => ({
  current,
  previous,
  change: previous > 0 ? current / previous - 1 : null,
});

export function performance(overrides: Partial<Performance> = {}): Performance {
  const totals = Object.fromEntries(
    PERFORMANCE_METRICS.map((metric) => [metric, total(0, 0)]),
  ) as Performance["totals"];
  return {
    matchPoint: "All",
    range,
    current: period(["2030-03-01", "2030-03-02", "2030-03-03"], {
      profileViews: [12, 20, 8],
      contentViews: [4, 1, 0],
    }),
    previous: period(["2030-02-26", "2030-02-27", "2030-02-28"], {
      profileViews: [5, 10, 10],
      contentViews: [0, 2, 0],
    }),
    totals: {
      ...totals,
      profileViews: total(40, 25),
      contentViews: total(5, 2),
      meetingsAccepted: total(1, 0),
    },
    countedAt: "2030-03-03T10:05:00Z",
    ...overrides,
  };
}

export const overview: DashboardOverview = {
  company: { id: VENDOR_COMPANY_ID, name: "Northwind Analytics" },
  matchPoint: "All",
  range,
  figures: PERFORMANCE_METRICS.map((metric) => ({
    metric,
    ...(metric === "profileViews" ? total(40, 25) : total(0, 0)),
    series: metric === "profileViews" ? [12, 20, 8] : [0, 0, 0],
  })),
  countedAt: "2030-03-03T10:05:00Z",
};

export const cards: DashboardCards = {
  topAccounts: [
    {
      account: {
        id: ACME_ID,
        name: "Acme Health",
        logoUrl: null,
        industry: "Insurance",
        size: "1001-5000",
        revenueBand: null,
      },
      intentType: "Observability",
      score: 77,
      surging: true,
      trend: [20, 40, 77],
    },
  ],
  topContent: [
    {
      id: "c0ffee00-0000-4000-8000-000000000001",
      kind: "video",
      title: "Tracing at scale",
      views: 5,
      watchMinutes: 12.5,
      series: [4, 1, 0],
    },
  ],
  nextEvents: [],
  nextMeetings: [
    {
      id: "c0ffee00-0000-4000-8000-000000000002",
      startsAt: "2030-03-10T09:00:00Z",
      eventTitle: "Observability Summit",
      leader: { id: "leader-1", name: "Dana Chief" },
      account: "Acme Health",
      representative: "Sam Seller",
    },
  ],
};

export const distributions: DashboardDistributions = {
  engagedAccounts: 7,
  distributions: [
    {
      by: "stage",
      buckets: [
        { label: "Not known", accounts: 4 },
        { label: "Other", accounts: 3 },
      ],
    },
    {
      by: "industry",
      buckets: [
        { label: "Banking", accounts: 4 },
        { label: "Other", accounts: 3 },
      ],
    },
    { by: "size", buckets: [{ label: "1001-5000", accounts: 7 }] },
    { by: "revenueBand", buckets: [] },
    { by: "hub", buckets: [{ label: "CIO", accounts: 5 }] },
  ],
};

export const counts: DashboardCounts = {
  weeks: ["2030-02-25"],
  kinds: PERFORMANCE_METRICS.filter(
    (metric) => metric !== "engagedAccounts" && metric !== "surgingTrackedAccounts",
  ).map((kind) => ({ kind, counts: [kind === "profileViews" ? 40 : 0] })),
};

const steps = { requested: 6, accepted: 3, declined: 1, completed: 2, noShow: 0 };
export const meetingsFunnel: DashboardMeetings = {
  total: steps,
  byWeek: [{ week: "2030-02-25", ...steps }],
  byRepresentative: [{ representative: { id: "rep-1", name: "Sam Seller" }, ...steps }],
};

export const experience: CustomerExperience = {
  company: { id: VENDOR_COMPANY_ID, name: "Northwind Analytics" },
  plan: { name: "Growth", description: "For growing teams", priceCentsPerMonth: 49_900 },
  seats: { used: 4, limit: 10 },
  meetingRequests: { used: 20, limit: 20, monthStart: "2030-03-01" },
  matchPoints: { used: 2, limit: null },
  trackedAccounts: { used: 120, limit: null },
  insightsReach: "tracked",
  renewsAt: null,
};

/** The answers the Performance and Dashboard tabs ask for. */
export function performanceHandlers(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    [PERFORMANCE]: { body: performance() },
    [dashboardPath("overview")]: { body: overview },
    [dashboardPath("cards")]: { body: cards },
    [dashboardPath("distribution-cards")]: { body: distributions },
    [dashboardPath("counts-overview")]: { body: counts },
    [dashboardPath("meetings")]: { body: meetingsFunnel },
    [EXPERIENCE]: { body: experience },
    ...overrides,
  };
}
