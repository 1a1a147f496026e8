import { randomUUID } from "node:crypto";
import { INDUSTRIES } from "@common/industries";
import type { ReferenceItem, ReferenceItemPage } from "@common/reference-data";
import { REVENUE_BANDS } from "@common/revenue-bands";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { referenceItems } from "@server/platform/database/schema/reference-data";
import { createUser, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_CATALOGUE } from "./reference-catalogue";
import { seedReferenceData } from "./reference-data.service";

const t = setUpTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(t);
  await t.context.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.id));
});

async function list(url: string): Promise<ReferenceItemPage> {
  const response = await t.request({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (page: ReferenceItemPage) => page.items.map((item) => item.name);
/** The order the API promises: lowercase names compared code unit by code unit. */
const byLowercaseName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function addItem(kind: string, name: string, cookie = admin.cookie): Promise<ReferenceItem> {
  const response = await t.request({
    method: "POST",
    url: `/api/reference-data/${kind}`,
    cookie,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("seeded lists", () => {
  it.each([
    ["/api/company-specialities/short", "company-specialities"],
    ["/api/interests/short", "interests"],
    ["/api/industries/short", "industries"],
    ["/api/job-titles/short?limit=300", "job-titles"],
    ["/api/job-functions/short", "job-functions"],
  ] as const)("%s holds the whole seeded list, sorted by name", async (url, kind) => {
    const page = await list(url);
    const seeded = REFERENCE_CATALOGUE[kind].map((item) => item.name);
    expect(page.total).toBe(seeded.length);
    expect(names(page)).toEqual([...seeded].sort(byLowercaseName));
    expect(page.nextCursor).toBeNull();
  });

  it("seeds industries from the sign-up list and keeps the data files in their expected sizes", () => {
    expect(REFERENCE_CATALOGUE.industries.map((item) => item.name)).toEqual([...INDUSTRIES]);
    expect(REFERENCE_CATALOGUE["company-specialities"].length).toBeGreaterThanOrEqual(60);
    expect(REFERENCE_CATALOGUE.interests.length).toBeGreaterThanOrEqual(40);
    expect(REFERENCE_CATALOGUE["job-titles"].length).toBeGreaterThanOrEqual(100);
    expect(REFERENCE_CATALOGUE["job-functions"].length).toBeGreaterThanOrEqual(25);
  });

  it("lists company sizes in LinkedIn order, smallest first", async () => {
    const page = await list("/api/company-sizes");
    expect(names(page)).toEqual([
      "1-10",
      "11-50",
      "51-200",
      "201-500",
      "501-1,000",
      "1,001-5,000",
      "5,001-10,000",
      "10,001+",
    ]);
    expect(page.items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("lists the fixed revenue bands of spec section 3 to visitors", async () => {
    const page = await list("/api/revenue-bands");
    expect(names(page)).toEqual([...REVENUE_BANDS]);
    expect(page).toMatchObject({ total: 7, nextCursor: null });
  });

  it("answers visitors on every read path, ignoring the spec's uid parameter", async () => {
    for (const path of [
      "/api/company-specialities/short",
      "/api/interests/short",
      "/api/industries/short",
      "/api/job-titles/short",
      "/api/job-functions/short",
      "/api/company-sizes",
      "/api/revenue-bands",
    ]) {
      const response = await t.request({ method: "GET", url: `${path}?uid=${admin.id}&page=1` });
      expect(response.statusCode, path).toBe(200);
      expect(response.json().items.length, path).toBeGreaterThan(0);
    }
  });
});

describe("search", () => {
  it("is case-insensitive and puts names that start with the words first", async () => {
    const page = await list("/api/company-specialities/short?search=SECURITY");
    expect(names(page).slice(0, 3)).toEqual([
      "Security Awareness Training",
      "Security Information & Event Management",
      "Security Operations",
    ]);
    expect(names(page)).toContain("Cloud Security");
    expect(page.total).toBe(page.items.length);
  });

  it("finds a name through a typo", async () => {
    expect(names(await list("/api/company-specialities/short?search=secrity"))).toContain("Cloud Security");
    expect(names(await list("/api/job-titles/short?search=cheif%20information"))).toContain(
      "Chief Information Officer",
    );
  });

  it("treats LIKE wildcards as plain characters and answers an empty page when nothing is close", async () => {
    expect(await list("/api/industries/short?search=%25")).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await list("/api/industries/short?search=zzqxv")).total).toBe(0);
  });
});

describe("paging", () => {
  it("gives 50 job titles by default and the next page by number", async () => {
    const first = await list("/api/job-titles/short");
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(REFERENCE_CATALOGUE["job-titles"].length);
    const second = await list("/api/job-titles/short?page=2&limit=10");
    const all = await list("/api/job-titles/short?limit=300");
    expect(names(second)).toEqual(names(all).slice(10, 20));
  });

  it.each([
    ["/api/industries/short?limit=301"],
    ["/api/company-specialities/short?limit=0"],
    ["/api/company-sizes?limit=501"],
    ["/api/job-titles/short?limit=301"],
    ["/api/job-functions/short?page=0"],
    ["/api/interests/short?limit=ten"],
    ["/api/interests/short?cursor=not-a-cursor"],
  ])("refuses %s with 400 and the error object", async (url) => {
    const response = await t.request({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
  });

  it("accepts the largest limits of spec section 9", async () => {
    expect((await list("/api/company-sizes?limit=500")).items).toHaveLength(8);
    expect((await list("/api/company-sizes?limit=20")).items).toHaveLength(8);
    expect((await list("/api/job-functions/short?limit=500")).items.length).toBeGreaterThan(25);
  });

  it.each([
    ["/api/industries/short", 25],
    ["/api/job-titles/short?search=chief", 4],
    ["/api/company-specialities/short?search=secrity", 3],
  ])("walks %s by cursor without repeating or missing an item", async (url, limit) => {
    const whole = await list(`${url}${url.includes("?") ? "&" : "?"}limit=300`);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: ReferenceItemPage = await list(`${url}${url.includes("?") ? "&" : "?"}${query}`);
      expect(page.total).toBe(whole.total);
      walked.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(names(whole));
    expect(new Set(walked).size).toBe(walked.length);
  });
});

describe("writes", () => {
  it.each([
    ["a visitor", 401],
    ["a member", 403],
    ["a company admin", 403],
  ])("refuse %s", async (who, status) => {
    const item = await addItem("interests", unique("Edge AI"));
    const cookie =
      who === "a visitor"
        ? undefined
        : (await createUser(t, who === "a company admin" ? vendorSignUp() : undefined)).cookie;
    const requests = [
      { method: "POST" as const, url: "/api/reference-data/interests", payload: { name: unique("x") } },
      { method: "PATCH" as const, url: `/api/reference-data/interests/${item.id}`, payload: { name: "y" } },
      { method: "DELETE" as const, url: `/api/reference-data/interests/${item.id}` },
    ];
    for (const request of requests) {
      const response = await t.request({ ...request, cookie });
      expect(response.statusCode, `${request.method} ${response.body}`).toBe(status);
      expect(response.json().reason).toBe("AccessDenied");
    }
    // Still there under its name: an exact match comes first (look-alikes from other cases may follow).
    expect(names(await list(`/api/interests/short?search=${encodeURIComponent(item.name)}`))[0]).toBe(
      item.name,
    );
  });

  it("let a platform admin add (trimmed), rename and delete an item", async () => {
    const name = unique("Quantum Networking");
    const created = await addItem("company-specialities", `  ${name}  `);
    expect(created).toMatchObject({ name, position: null });

    const renamed = await t.request({
      method: "PATCH",
      url: `/api/reference-data/company-specialities/${created.id}`,
      cookie: admin.cookie,
      payload: { name: `${name} Security` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: created.id, name: `${name} Security`, position: null });

    const deleted = await t.request({
      method: "DELETE",
      url: `/api/reference-data/company-specialities/${created.id}`,
      cookie: admin.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(`/api/company-specialities/short?search=${encodeURIComponent(name)}`)).items).toEqual(
      [],
    );
  });

  it("orders a company size by the position it is given", async () => {
    const size = await t.request({
      method: "POST",
      url: "/api/reference-data/company-sizes",
      cookie: admin.cookie,
      payload: { name: "Self-employed", position: 0 },
    });
    expect(size.statusCode).toBe(201);
    expect(names(await list("/api/company-sizes"))[0]).toBe("Self-employed");
    await t.request({
      method: "DELETE",
      url: `/api/reference-data/company-sizes/${size.json().id}`,
      cookie: admin.cookie,
    });
  });

  it("answers 409 for a name the list already has in any case, on add and on rename", async () => {
    const added = await t.request({
      method: "POST",
      url: "/api/reference-data/company-specialities",
      cookie: admin.cookie,
      payload: { name: "cloud SECURITY" },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().reason).toBe("AlreadyExists");

    const item = await addItem("job-titles", unique("Head of Quantum"));
    const renamed = await t.request({
      method: "PATCH",
      url: `/api/reference-data/job-titles/${item.id}`,
      cookie: admin.cookie,
      payload: { name: "chief information officer" },
    });
    expect(renamed.statusCode).toBe(409);
    expect(names(await list(`/api/job-titles/short?search=${encodeURIComponent(item.name)}`))).toEqual([
      item.name,
    ]);
  });

  it("lets a rename change only the case of a name", async () => {
    const item = await addItem("job-functions", unique("field enablement"));
    const response = await t.request({
      method: "PATCH",
      url: `/api/reference-data/job-functions/${item.id}`,
      cookie: admin.cookie,
      payload: { name: item.name.replace("field enablement", "Field Enablement") },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toMatch(/^Field Enablement /);
  });

  it.each([
    ["an unknown list", "POST", "/api/reference-data/colours"],
    ["the read-only revenue bands", "POST", "/api/reference-data/revenue-bands"],
    ["an unknown id", "PATCH", `/api/reference-data/interests/${randomUUID()}`],
    ["an id that is not one", "PATCH", "/api/reference-data/interests/42"],
    ["an unknown id", "DELETE", `/api/reference-data/interests/${randomUUID()}`],
    ["an item of another list", "DELETE", "/api/reference-data/industries/{interest}"],
  ])("answers 404 for %s (%s)", async (_label, method, url) => {
    const interest = await addItem("interests", unique("Digital Sovereignty"));
    const response = await t.request({
      method: method as "POST" | "PATCH" | "DELETE",
      url: url.replace("{interest}", interest.id),
      cookie: admin.cookie,
      ...(method === "DELETE" ? {} : { payload: { name: unique("Anything") } }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().reason).toBe("NotFound");
  });

  it.each([
    ["a blank name", { name: "   " }],
    ["a name over 120 characters", { name: "x".repeat(121) }],
    ["no name", {}],
    ["an unknown field", { name: "Edge Security", colour: "red" }],
    ["a position on a list sorted by name", { name: unique("Edge Security"), position: 3 }],
  ])("refuses %s with 400", async (_label, payload) => {
    const response = await t.request({
      method: "POST",
      url: "/api/reference-data/company-specialities",
      cookie: admin.cookie,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
  });
});

describe("renames reach the data that uses the name", () => {
  it("updates a company's industry, size, specialities and interests, and members' industry", async () => {
    const [speciality, interest, industry, size] = await Promise.all([
      addItem("company-specialities", unique("Agentic AI")),
      addItem("interests", unique("Agentic AI")),
      addItem("industries", unique("Space Technology")),
      addItem("company-sizes", unique("50,001+")),
    ]);
    const [company] = await t.context.db
      .insert(companies)
      .values({
        name: unique("Orbital Systems"),
        industry: industry.name,
        size: size.name,
        specialities: ["Cloud Security", speciality.name, "Data Governance"],
        interests: [interest.name],
      })
      .returning();
    const member = await createUser(t);
    await t.context.db.update(users).set({ industry: industry.name }).where(eq(users.id, member.id));

    const renames = [speciality, interest, industry, size].map((item, index) => ({
      item,
      kind: ["company-specialities", "interests", "industries", "company-sizes"][index],
      to: `${item.name} (renamed)`,
    }));
    for (const { item, kind, to } of renames) {
      const response = await t.request({
        method: "PATCH",
        url: `/api/reference-data/${kind}/${item.id}`,
        cookie: admin.cookie,
        payload: { name: to },
      });
      expect(response.statusCode).toBe(200);
    }

    const [row] = await t.context.db
      .select()
      .from(companies)
      .where(eq(companies.id, company?.id ?? ""));
    expect(row).toMatchObject({
      industry: `${industry.name} (renamed)`,
      size: `${size.name} (renamed)`,
      specialities: ["Cloud Security", `${speciality.name} (renamed)`, "Data Governance"],
      interests: [`${interest.name} (renamed)`],
    });
    const [user] = await t.context.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.industry).toBe(`${industry.name} (renamed)`);
  });

  it("leaves a company's values as they are when the item is deleted", async () => {
    const speciality = await addItem("company-specialities", unique("Satellite Networking"));
    const [company] = await t.context.db
      .insert(companies)
      .values({ name: unique("Deleted Item Co"), specialities: [speciality.name] })
      .returning();
    const response = await t.request({
      method: "DELETE",
      url: `/api/reference-data/company-specialities/${speciality.id}`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.context.db
      .select()
      .from(companies)
      .where(eq(companies.id, company?.id ?? ""));
    expect(row?.specialities).toEqual([speciality.name]);
  });
});

describe("seeding at boot", () => {
  const countOf = async (kind: string) =>
    (await t.context.db.select().from(referenceItems).where(eq(referenceItems.kind, kind))).length;

  it("neither duplicates items nor brings back what an admin renamed or deleted", async () => {
    const [first, second] = (await list("/api/interests/short")).items;
    if (!first || !second) throw new Error("the interests list is empty");
    await t.request({
      method: "DELETE",
      url: `/api/reference-data/interests/${first.id}`,
      cookie: admin.cookie,
    });
    await t.request({
      method: "PATCH",
      url: `/api/reference-data/interests/${second.id}`,
      cookie: admin.cookie,
      payload: { name: unique("Renamed interest") },
    });
    const before = await countOf("interests");

    await seedReferenceData(t.context.db);

    expect(await countOf("interests")).toBe(before);
    const remaining = names(await list("/api/interests/short"));
    expect(remaining).not.toContain(first.name);
    expect(remaining).not.toContain(second.name);
  });

  it("seeds a list that has no items at all", async () => {
    await t.context.db.delete(referenceItems).where(and(eq(referenceItems.kind, "job-functions")));
    await seedReferenceData(t.context.db);
    expect(await countOf("job-functions")).toBe(REFERENCE_CATALOGUE["job-functions"].length);
  });
});
