// A stand-in for the server: tests list the answers to the requests they expect, by "METHOD /path".
// An unexpected request fails the test through console.error.

import type { AccountSession } from "@common/account-sessions";
import { DEFAULT_PROFILE_VISIBILITY, type UserSettings } from "@common/member-settings";
import type { Plan } from "@common/plans";
import type { Profile } from "@common/profile";
import type { ReferenceItemPage } from "@common/reference-data";
import { emptyDiscover } from "@web/features/discover/testing/discover-fixtures";
import type { Session } from "@web/lib/session";
import { vi } from "vitest";

export interface ApiRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
}

export type ApiHandler = ApiReply | ((request: ApiRequest) => ApiReply | Promise<ApiReply>);

export function mockApi(handlers: Record<string, ApiHandler>) {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { method, url, body } = await readRequest(input, init);
    const request: ApiRequest = { method, path: url.pathname, search: url.searchParams, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      console.error(`Unexpected request: ${method} ${url.pathname}`);
      return jsonResponse(404, { reason: "NotFound", messages: [`No mock for ${method} ${url.pathname}`] });
    }
    const reply = typeof handler === "function" ? await handler(request) : handler;
    return jsonResponse(reply.status ?? 200, reply.body ?? null);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    requests,
    /** The requests made to one endpoint, e.g. calls("POST /api/auth/sign-out"). */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** Method, URL and body, whether the client passed a Request or a URL with its options. */
async function readRequest(input: RequestInfo | URL, init: RequestInit) {
  if (input instanceof Request) {
    const contentType = input.headers.get("Content-Type") ?? "";
    const body = contentType.startsWith("multipart/form-data")
      ? await input.formData()
      : await input.text().then((text) => (text ? JSON.parse(text) : undefined));
    return { method: input.method.toUpperCase(), url: new URL(input.url, "http://localhost"), body };
  }
  const body =
    typeof init.body === "string"
      ? JSON.parse(init.body)
      : init.body instanceof FormData
        ? init.body
        : undefined;
  return {
    method: (init.method ?? "GET").toUpperCase(),
    url: new URL(String(input), "http://localhost"),
    body,
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const MARKETING_SITE_URL = "https://summit.example";

export const testSession: Session = {
  session: { id: "session-1", userId: "user-1", expiresAt: "2030-01-01T00:00:00.000Z" },
  user: { id: "user-1", name: "Ada Lovelace", email: "ada@example.com", image: null },
};

/** The same person as a platform admin, for the admin console's pages. */
export const adminSession: Session = { ...testSession, user: { ...testSession.user, isPlatformAdmin: true } };

export const testProfile: Profile = {
  id: "user-1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  photoUrl: null,
  accountType: "leader",
  hub: "ciso",
  planName: "Member",
  jobTitle: "Chief Information Security Officer",
  industry: "Banking",
  revenueBand: "$1 billion +",
  company: null,
  pendingCompany: null,
  customer: null,
  memberData: null,
  isPlatformAdmin: false,
  timeZone: "Europe/London",
  createdAt: "2025-01-01T00:00:00.000Z",
};

export const testPlans: Plan[] = [
  {
    name: "Member",
    accountType: "leader",
    description: "Everything a leader needs.",
    priceCentsPerMonth: 0,
    seats: null,
    meetingQuota: null,
    decisionInsights: false,
    insightsReach: "none",
    trackedAccounts: null,
    matchPoints: null,
    coursePublishing: false,
  },
  {
    name: "Starter",
    accountType: "vendor",
    description: "For a first presence on Summit.",
    priceCentsPerMonth: 49_900,
    seats: 3,
    meetingQuota: 5,
    decisionInsights: false,
    insightsReach: "none",
    trackedAccounts: 25,
    matchPoints: 3,
    coursePublishing: false,
  },
  {
    name: "Growth",
    accountType: "vendor",
    description: "For teams that meet leaders every month.",
    priceCentsPerMonth: 149_900,
    seats: 10,
    meetingQuota: 20,
    decisionInsights: true,
    insightsReach: "tracked",
    trackedAccounts: 500,
    matchPoints: 10,
    coursePublishing: true,
  },
  {
    name: "Enterprise",
    accountType: "vendor",
    description: "For companies that sell across every community.",
    priceCentsPerMonth: 499_900,
    seats: null,
    meetingQuota: null,
    decisionInsights: true,
    insightsReach: "market",
    trackedAccounts: null,
    matchPoints: null,
    coursePublishing: true,
  },
];

export const testIndustries: ReferenceItemPage = {
  items: ["Banking", "Computer Software", "Insurance"].map((name, index) => ({
    id: `industry-${index}`,
    name,
    position: null,
  })),
  total: 3,
  nextCursor: null,
};

/** The member's only session: this browser. */
export const testSessionDevice: AccountSession = {
  id: "session-1",
  device: "Firefox 133 on Windows",
  deviceKind: "desktop",
  network: "203.0.113.0/24",
  signedInAt: "2026-11-20T09:00:00.000Z",
  lastSeenAt: "2026-11-27T09:00:00.000Z",
  current: true,
};

export const testUserSettings: UserSettings = {
  timeZone: "Europe/London",
  hub: "ciso",
  digest: "weekly",
  visibility: DEFAULT_PROFILE_VISIBILITY,
};

/** The answers every page needs: the session (or none), the profile and the public config. */
export function baseHandlers({ signedIn }: { signedIn: boolean }): Record<string, ApiHandler> {
  return {
    "GET /api/auth/get-session": { body: signedIn ? testSession : null },
    "GET /api/config": { body: { marketingSiteUrl: MARKETING_SITE_URL, adminTwoFactorRequired: false } },
    // The shell's search box leads to Discover.
    "GET /api/search/company": { body: { items: [] } },
    "GET /api/discover": emptyDiscover,
    "GET /api/industries/short": { body: testIndustries },
    // "/" is the feed for members; the bar's shortcuts lead to bookmarks.
    "GET /api/feed": { body: { items: [], nextCursor: null } },
    "GET /api/bookmarks": { body: { items: [], nextCursor: null } },
    "GET /api/bookmark-collections": { body: { items: [] } },
    // And to their learning progress, where they follow no course yet.
    "GET /api/progress": {
      body: {
        inProgress: [],
        completed: [],
        suggestions: [],
        activity: { weeks: [], streakWeeks: 0, minutesThisMonth: 0 },
        certificates: [],
      },
    },
    // And to the leader's decision cycles.
    [`GET /api/decisions/user-overview/${testProfile.id}/cycles`]: { body: { items: [] } },
    // And whether they share their company's interest, which they have answered.
    "GET /api/decisions/privacy": {
      body: {
        contributing: true,
        answered: true,
        consentedAt: "2030-01-01T09:00:00.000Z",
        pausedAt: null,
        company: null,
        contributions: [],
      },
    },
    // And to the account settings, which list where the member is signed in.
    "GET /api/account/sessions": { body: { items: [testSessionDevice] } },
    // Its user settings, and its latest data export (none yet).
    "GET /api/account/settings": { body: testUserSettings },
    "GET /api/account/data-exports/latest": { body: { export: null } },
    // And their passkeys, of which they have none.
    "GET /api/auth/passkey/list-user-passkeys": { body: [] },
    ...(signedIn ? { "GET /api/profile": { body: testProfile } } : {}),
  };
}
