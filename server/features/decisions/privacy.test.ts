import { quarterOf } from "@common/decision-cycles";
import { signals } from "@server/platform/database/schema/signals";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { makePlatformAdmin } from "@server/test/company-cast";
import { createEmployedLeader } from "@server/test/leaders";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();

/** A shared cycle is a contribution: the simplest action that makes a signal. */
async function shareCycle(leader: TestUser, intentType: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/decisions/cycles",
    cookie: leader.cookie,
    payload: {
      intentType,
      stage: "awareness",
      budgetBand: "undecided",
      timeline: quarterOf(new Date()),
      peopleInvolved: 2,
      visibility: "matched",
    },
  });
  expect(response.statusCode).toBe(201);
}

const privacy = (cookie: string | undefined) =>
  t.request({ method: "GET", url: "/api/decisions/privacy", cookie });
const setContributing = (cookie: string | undefined, contributing: boolean) =>
  t.request({ method: "PUT", url: "/api/decisions/privacy", cookie, payload: { contributing } });
const withdraw = (cookie: string | undefined) =>
  t.request({ method: "DELETE", url: "/api/decisions/privacy/contributions", cookie });
const download = (cookie: string | undefined) =>
  t.request({ method: "GET", url: "/api/decisions/privacy/contributions.csv", cookie });

async function signalsOf(user: TestUser) {
  return t.context.db.select().from(signals).where(eq(signals.userId, user.id));
}

describe("the privacy centre's routes", () => {
  it.each([
    ["visitor", 401],
    ["vendor", 403],
    ["leader", 200],
    ["platform admin", 200],
  ] as const)("as %s answer %i", async (role, status) => {
    const user =
      role === "visitor"
        ? undefined
        : await createUser(t, role === "vendor" ? vendorSignUp() : leaderSignUp());
    if (role === "platform admin" && user) await makePlatformAdmin(t, user);
    const cookie = user?.cookie;
    for (const response of [
      await privacy(cookie),
      await setContributing(cookie, false),
      await withdraw(cookie),
      await download(cookie),
    ]) {
      expect(response.statusCode).toBe(status);
      if (status !== 200) expect(response.json()).toMatchObject({ reason: expect.any(String) });
    }
  });
});

describe("GET /api/decisions/privacy", () => {
  it("shows a leader what their activity added, by week, intent type and kind, and nobody else's", async () => {
    const leader = await createEmployedLeader(t);
    const other = await createEmployedLeader(t);
    await shareCycle(leader, "Observability");
    await shareCycle(other, "Procurement");

    const response = await privacy(leader.cookie);
    expect(response.json()).toMatchObject({
      contributing: true,
      pausedAt: null,
      contributions: [
        {
          week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          intentType: "Observability",
          kind: "decisionCycleDeclared",
          points: 6,
          actions: 1,
        },
      ],
    });
  });
});

describe("PUT /api/decisions/privacy", () => {
  it("keeps nothing of a leader who has not agreed yet, and starts when they do", async () => {
    const leader = await createEmployedLeader(t, {}, { insightsConsent: false });
    expect((await privacy(leader.cookie)).json()).toMatchObject({
      contributing: false,
      answered: false,
      consentedAt: null,
      pausedAt: null,
    });
    await shareCycle(leader, "Observability");
    expect(await signalsOf(leader)).toEqual([]);

    const agreed = await setContributing(leader.cookie, true);
    expect(agreed.json()).toMatchObject({
      contributing: true,
      answered: true,
      consentedAt: expect.any(String),
    });
    await shareCycle(leader, "Procurement");
    expect((await signalsOf(leader)).map((signal) => signal.intentType)).toEqual(["Procurement"]);
  });

  it("remembers a leader who declined when asked, and keeps nothing of theirs", async () => {
    const leader = await createEmployedLeader(t, {}, { insightsConsent: false });
    const declined = await setContributing(leader.cookie, false);
    expect(declined.json()).toMatchObject({ contributing: false, answered: true, consentedAt: null });
    await shareCycle(leader, "Observability");
    expect(await signalsOf(leader)).toEqual([]);
  });

  it("stops a paused leader's actions from counting at all, until they resume", async () => {
    const leader = await createEmployedLeader(t);
    const paused = await setContributing(leader.cookie, false);
    expect(paused.json()).toMatchObject({ contributing: false, pausedAt: expect.any(String) });

    await shareCycle(leader, "Observability");
    expect(await signalsOf(leader)).toEqual([]);

    expect((await setContributing(leader.cookie, true)).json()).toMatchObject({
      contributing: true,
      pausedAt: null,
    });
    await shareCycle(leader, "Procurement");
    expect((await signalsOf(leader)).map((signal) => signal.intentType)).toEqual(["Procurement"]);

    // The cycle shared while paused does not count later, when it changes.
    const cycles = await t.request({
      method: "GET",
      url: `/api/decisions/user-overview/${leader.id}/cycles`,
      cookie: leader.cookie,
    });
    const observability = cycles
      .json()
      .items.find((cycle: { intentType: string }) => cycle.intentType === "Observability");
    await t.request({
      method: "PATCH",
      url: `/api/decisions/cycles/${observability.id}`,
      cookie: leader.cookie,
      payload: { stage: "decision" },
    });
    expect((await signalsOf(leader)).map((signal) => signal.intentType)).toEqual(["Procurement"]);
  });

  it("refuses a body that is not a yes or no with 400", async () => {
    const leader = await createEmployedLeader(t);
    const response = await t.request({
      method: "PUT",
      url: "/api/decisions/privacy",
      cookie: leader.cookie,
      payload: { contributing: "maybe" },
    });
    expect(response.statusCode).toBe(400);
    expect((await privacy(leader.cookie)).json().contributing).toBe(true);
  });
});

describe("DELETE /api/decisions/privacy/contributions", () => {
  it("withdraws every past contribution of the leader, and only theirs", async () => {
    const leader = await createEmployedLeader(t);
    const other = await createEmployedLeader(t);
    await shareCycle(leader, "Observability");
    await shareCycle(leader, "Procurement");
    await shareCycle(other, "Procurement");

    expect((await withdraw(leader.cookie)).json()).toEqual({ withdrawn: 2 });
    expect(await signalsOf(leader)).toEqual([]);
    // Changing a cycle shared before the withdrawal does not bring its contribution back.
    const [cycle] = (
      await t.request({
        method: "GET",
        url: `/api/decisions/user-overview/${leader.id}/cycles`,
        cookie: leader.cookie,
      })
    ).json().items;
    await t.request({
      method: "PATCH",
      url: `/api/decisions/cycles/${cycle.id}`,
      cookie: leader.cookie,
      payload: { stage: "decision" },
    });
    expect(await signalsOf(leader)).toEqual([]);
    expect((await privacy(leader.cookie)).json().contributions).toEqual([]);
    expect(await signalsOf(other)).toHaveLength(1);
  });
});

describe("GET /api/decisions/privacy/contributions.csv", () => {
  it("downloads the leader's own contributions as a CSV file", async () => {
    const leader = await createEmployedLeader(t);
    await shareCycle(leader, "Observability");
    const response = await download(leader.cookie);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const lines = response.body.trim().split("\n");
    expect(lines[0]).toBe("time (UTC),intent type,action,points,about,about id");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T.*,Observability,decisionCycleDeclared,6,decision-cycle,/);
  });
});
