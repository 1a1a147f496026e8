// Decisions, account insights and performance: match points, leaders' decision cycles and privacy
// centre, vendors' account insights, and the customer dashboard.
import { quarterOf } from "@common/decision-cycles";
import { publishInsights } from "@server/features/insights/insights.jobs";
import { trackedAccounts } from "@server/platform/database/schema/companies";
import { addContributors, addPoints, createAccount } from "../insights";
import type { World } from "../permission-world";
import { ORIGIN } from "./support";
import type { RouteExamples } from "./types";

/** The match point C and D both sell into, kept by the match-points write below. */
const MATCH_POINT = "Observability";

/** A new decision cycle of the leader's, shared with no vendor by name; its id. */
async function leaderCycle(world: World): Promise<string> {
  const response = await world.t.request({
    method: "POST",
    url: "/api/decisions/cycles",
    cookie: world.people.leader.cookie,
    headers: ORIGIN,
    payload: {
      intentType: MATCH_POINT,
      stage: "awareness",
      budgetBand: "undecided",
      timeline: quarterOf(new Date()),
      peopleInvolved: 3,
      visibility: "private",
    },
  });
  if (response.statusCode !== 201) throw new Error(`declaring a cycle: ${response.body}`);
  return response.json().id;
}

const scoredAccounts = new WeakMap<World, Promise<string>>();

/**
 * An account scored on MATCH_POINT that C and D both sell into and track, published once per world;
 * its id. Three contributors are the fewest the publish shows.
 */
function scoredAccount(world: World): Promise<string> {
  const known = scoredAccounts.get(world);
  if (known) return known;
  const made = (async () => {
    const { t } = world;
    const companyId = await createAccount(t);
    const userIds = await addContributors(t, companyId, 3);
    const asOf = new Date().toISOString().slice(0, 10);
    await addPoints(t, { companyId, intentType: MATCH_POINT, userIds, asOf, daysAgo: [1], points: 5 });
    const vendors = [
      { companyId: world.companyId, admin: world.people.owner },
      { companyId: world.otherCompanyId, admin: world.people.otherAdmin },
    ];
    for (const vendor of vendors) {
      const set = await t.request({
        method: "PUT",
        url: `/api/companies/${vendor.companyId}/match-points`,
        cookie: vendor.admin.cookie,
        headers: ORIGIN,
        payload: { intentTypes: [MATCH_POINT] },
      });
      if (set.statusCode !== 200) throw new Error(`setting match points: ${set.body}`);
      await t.context.db
        .insert(trackedAccounts)
        .values({ vendorCompanyId: vendor.companyId, accountCompanyId: companyId });
    }
    await publishInsights(t.context.db, { minContributors: 3 }, asOf);
    return companyId;
  })();
  scoredAccounts.set(world, made);
  return made;
}

const dashboard = (part: string) => async (world: World) => ({
  url: `/api/decisions/customer/dashboard/${part}/${world.companyId}`,
});

export const insightsExamples: RouteExamples = {
  "GET /api/decisions/intent-types": async () => ({ url: "/api/decisions/intent-types" }),
  "GET /api/companies/:id/match-points": async (world) => ({
    url: `/api/companies/${world.companyId}/match-points`,
  }),
  "PUT /api/companies/:id/match-points": async (world) => ({
    url: `/api/companies/${world.companyId}/match-points`,
    payload: { intentTypes: [MATCH_POINT] },
  }),

  "POST /api/decisions/cycles": async () => ({
    url: "/api/decisions/cycles",
    payload: {
      intentType: MATCH_POINT,
      stage: "consideration",
      budgetBand: "50k-250k",
      timeline: quarterOf(new Date()),
      peopleInvolved: 2,
      visibility: "private",
    },
  }),
  "PATCH /api/decisions/cycles/:cycleId": async (world) => ({
    url: `/api/decisions/cycles/${await leaderCycle(world)}`,
    payload: { stage: "decision" },
  }),
  "POST /api/decisions/cycles/:cycleId/close": async (world) => ({
    url: `/api/decisions/cycles/${await leaderCycle(world)}/close`,
    payload: { outcome: "bought" },
  }),
  "GET /api/decisions/cycles/:cycleId/history": async (world) => ({
    url: `/api/decisions/cycles/${await leaderCycle(world)}/history`,
  }),
  // Vendors a cycle is shared with by name read it too (decision-cycles.test.ts); this one is
  // shared with no one, so only its leader does.
  "GET /api/decisions/user-overview/:id/cycles": async (world) => {
    await leaderCycle(world);
    return { url: `/api/decisions/user-overview/${world.people.leader.id}/cycles` };
  },

  "GET /api/decisions/privacy": async () => ({ url: "/api/decisions/privacy" }),
  "PUT /api/decisions/privacy": async () => ({
    url: "/api/decisions/privacy",
    payload: { contributing: true },
  }),
  "DELETE /api/decisions/privacy/contributions": async () => ({
    url: "/api/decisions/privacy/contributions",
  }),
  "GET /api/decisions/privacy/contributions.csv": async () => ({
    url: "/api/decisions/privacy/contributions.csv",
  }),

  "GET /api/account-insights": async () => ({ url: "/api/account-insights" }),
  "GET /api/account-insights/export.csv": async () => ({ url: "/api/account-insights/export.csv" }),
  "GET /api/account-insights/:companyId/:intentType": async (world) => ({
    url: `/api/account-insights/${await scoredAccount(world)}/${encodeURIComponent(MATCH_POINT)}`,
  }),
  "GET /api/account-highlights": async () => ({ url: "/api/account-highlights" }),

  "GET /api/performance": async () => ({ url: "/api/performance" }),
  "GET /api/decisions/customer/dashboard/overview/:id": dashboard("overview"),
  "GET /api/decisions/customer/dashboard/cards/:id": dashboard("cards"),
  "GET /api/decisions/customer/dashboard/distribution-cards/:id": dashboard("distribution-cards"),
  "GET /api/decisions/customer/dashboard/counts-overview/:id": dashboard("counts-overview"),
  "GET /api/decisions/customer/dashboard/meetings/:id": dashboard("meetings"),
  "GET /api/portal/customers/experience": async () => ({ url: "/api/portal/customers/experience" }),
};
