import { randomUUID } from "node:crypto";
import { ALL_MATCH_POINTS } from "@common/decisions";
import { INTENT_TYPES } from "@common/intent-types";
import { companyMatchPoints } from "@server/platform/database/schema/decisions";
import { createUser, setUpTestApp, vendorSignUp } from "@server/test/app";
import { adminWriteMatrix, companyIdOf, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

const url = (companyId = cast.companyId) => `/api/companies/${companyId}/match-points`;

const put = (payload: object, cookie: string | undefined, companyId = cast.companyId) =>
  t.request({ method: "PUT", url: url(companyId), cookie, payload });

async function stored(companyId = cast.companyId) {
  const rows = await t.context.db
    .select({ intentType: companyMatchPoints.intentType })
    .from(companyMatchPoints)
    .where(eq(companyMatchPoints.companyId, companyId));
  return rows.map((row) => row.intentType).sort();
}

/** A vendor company of its own with its owner, so a test can reason about its whole list. */
async function freshVendor() {
  const owner = await createUser(t, vendorSignUp());
  return { owner, companyId: await companyIdOf(t, owner) };
}

const intentTypes = (cookie: string | undefined) =>
  t.request({ method: "GET", url: "/api/decisions/intent-types", cookie });

describe("PUT /api/companies/:id/match-points", () => {
  it.each(adminWriteMatrix(200))(
    "as %s answers %i, and only the company's admins change the list",
    async (role, status) => {
      await put({ intentTypes: ["Observability"] }, cast.owner.cookie);
      const response = await put({ intentTypes: ["Procurement", "Cloud Security"] }, cookieOf(cast, role));
      expect(response.statusCode).toBe(status);
      expect(await stored()).toEqual(status === 200 ? ["Cloud Security", "Procurement"] : ["Observability"]);
    },
  );

  it("replaces the whole list and answers it in the pickers' order; an empty list clears it", async () => {
    const { owner, companyId } = await freshVendor();
    const first = await put(
      { intentTypes: ["Procurement", "AI & Machine Learning"] },
      owner.cookie,
      companyId,
    );
    expect(first.json()).toEqual({ intentTypes: ["AI & Machine Learning", "Procurement"] });

    const second = await put({ intentTypes: ["Observability"] }, owner.cookie, companyId);
    expect(second.json()).toEqual({ intentTypes: ["Observability"] });
    expect(await stored(companyId)).toEqual(["Observability"]);

    expect((await put({ intentTypes: [] }, owner.cookie, companyId)).json()).toEqual({ intentTypes: [] });
    expect(await stored(companyId)).toEqual([]);
  });

  it.each([
    ["an unknown intent type", { intentTypes: ["Observability", "Astrology"] }],
    ["an intent type twice", { intentTypes: ["Observability", "Observability"] }],
    ["a list that is not one", { intentTypes: "Observability" }],
    ["no list", {}],
    ["a field it does not take", { intentTypes: ["Observability"], companyId: randomUUID() }],
  ])("refuses %s with 400 and the error object, changing nothing", async (_case, payload) => {
    const { owner, companyId } = await freshVendor();
    await put({ intentTypes: ["Procurement"] }, owner.cookie, companyId);
    const response = await put(payload, owner.cookie, companyId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    expect(await stored(companyId)).toEqual(["Procurement"]);
  });

  it("answers 404 for an unknown company and 400 for a malformed id", async () => {
    const body = { intentTypes: ["Observability"] };
    expect((await put(body, cast.platformAdmin.cookie, randomUUID())).statusCode).toBe(404);
    expect((await put(body, cast.platformAdmin.cookie, "not-a-uuid")).statusCode).toBe(400);
  });
});

describe("GET /api/companies/:id/match-points", () => {
  it.each(adminWriteMatrix(200))("as %s answers %i", async (role, status) => {
    await put({ intentTypes: ["Observability", "Cloud Security"] }, cast.owner.cookie);
    const response = await t.request({ method: "GET", url: url(), cookie: cookieOf(cast, role) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toEqual({ intentTypes: ["Cloud Security", "Observability"] });
  });
});

describe("GET /api/decisions/intent-types", () => {
  it("gives a vendor their company's match points, All first when there is more than one", async () => {
    const { owner, companyId } = await freshVendor();
    expect((await intentTypes(owner.cookie)).json()).toEqual({ items: [] });

    await put({ intentTypes: ["Procurement"] }, owner.cookie, companyId);
    expect((await intentTypes(owner.cookie)).json()).toEqual({ items: ["Procurement"] });

    await put({ intentTypes: ["Procurement", "Analytics & BI"] }, owner.cookie, companyId);
    expect((await intentTypes(owner.cookie)).json()).toEqual({
      items: [ALL_MATCH_POINTS, "Analytics & BI", "Procurement"],
    });
  });

  it("never gives a vendor another company's match points", async () => {
    await put({ intentTypes: ["Observability", "Cloud Security"] }, cast.owner.cookie);
    await put({ intentTypes: ["Procurement"] }, cast.otherAdmin.cookie, cast.otherCompanyId);
    expect((await intentTypes(cast.otherAdmin.cookie)).json()).toEqual({ items: ["Procurement"] });
  });

  it("gives a leader none, a platform admin every intent type, and a visitor 401", async () => {
    expect((await intentTypes(cast.member.cookie)).json()).toEqual({ items: [] });
    expect((await intentTypes(cast.platformAdmin.cookie)).json()).toEqual({
      items: [ALL_MATCH_POINTS, ...INTENT_TYPES],
    });
    const visitor = await intentTypes(undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ reason: expect.any(String) });
  });
});
