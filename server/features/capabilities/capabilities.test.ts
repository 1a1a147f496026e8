import { randomUUID } from "node:crypto";
import { CAPABILITY_TYPE_IDS } from "@common/capabilities";
import { capabilities, companies } from "@server/platform/database/schema/companies";
import { createUser, setUpTestApp, vendorSignUp } from "@server/test/app";
import {
  adminWriteMatrix,
  type CastRole,
  companyIdOf,
  cookieOf,
  setUpCompanyCast,
} from "@server/test/company-cast";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

const base = (companyId = cast.companyId) => `/api/factor/companies/${companyId}/capabilities`;

const add = (type: string, names: unknown, as: CastRole = "owner", companyId = cast.companyId) =>
  t.request({
    method: "POST",
    url: `${base(companyId)}/type/${type}`,
    cookie: cookieOf(cast, as),
    payload: { names },
  });

async function stored(companyId = cast.companyId) {
  return t.context.db
    .select({ type: capabilities.type, name: capabilities.name })
    .from(capabilities)
    .where(eq(capabilities.companyId, companyId));
}

/** A company of its own with its owner, so a test can reason about the whole list. */
async function freshCompany() {
  const owner = await createUser(t, vendorSignUp());
  return { owner, companyId: await companyIdOf(t, owner) };
}

describe("POST /api/factor/companies/:id/capabilities/type/:type", () => {
  it.each(adminWriteMatrix(201))("as %s answers %i", async (role, status) => {
    const name = `Region of ${role} ${randomUUID()}`;
    const response = await add("region", [name], role);
    expect(response.statusCode).toBe(status);
    const names = (await stored()).map((row) => row.name);
    expect(names.includes(name)).toBe(status === 201);
  });

  it("adds the names not yet present (any case) and answers with that type's capabilities by name", async () => {
    const { owner, companyId } = await freshCompany();
    const post = (names: string[]) =>
      t.request({
        method: "POST",
        url: `${base(companyId)}/type/integration`,
        cookie: owner.cookie,
        payload: { names },
      });
    await post(["Slack", "Jira"]);
    const response = await post(["  slack ", "Zendesk", "zendesk", "Asana"]);
    expect(response.statusCode).toBe(201);
    expect(
      response.json().items.map((item: { name: string; type: string }) => [item.type, item.name]),
    ).toEqual([
      ["integration", "Asana"],
      ["integration", "Jira"],
      ["integration", "Slack"],
      ["integration", "Zendesk"],
    ]);
  });

  it.each([
    ["no names", []],
    ["names that are not a list", "Slack"],
    ["a name that is not text", [42]],
    ["an empty name", ["  "]],
    ["a name over 120 characters", ["x".repeat(121)]],
    ["more than 50 names", Array.from({ length: 51 }, (_, index) => `Name ${index}`)],
  ])("refuses %s with 400 and adds nothing", async (_label, names) => {
    const before = (await stored()).length;
    const response = await add("service", names);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect((await stored()).length).toBe(before);
  });

  it("refuses an unknown type, a missing body and extra fields with 400", async () => {
    expect((await add("colour", ["Blue"])).statusCode).toBe(400);
    const noBody = await t.request({
      method: "POST",
      url: `${base()}/type/region`,
      cookie: cast.owner.cookie,
    });
    expect(noBody.statusCode).toBe(400);
    const extra = await t.request({
      method: "POST",
      url: `${base()}/type/region`,
      cookie: cast.owner.cookie,
      payload: { names: ["EMEA"], companyId: cast.otherCompanyId },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("answers 404 for an unknown company and 400 for a malformed one", async () => {
    expect((await add("region", ["EMEA"], "platformAdmin", randomUUID())).statusCode).toBe(404);
    expect((await add("region", ["EMEA"], "platformAdmin", "not-a-uuid")).statusCode).toBe(400);
  });
});

describe("GET /api/factor/companies/:id/capabilities", () => {
  it("lists by type in the fixed order, then by name, and filters by type", async () => {
    const { owner, companyId } = await freshCompany();
    for (const type of [...CAPABILITY_TYPE_IDS].reverse()) {
      const response = await t.request({
        method: "POST",
        url: `${base(companyId)}/type/${type}`,
        cookie: owner.cookie,
        payload: { names: ["beta", "Alpha"] },
      });
      expect(response.statusCode).toBe(201);
    }
    const all = await t.request({ method: "GET", url: base(companyId), cookie: owner.cookie });
    expect(
      all.json().items.map((item: { type: string; name: string }) => `${item.type}:${item.name}`),
    ).toEqual(CAPABILITY_TYPE_IDS.flatMap((type) => [`${type}:Alpha`, `${type}:beta`]));
    const regions = await t.request({
      method: "GET",
      url: `${base(companyId)}?type=region`,
      cookie: owner.cookie,
    });
    expect(regions.json().items.map((item: { name: string }) => item.name)).toEqual(["Alpha", "beta"]);
    const unknown = await t.request({
      method: "GET",
      url: `${base(companyId)}?type=colour`,
      cookie: owner.cookie,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("shows a page to visitors and hides other companies from them as if unknown", async () => {
    await t.context.db.update(companies).set({ isPage: false }).where(eq(companies.id, cast.companyId));
    expect((await t.request({ method: "GET", url: base() })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: base(), cookie: cast.member.cookie })).statusCode).toBe(
      200,
    );
    await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, cast.companyId));
    expect((await t.request({ method: "GET", url: base() })).statusCode).toBe(200);
    await t.context.db.update(companies).set({ isPage: false }).where(eq(companies.id, cast.companyId));
  });

  it("answers 404 for an unknown company and 400 for a malformed id", async () => {
    const cookie = cast.member.cookie;
    expect((await t.request({ method: "GET", url: base(randomUUID()), cookie })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: base("nope"), cookie })).statusCode).toBe(400);
  });
});

describe("DELETE /api/factor/companies/:id/capabilities/:capabilityId", () => {
  const capabilityNamed = async (name: string) => {
    const response = await add("certification", [name]);
    return response.json().items.find((item: { name: string }) => item.name === name) as { id: string };
  };

  it.each(adminWriteMatrix(204))("as %s answers %i", async (role, status) => {
    const name = `ISO ${randomUUID()}`;
    const capability = await capabilityNamed(name);
    const response = await t.request({
      method: "DELETE",
      url: `${base()}/${capability.id}`,
      cookie: cookieOf(cast, role),
    });
    expect(response.statusCode).toBe(status);
    expect((await stored()).some((row) => row.name === name)).toBe(status !== 204);
  });

  it("answers 404 for an unknown capability or one of another company, 400 for a malformed id", async () => {
    const theirs = await add("region", ["APAC"], "otherAdmin", cast.otherCompanyId);
    const theirId = theirs.json().items[0].id;
    for (const id of [randomUUID(), theirId]) {
      const response = await t.request({
        method: "DELETE",
        url: `${base()}/${id}`,
        cookie: cast.owner.cookie,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await stored(cast.otherCompanyId)).map((row) => row.name)).toContain("APAC");
    const malformed = await t.request({ method: "DELETE", url: `${base()}/nope`, cookie: cast.owner.cookie });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("DELETE /api/factor/companies/:id/capabilities/type/:type", () => {
  it.each(adminWriteMatrix(204))("as %s answers %i", async (role, status) => {
    await add("use-case", ["Fraud detection", "Churn"]);
    await add("deployment", ["SaaS"]);
    const response = await t.request({
      method: "DELETE",
      url: `${base()}/type/use-case`,
      cookie: cookieOf(cast, role),
    });
    expect(response.statusCode).toBe(status);
    const rows = await stored();
    expect(rows.some((row) => row.type === "use-case")).toBe(status !== 204);
    expect(rows.some((row) => row.type === "deployment")).toBe(true);
  });

  it("refuses an unknown type with 400", async () => {
    const response = await t.request({
      method: "DELETE",
      url: `${base()}/type/colour`,
      cookie: cast.owner.cookie,
    });
    expect(response.statusCode).toBe(400);
  });
});
