// Test data for the vendors' side of /decisions: a vendor with a company, accounts' insights, an
// explanation and highlights, and the answers a vendor's page asks for.
import type { AccountHighlight, AccountInsight, InsightExplanation } from "@common/account-insights";
import type { Profile } from "@common/profile";
import { type ApiHandler, testPlans, testProfile } from "@web/test/api-mock";

export const VENDOR_COMPANY_ID = "0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f";
export const ACME_ID = "7d1e2f3a-4b5c-4d6e-8f90-1a2b3c4d5e6f";
export const GLOBEX_ID = "8e2f3a4b-5c6d-4e7f-9a01-2b3c4d5e6f70";

export const vendorProfile: Profile = {
  ...testProfile,
  accountType: "vendor",
  planName: "Growth",
  company: { id: VENDOR_COMPANY_ID, name: "Northwind Analytics", privilege: "owner" },
};

export const INSIGHTS = "GET /api/account-insights";
export const HIGHLIGHTS = "GET /api/account-highlights";
export const MATCH_POINTS = "GET /api/decisions/intent-types";
export const explanationPath = (companyId: string, intentType: string) =>
  `GET /api/account-insights/${companyId}/${encodeURIComponent(intentType)}`;

const RISING_TREND = [null, null, 20, 22, 25, 24, 30, 33, 35, 40, 52, 60, 65, 71, 77];

export function accountInsight(overrides: Partial<AccountInsight> = {}): AccountInsight {
  return {
    account: {
      id: ACME_ID,
      name: "Acme Health",
      logoUrl: null,
      industry: "Insurance",
      size: "1001-5000",
      revenueBand: "$1 billion +",
    },
    intentType: "Observability",
    score: 77,
    surging: true,
    isNew: false,
    stage: "consideration",
    stageSource: "inferred",
    stageConfidence: 0.72,
    trend: RISING_TREND,
    people: 6,
    tracked: true,
    asOf: "2030-03-04",
    ...overrides,
  };
}

export const globexInsight = accountInsight({
  account: {
    id: GLOBEX_ID,
    name: "Globex",
    logoUrl: null,
    industry: "Banking",
    size: "5001-10000",
    revenueBand: null,
  },
  intentType: "Cloud Security",
  score: 41,
  surging: false,
  isNew: true,
  stage: "decision",
  stageSource: "declared",
  stageConfidence: 1,
  trend: [...Array(10).fill(null), 12, 20, 30, 38, 41],
  people: 3,
  tracked: false,
});

const WEEK_STARTS = Array.from({ length: 15 }, (_, index) =>
  new Date(Date.UTC(2029, 10, 19 + 7 * index)).toISOString().slice(0, 10),
);

export function explanation(overrides: Partial<InsightExplanation> = {}): InsightExplanation {
  return {
    insight: accountInsight(),
    recentPerWeek: 14,
    baselinePerWeek: 0,
    marketMedian: 3,
    marketChange: 1.1,
    momentum: 85,
    intensity: 82,
    weeks: WEEK_STARTS.map((weekStart, index) => ({
      weekStart,
      points:
        index >= 12
          ? [
              { kind: "contentView", points: 9 },
              { kind: "eventSessionAttended", points: 5 },
            ]
          : [],
    })),
    topics: [{ kind: "article", title: "Tracing at scale", points: 12, people: 4 }],
    ...overrides,
  };
}

export function highlight(overrides: Partial<AccountHighlight> = {}): AccountHighlight {
  return {
    id: "1",
    kind: "surgeStarted",
    account: accountInsight().account,
    intentType: "Observability",
    score: 77,
    stage: "consideration",
    previousStage: null,
    person: null,
    createdAt: "2030-03-04T06:00:00.000Z",
    ...overrides,
  };
}

export const page = <T>(items: T[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });

/** A Growth vendor on two match points with two accounts and one highlight. */
export function vendorHandlers(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    "GET /api/profile": { body: vendorProfile },
    "GET /api/plans": { body: { items: testPlans } },
    "GET /api/company-sizes": {
      body: {
        items: ["1001-5000", "5001-10000"].map((name, index) => ({ id: `s${index}`, name, position: index })),
        total: 2,
        nextCursor: null,
      },
    },
    [MATCH_POINTS]: { body: { items: ["All", "Cloud Security", "Observability"] } },
    [INSIGHTS]: page([accountInsight(), globexInsight]),
    [HIGHLIGHTS]: page([highlight()]),
    ...overrides,
  };
}
