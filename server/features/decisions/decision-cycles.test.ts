import { randomUUID } from "node:crypto";
import { CYCLE_NEEDS_MAX_LENGTH, CYCLE_TIMELINE_QUARTERS_AHEAD, quarterOf } from "@common/decision-cycles";
import { companies } from "@server/platform/database/schema/companies";
import { decisionCycles } from "@server/platform/database/schema/decisions";
import { signals } from "@server/platform/database/schema/signals";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf, makeCompanyAdmin, makePlatformAdmin } from "@server/test/company-cast";
import { createEmployedLeader } from "@server/test/leaders";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const TWICE = randomUUID();

/** A quarter `ahead` quarters after the current one. */
function quarter(ahead: number): string {
  const now = new Date();
  return quarterOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3 * ahead, 1)));
}

interface Cast {
  leader: TestUser;
  otherLeader: TestUser;
  companyAdmin: TestUser;
  platformAdmin: TestUser;
  vendor: TestUser;
  vendorCompanyId: string;
  otherVendor: TestUser;
  otherVendorCompanyId: string;
}
const cast = {} as Cast;
type Role = keyof Omit<Cast, "vendorCompanyId" | "otherVendorCompanyId"> | "visitor";
const cookieOf = (role: Role) => (role === "visitor" ? undefined : cast[role].cookie);

beforeAll(async () => {
  const [leader, otherLeader, companyAdmin, platformAdmin, vendor, otherVendor] = await Promise.all([
    createEmployedLeader(t, { name: "Ana Ruiz" }),
    createEmployedLeader(t),
    createEmployedLeader(t),
    createEmployedLeader(t),
    createUser(t, vendorSignUp()),
    createUser(t, vendorSignUp()),
  ]);
  const vendorCompanyId = await companyIdOf(t, vendor);
  await makeCompanyAdmin(t, vendorCompanyId, companyAdmin);
  await makePlatformAdmin(t, platformAdmin);
  Object.assign(cast, {
    leader,
    otherLeader,
    companyAdmin,
    platformAdmin,
    vendor,
    vendorCompanyId,
    otherVendor,
    otherVendorCompanyId: await companyIdOf(t, otherVendor),
  });
});

const validCycle = (overrides: Record<string, unknown> = {}) => ({
  intentType: "Cloud Security",
  stage: "consideration",
  budgetBand: "250k-1m",
  timeline: quarter(1),
  peopleInvolved: 4,
  needs: "Replace two legacy firewalls with one cloud policy.",
  visibility: "matched",
  ...overrides,
});

const declare = (body: object, role: Role = "leader") =>
  t.request({ method: "POST", url: "/api/decisions/cycles", cookie: cookieOf(role), payload: body });

async function declared(overrides: Record<string, unknown> = {}, role: Role = "leader"): Promise<string> {
  const response = await declare(validCycle(overrides), role);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const change = (cycleId: string, body: object, role: Role = "leader") =>
  t.request({
    method: "PATCH",
    url: `/api/decisions/cycles/${cycleId}`,
    cookie: cookieOf(role),
    payload: body,
  });

const overview = (leaderId: string, role: Role) =>
  t.request({
    method: "GET",
    url: `/api/decisions/user-overview/${leaderId}/cycles`,
    cookie: cookieOf(role),
  });

async function cyclesOf(user: TestUser) {
  return t.context.db.select().from(decisionCycles).where(eq(decisionCycles.userId, user.id));
}

describe("POST /api/decisions/cycles", () => {
  it.each<[Role, number]>([
    ["visitor", 401],
    ["vendor", 403],
    ["leader", 201],
    ["companyAdmin", 201],
    ["platformAdmin", 201],
  ])("as %s answers %i", async (role, status) => {
    const response = await declare(validCycle(), role);
    expect(response.statusCode).toBe(status);
    if (status !== 201) expect(response.json()).toMatchObject({ reason: expect.any(String) });
  });

  it("answers the cycle as its leader sees it, with who may see it and its first history line", async () => {
    const response = await declare(validCycle({ visibility: "named", vendorIds: [cast.vendorCompanyId] }));
    expect(response.statusCode).toBe(201);
    const cycle = response.json();
    expect(cycle).toMatchObject({
      intentType: "Cloud Security",
      stage: "consideration",
      budgetBand: "250k-1m",
      peopleInvolved: 4,
      visibility: "named",
      vendors: [{ id: cast.vendorCompanyId, name: expect.any(String) }],
      status: "open",
      leader: { id: cast.leader.id, name: "Ana Ruiz" },
      closedAt: null,
    });
    const history = await t.request({
      method: "GET",
      url: `/api/decisions/cycles/${cycle.id}/history`,
      cookie: cast.leader.cookie,
    });
    expect(history.json().items).toEqual([
      { id: expect.any(Number), kind: "declared", from: null, to: "consideration", at: expect.any(String) },
    ]);
  });

  it("counts a shared cycle as interest in its intent type once, and a private one not at all", async () => {
    const leader = await createEmployedLeader(t);
    const signalsOf = () =>
      t.context.db
        .select({ kind: signals.kind, intentType: signals.intentType })
        .from(signals)
        .where(and(eq(signals.userId, leader.id), eq(signals.kind, "decisionCycleDeclared")));
    const post = (body: object) =>
      t.request({ method: "POST", url: "/api/decisions/cycles", cookie: leader.cookie, payload: body });
    const mine = (await post(validCycle({ visibility: "private", intentType: "Procurement" }))).json();
    expect(await signalsOf()).toEqual([]);

    await t.request({
      method: "PATCH",
      url: `/api/decisions/cycles/${mine.id}`,
      cookie: leader.cookie,
      payload: { visibility: "matched" },
    });
    await t.request({
      method: "PATCH",
      url: `/api/decisions/cycles/${mine.id}`,
      cookie: leader.cookie,
      payload: { stage: "decision" },
    });
    expect(await signalsOf()).toEqual([{ kind: "decisionCycleDeclared", intentType: "Procurement" }]);
  });

  it.each([
    ["an unknown intent type", { intentType: "Astrology" }],
    ["an unknown stage", { stage: "dreaming" }],
    ["a past quarter", { timeline: quarter(-1) }],
    ["a quarter too far ahead", { timeline: quarter(CYCLE_TIMELINE_QUARTERS_AHEAD + 1) }],
    ["a timeline that is no quarter", { timeline: "next spring" }],
    ["nobody involved", { peopleInvolved: 0 }],
    ["a fraction of a person", { peopleInvolved: 2.5 }],
    ["needs too long", { needs: "x".repeat(CYCLE_NEEDS_MAX_LENGTH + 1) }],
    ["sharing by name with nobody", { visibility: "named" }],
    ["naming vendors of a cycle shared without names", { vendorIds: [randomUUID()] }],
    ["an unknown vendor", { visibility: "named", vendorIds: [randomUUID()] }],
    ["a vendor twice", { visibility: "named", vendorIds: [TWICE, TWICE] }],
    ["a field it does not take", { status: "bought" }],
  ])("refuses %s with 400 and writes nothing", async (_case, overrides) => {
    const before = (await cyclesOf(cast.otherLeader)).length;
    const response = await declare(validCycle(overrides), "otherLeader");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    expect(await cyclesOf(cast.otherLeader)).toHaveLength(before);
  });
});

describe("PATCH /api/decisions/cycles/:cycleId", () => {
  it.each<[Role, number]>([
    ["visitor", 401],
    ["otherLeader", 404],
    ["vendor", 404],
    ["companyAdmin", 404],
    ["platformAdmin", 404],
    ["leader", 200],
  ])("as %s answers %i", async (role, status) => {
    const cycleId = await declared({ visibility: "named", vendorIds: [cast.vendorCompanyId] });
    const response = await change(cycleId, { stage: "decision" }, role);
    expect(response.statusCode).toBe(status);
    const [row] = await t.context.db.select().from(decisionCycles).where(eq(decisionCycles.id, cycleId));
    expect(row?.stage).toBe(status === 200 ? "decision" : "consideration");
  });

  it("moves the stage, edits details and sharing, and keeps each change in the history", async () => {
    const cycleId = await declared();
    await change(cycleId, { stage: "decision" });
    await change(cycleId, { budgetBand: "1m-5m", peopleInvolved: 6 });
    const shared = await change(cycleId, { visibility: "named", vendorIds: [cast.otherVendorCompanyId] });
    expect(shared.json()).toMatchObject({
      stage: "decision",
      budgetBand: "1m-5m",
      peopleInvolved: 6,
      visibility: "named",
      vendors: [{ id: cast.otherVendorCompanyId }],
    });
    const history = await t.request({
      method: "GET",
      url: `/api/decisions/cycles/${cycleId}/history`,
      cookie: cast.leader.cookie,
    });
    expect(
      history.json().items.map(({ kind, from, to }: Record<string, unknown>) => ({ kind, from, to })),
    ).toEqual([
      { kind: "declared", from: null, to: "consideration" },
      { kind: "stage", from: "consideration", to: "decision" },
      { kind: "edited", from: null, to: "budgetBand, peopleInvolved" },
      { kind: "sharing", from: "matched", to: "named" },
    ]);
  });

  it("refuses an empty change with 400 and a closed cycle's change with 422", async () => {
    const cycleId = await declared();
    expect((await change(cycleId, {})).statusCode).toBe(400);
    await t.request({
      method: "POST",
      url: `/api/decisions/cycles/${cycleId}/close`,
      cookie: cast.leader.cookie,
      payload: { outcome: "postponed" },
    });
    const late = await change(cycleId, { stage: "purchase" });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ reason: "Failure" });
  });

  it("answers 404 for an unknown cycle and 400 for a malformed id", async () => {
    expect((await change(randomUUID(), { stage: "decision" })).statusCode).toBe(404);
    expect((await change("not-a-uuid", { stage: "decision" })).statusCode).toBe(400);
  });
});

describe("sharing rules", () => {
  it("refuses sharing as the company's need from a leader with no company", async () => {
    const loner = await createUser(t, leaderSignUp());
    const response = await t.request({
      method: "POST",
      url: "/api/decisions/cycles",
      cookie: loner.cookie,
      payload: validCycle({ visibility: "matched" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toContain("takes a company");
  });

  it("still moves a cycle shared by name once the only named vendor is gone", async () => {
    const [vendor] = await t.context.db
      .insert(companies)
      .values({ name: `Short-lived vendor ${randomUUID()}` })
      .returning({ id: companies.id });
    const cycleId = await declared({ visibility: "named", vendorIds: [vendor?.id] });
    await t.context.db.delete(companies).where(eq(companies.id, vendor?.id ?? ""));
    expect((await change(cycleId, { stage: "decision" })).statusCode).toBe(200);
  });
});

describe("POST /api/decisions/cycles/:cycleId/close", () => {
  const close = (cycleId: string, role: Role, outcome = "bought") =>
    t.request({
      method: "POST",
      url: `/api/decisions/cycles/${cycleId}/close`,
      cookie: cookieOf(role),
      payload: { outcome },
    });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["otherLeader", 404],
    ["vendor", 404],
    ["platformAdmin", 404],
    ["leader", 200],
  ])("as %s answers %i", async (role, status) => {
    const cycleId = await declared();
    const response = await close(cycleId, role);
    expect(response.statusCode).toBe(status);
    if (status === 200)
      expect(response.json()).toMatchObject({ status: "bought", closedAt: expect.any(String) });
  });

  it("closes once: a second close answers 422, an unknown outcome 400", async () => {
    const cycleId = await declared();
    expect((await close(cycleId, "leader", "abandoned")).statusCode).toBe(400);
    expect((await close(cycleId, "leader", "cancelled")).statusCode).toBe(200);
    expect((await close(cycleId, "leader", "bought")).statusCode).toBe(422);
  });
});

describe("GET /api/decisions/user-overview/:id/cycles", () => {
  it("gives the leader all of their own cycles, private ones included, newest first", async () => {
    const leader = await createEmployedLeader(t);
    const post = (body: object) =>
      t.request({ method: "POST", url: "/api/decisions/cycles", cookie: leader.cookie, payload: body });
    await post(validCycle({ visibility: "private", intentType: "Procurement" }));
    await post(validCycle({ intentType: "Observability" }));
    const response = await t.request({
      method: "GET",
      url: `/api/decisions/user-overview/${leader.id}/cycles`,
      cookie: leader.cookie,
    });
    expect(response.json().items.map((cycle: { intentType: string }) => cycle.intentType)).toEqual([
      "Observability",
      "Procurement",
    ]);
  });

  it("gives a vendor only what was shared with their company by name, without who else may see it", async () => {
    const leader = await createEmployedLeader(t, { name: "Kenji Sato" });
    const post = (body: object) =>
      t.request({ method: "POST", url: "/api/decisions/cycles", cookie: leader.cookie, payload: body });
    const named = (await post(validCycle({ visibility: "named", vendorIds: [cast.vendorCompanyId] }))).json();
    // Shared with matched vendors as the company's need, without the leader's name: never under it.
    await post(validCycle({ visibility: "matched" }));
    await post(validCycle({ visibility: "private" }));

    const seen = await overview(leader.id, "vendor");
    expect(seen.statusCode).toBe(200);
    expect(seen.json().items).toEqual([
      expect.objectContaining({
        id: named.id,
        leader: { id: leader.id, name: "Kenji Sato" },
        visibility: null,
        vendors: null,
      }),
    ]);

    // Unshared, the cycle is gone for the vendor, as if there had never been one.
    await t.request({
      method: "PATCH",
      url: `/api/decisions/cycles/${named.id}`,
      cookie: leader.cookie,
      payload: { visibility: "private" },
    });
    expect((await overview(leader.id, "vendor")).statusCode).toBe(404);
  });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["otherLeader", 404],
    ["otherVendor", 404],
    ["companyAdmin", 404],
    ["platformAdmin", 404],
    ["vendor", 200],
  ])("as %s answers %i for a leader with a cycle shared with one vendor by name", async (role, status) => {
    const leader = await createEmployedLeader(t);
    const shared = await t.request({
      method: "POST",
      url: "/api/decisions/cycles",
      cookie: leader.cookie,
      payload: validCycle({ visibility: "named", vendorIds: [cast.vendorCompanyId] }),
    });
    expect(shared.statusCode).toBe(201);
    expect((await overview(leader.id, role)).statusCode).toBe(status);
  });

  it("answers 404 for someone who is no leader at all", async () => {
    expect((await overview("no-such-member", "vendor")).statusCode).toBe(404);
  });
});
