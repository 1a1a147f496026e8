import { randomUUID } from "node:crypto";
import { companies } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, leaderSignUp, setUpTestApp } from "@server/test/app";
import { type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  // 40 companies of this test's own, half of them pages, spread over three headquarters.
  await t.context.db.insert(companies).values(
    Array.from({ length: 40 }, (_, index) => ({
      name: `Dir ${tag} ${String(index).padStart(2, "0")}`,
      isPage: index % 2 === 1,
      headquarter: ["Lisbon", "Oslo", "Austin"][index % 3],
      industry: "Banking",
    })),
  );
  await t.context.db.insert(companies).values([
    { name: "Northwind Analytics", isPage: true, headquarter: "Seattle" },
    { name: "Northern Trust Bank", isPage: false },
    { name: "Contoso Security", isPage: true },
    { name: "Kim & Nash Labs", isPage: true },
  ]);
});

const get = (url: string, cookie?: string) => t.request({ method: "GET", url, cookie });

describe("the directory", () => {
  it("lists pages first, then by name, 15 a page, and pages through all without repeats", async () => {
    const seen: { name: string; isPage: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const response = await get(`/api/companies?search=Dir%20${tag}${query}`, cast.member.cookie);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.items.length).toBeLessThanOrEqual(15);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(40);
    expect(new Set(seen.map((company) => company.name)).size).toBe(40);
    expect(seen.slice(0, 20).every((company) => company.isPage)).toBe(true);
    const pageNames = seen.slice(0, 20).map((company) => company.name);
    expect(pageNames).toEqual([...pageNames].sort());
  });

  it("accepts page and limit as the specification's client sends them", async () => {
    const first = (
      await get(`/api/companies?search=Dir%20${tag}&page=1&limit=15`, cast.member.cookie)
    ).json();
    const third = (
      await get(`/api/companies?search=Dir%20${tag}&page=3&limit=15`, cast.member.cookie)
    ).json();
    expect(first.items).toHaveLength(15);
    expect(third.items).toHaveLength(10);
    expect(third.nextCursor).toBeNull();
  });

  it("filters by headquarter and shows visitors pages only", async () => {
    const member = (
      await get(`/api/companies?search=Dir%20${tag}&headquarter=Oslo&limit=50`, cast.member.cookie)
    ).json();
    expect(member.items.length).toBe(13);
    expect(member.items.every((company: { headquarter: string }) => company.headquarter === "Oslo")).toBe(
      true,
    );
    const visitor = (await get(`/api/companies?search=Dir%20${tag}&limit=50`)).json();
    expect(visitor.items).toHaveLength(20);
    expect(visitor.items.every((company: { isPage: boolean }) => company.isPage)).toBe(true);
  });

  it("refuses a limit over the maximum and a forged cursor with 400", async () => {
    expect((await get("/api/companies?limit=1000")).statusCode).toBe(400);
    const forged = await get("/api/companies?cursor=bm90LWEtY3Vyc29y");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ reason: "Invalid", messages: [expect.stringContaining("cursor")] });
  });

  it("lists distinct headquarters with their counts", async () => {
    const response = await get("/api/companies/filters?attributes[]=headquarter", cast.member.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["headquarter"]);
    expect(body.headquarter).toContainEqual({ value: "Lisbon", count: 14 });
    expect(body.headquarter).toContainEqual({ value: "Seattle", count: 1 });
  });

  it("offers visitors the company pages through the guest lists", async () => {
    const short = (
      await get(`/api/guest/companies/short?where[isPage]=1&search=Dir%20${tag}&limit=100`)
    ).json();
    expect(short.items).toHaveLength(20);
    const search = (await get("/api/guest/companies?search=north")).json();
    expect(search.items.map((company: { name: string }) => company.name)).toEqual(["Northwind Analytics"]);
  });
});

describe("company search", () => {
  it("finds a company despite a typo and returns at most five", async () => {
    const typo = (await get("/api/search/company?search=nortwind", cast.member.cookie)).json();
    expect(typo.items[0].name).toBe("Northwind Analytics");
    const many = (await get(`/api/search/company?search=Dir%20${tag}`, cast.member.cookie)).json();
    expect(many.items).toHaveLength(5);
  });

  it("puts names that start with the term first and hides non-pages from visitors", async () => {
    const member = (await get("/api/search/company?search=north", cast.member.cookie)).json();
    expect(
      member.items
        .map((company: { name: string }) => company.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(["Northern Trust Bank", "Northwind Analytics"]);
    const visitor = (await get("/api/search/company?search=north")).json();
    expect(visitor.items.map((company: { name: string }) => company.name)).not.toContain(
      "Northern Trust Bank",
    );
  });

  it("finds names by their words, the last one typed only in part", async () => {
    const punctuated = (await get("/api/search/company?search=kim%20nas", cast.member.cookie)).json();
    expect(punctuated.items.map((company: { name: string }) => company.name)).toEqual(["Kim & Nash Labs"]);
    const words = (await get("/api/search/company?search=trust%20ban", cast.member.cookie)).json();
    expect(words.items.map((company: { name: string }) => company.name)).toEqual(["Northern Trust Bank"]);
    const word = (await get("/api/search/company?search=analyt", cast.member.cookie)).json();
    expect(word.items.map((company: { name: string }) => company.name)).toContain("Northwind Analytics");
  });

  it("corrects a misspelt word of a longer name", async () => {
    const typo = (await get("/api/search/company?search=contoso%20securty", cast.member.cookie)).json();
    expect(typo.items.map((company: { name: string }) => company.name)).toEqual(["Contoso Security"]);
    const half = (await get("/api/search/company?search=northwnd%20ana", cast.member.cookie)).json();
    expect(half.items[0]?.name).toBe("Northwind Analytics");
  });

  it("answers an empty search with no results", async () => {
    expect((await get("/api/search/company")).json()).toEqual({ items: [] });
  });
});

describe("a company's profile", () => {
  it("is the same under /companies and /factor/companies, with what the viewer is to it", async () => {
    const main = await get(`/api/companies/${cast.companyId}`, cast.owner.cookie);
    const factor = await get(`/api/factor/companies/${cast.companyId}`, cast.owner.cookie);
    expect(main.statusCode).toBe(200);
    expect(factor.json()).toEqual(main.json());
    expect(main.json()).toMatchObject({
      id: cast.companyId,
      viewerPrivilege: "owner",
      viewerCanEdit: true,
      employeeCount: 1,
      followerCount: 0,
      specialities: [],
    });
    const member = (await get(`/api/companies/${cast.companyId}`, cast.member.cookie)).json();
    expect(member).toMatchObject({ viewerPrivilege: null, viewerCanEdit: false, isFollowing: false });
  });

  it("counts its followers, people and products as they change", async () => {
    const before = (await get(`/api/companies/${cast.otherCompanyId}`, cast.member.cookie)).json();
    await t.request({
      method: "POST",
      url: `/api/companies/${cast.otherCompanyId}/follow`,
      cookie: cast.member.cookie,
    });
    const product = await t.request({
      method: "POST",
      url: `/api/factor/companies/${cast.otherCompanyId}/users/${cast.otherAdmin.id}/products`,
      cookie: cast.otherAdmin.cookie,
      payload: { name: `Counted ${tag}` },
    });
    expect(product.statusCode).toBe(201);
    const after = (await get(`/api/companies/${cast.otherCompanyId}`, cast.member.cookie)).json();
    expect(after).toMatchObject({
      followerCount: before.followerCount + 1,
      productCount: before.productCount + 1,
      employeeCount: before.employeeCount,
      isFollowing: true,
    });
    await t.request({
      method: "DELETE",
      url: `/api/companies/${cast.otherCompanyId}/follow`,
      cookie: cast.member.cookie,
    });
    const unfollowed = (await get(`/api/companies/${cast.otherCompanyId}`, cast.member.cookie)).json();
    expect(unfollowed).toMatchObject({ followerCount: before.followerCount, isFollowing: false });
  });

  it("answers an unknown id with 404 and a malformed one with 400", async () => {
    const unknown = await get(`/api/companies/${randomUUID()}`, cast.member.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ reason: "NotFound", messages: ["Company not found."] });
    expect((await get("/api/companies/not-an-id", cast.member.cookie)).statusCode).toBe(400);
  });

  it("hides a company without a public page from visitors", async () => {
    const [hidden] = await t.context.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, "Northern Trust Bank"));
    expect((await get(`/api/companies/${hidden?.id}`)).statusCode).toBe(404);
    expect((await get(`/api/companies/${hidden?.id}`, cast.member.cookie)).statusCode).toBe(200);
  });
});

describe("creating a company", () => {
  it("makes its creator the owner and links them to it", async () => {
    const creator = await createUser(t, leaderSignUp());
    const response = await t.request({
      method: "POST",
      url: "/api/companies",
      cookie: creator.cookie,
      payload: { name: `Acme ${tag}`, industry: "banking", website: "https://www.Acme-Bank.example/about" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: `Acme ${tag}`,
      industry: "Banking",
      viewerPrivilege: "owner",
    });
    const profile = (await get("/api/profile", creator.cookie)).json();
    expect(profile.company).toMatchObject({ id: response.json().id, privilege: "owner" });
    const [row] = await t.context.db.select().from(companies).where(eq(companies.id, response.json().id));
    expect(row?.domain).toBe("acme-bank.example");
  });

  it("refuses a name that exists in any case with 409 and a visitor with 401", async () => {
    const duplicate = await t.request({
      method: "POST",
      url: "/api/companies",
      cookie: cast.member.cookie,
      payload: { name: "NORTHWIND analytics" },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().reason).toBe("AlreadyExists");
    const visitor = await t.request({
      method: "POST",
      url: "/api/companies",
      payload: { name: "Visitor Co" },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("refuses values outside the reference lists and writes nothing", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/companies",
      cookie: cast.member.cookie,
      payload: { name: `Bad ${tag}`, industry: "Space Piracy", specialities: ["Cloud Security", "Nonsense"] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([
      expect.stringContaining("industry"),
      expect.stringContaining("specialities: not in the list: Nonsense"),
    ]);
    const rows = await t.context.db
      .select()
      .from(companies)
      .where(eq(companies.name, `Bad ${tag}`));
    expect(rows).toHaveLength(0);
  });
});

describe("changing a company", () => {
  const expected: Record<CastRole, number> = {
    visitor: 401,
    member: 403,
    otherAdmin: 403,
    admin: 200,
    owner: 200,
    platformAdmin: 200,
  };

  for (const path of ["/api/companies", "/api/factor/companies"]) {
    for (const [role, status] of Object.entries(expected) as [CastRole, number][]) {
      it(`PUT ${path}/:id answers ${status} to ${role}`, async () => {
        const description = `Changed by ${role} via ${path}`;
        const response = await t.request({
          method: "PUT",
          url: `${path}/${cast.companyId}`,
          cookie: cookieOf(cast, role),
          payload: { description },
        });
        expect(response.statusCode).toBe(status);
        const [row] = await t.context.db.select().from(companies).where(eq(companies.id, cast.companyId));
        if (status === 200) expect(row?.description).toBe(description);
        else expect(row?.description).not.toBe(description);
      });
    }
  }

  it("changes only the fields sent", async () => {
    await t.request({
      method: "PUT",
      url: `/api/companies/${cast.companyId}`,
      cookie: cast.owner.cookie,
      payload: { headquarter: "Dublin", specialities: ["cloud security", "Data Governance"] },
    });
    const response = await t.request({
      method: "PUT",
      url: `/api/companies/${cast.companyId}`,
      cookie: cast.owner.cookie,
      payload: { size: "51-200", isPage: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      headquarter: "Dublin",
      size: "51-200",
      isPage: true,
      specialities: ["Cloud Security", "Data Governance"],
    });
  });

  it.each([
    [{}, "Give at least one field to change"],
    [{ nickname: "x" }, "nickname"],
    [{ name: 42 }, "name"],
    [{ website: "javascript:alert(1)" }, "website"],
    [{ revenueBand: "a lot" }, "revenueBand"],
    [{ description: "x".repeat(5001) }, "description"],
  ])("refuses %j with 400 naming the problem", async (payload, mention) => {
    const response = await t.request({
      method: "PUT",
      url: `/api/companies/${cast.companyId}`,
      cookie: cast.owner.cookie,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(response.json().messages.join(" ")).toContain(mention);
  });

  it("refuses another company's name with 409 and keeps its own", async () => {
    const response = await t.request({
      method: "PUT",
      url: `/api/companies/${cast.companyId}`,
      cookie: cast.owner.cookie,
      payload: { name: "Contoso Security", description: "should not stick" },
    });
    expect(response.statusCode).toBe(409);
    const [row] = await t.context.db.select().from(companies).where(eq(companies.id, cast.companyId));
    expect(row?.name).not.toBe("Contoso Security");
    expect(row?.description).not.toBe("should not stick");
  });

  it("takes as logo only an image the caller uploaded", async () => {
    const insertUpload = async (uploadedBy: string) => {
      const [upload] = await t.context.db
        .insert(uploads)
        .values({
          kind: "image",
          storageKey: `images/${randomUUID()}.webp`,
          thumbnailKey: `images/${randomUUID()}.webp`,
          contentType: "image/webp",
          sizeBytes: 10,
          fileName: "logo.webp",
          uploadedBy,
        })
        .returning();
      if (!upload) throw new Error("no upload");
      return upload;
    };
    const someoneElses = await insertUpload(cast.member.id);
    const refused = await t.request({
      method: "PUT",
      url: `/api/companies/${cast.companyId}`,
      cookie: cast.owner.cookie,
      payload: { logoUploadId: someoneElses.id },
    });
    expect(refused.statusCode).toBe(400);
    const own = await insertUpload(cast.owner.id);
    const accepted = await t.request({
      method: "PUT",
      url: `/api/companies/${cast.companyId}`,
      cookie: cast.owner.cookie,
      payload: { logoUploadId: own.id },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().logoUrl).toBe(`/api/files/${own.storageKey}`);
    expect(accepted.json().logoThumbnailUrl).toBe(`/api/files/${own.thumbnailKey}`);
  });
});

describe("following", () => {
  it("follows once however often asked, and unfollows", async () => {
    const follower = await createUser(t, leaderSignUp());
    const url = `/api/companies/${cast.otherCompanyId}/follow`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.request({ method: "POST", url, cookie: follower.cookie });
      expect(response.json()).toEqual({ isFollowing: true, followerCount: 1 });
    }
    expect((await get(`/api/companies/${cast.otherCompanyId}`, follower.cookie)).json().isFollowing).toBe(
      true,
    );
    const unfollowed = await t.request({ method: "DELETE", url, cookie: follower.cookie });
    expect(unfollowed.json()).toEqual({ isFollowing: false, followerCount: 0 });
  });

  it("needs a session and a known company", async () => {
    const url = `/api/companies/${cast.companyId}/follow`;
    expect((await t.request({ method: "POST", url })).statusCode).toBe(401);
    const unknown = await t.request({
      method: "POST",
      url: `/api/companies/${randomUUID()}/follow`,
      cookie: cast.member.cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("shows the followers to the company's admins only", async () => {
    await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/follow`,
      cookie: cast.member.cookie,
    });
    const url = `/api/companies/${cast.companyId}/followers`;
    const expected: Record<CastRole, number> = {
      visitor: 401,
      member: 403,
      otherAdmin: 403,
      admin: 200,
      owner: 200,
      platformAdmin: 200,
    };
    for (const [role, status] of Object.entries(expected) as [CastRole, number][]) {
      expect((await get(url, cookieOf(cast, role))).statusCode, role).toBe(status);
    }
    const list = (await get(url, cast.owner.cookie)).json();
    expect(list.items.map((person: { id: string }) => person.id)).toContain(cast.member.id);
  });
});

describe("people", () => {
  it("lists the company's employees by name with their privileges, to members only", async () => {
    expect((await get(`/api/companies/${cast.companyId}/employees`)).statusCode).toBe(401);
    const response = await get(`/api/companies/${cast.companyId}/employees`, cast.member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ id: cast.owner.id, privilege: "owner" }),
    ]);
  });

  it("finds members by name for pickers, signed in only", async () => {
    const named = await createUser(t, leaderSignUp({ name: `Zelda ${tag}` }));
    expect((await get(`/api/factor/search/user?search=zelda%20${tag}`)).statusCode).toBe(401);
    const response = await get(`/api/factor/search/user?search=zelda%20${tag}`, cast.member.cookie);
    expect(response.json().items).toEqual([expect.objectContaining({ id: named.id, name: `Zelda ${tag}` })]);
    expect((await get("/api/factor/search/user", cast.member.cookie)).statusCode).toBe(400);
  });
});
