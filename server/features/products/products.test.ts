import { randomUUID } from "node:crypto";
import { users } from "@server/platform/database/schema/auth";
import { companies, products } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, leaderSignUp, setUpTestApp, type TestUser } from "@server/test/app";
import { type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

const base = (companyId = cast.companyId) => `/api/factor/companies/${companyId}`;

async function createProduct(
  body: Record<string, unknown>,
  options: { cookie?: string; companyId?: string; ownerId?: string } = {},
) {
  const companyId = options.companyId ?? cast.companyId;
  return t.request({
    method: "POST",
    url: `${base(companyId)}/users/${options.ownerId ?? cast.owner.id}/products`,
    // An explicit undefined cookie is the visitor; no cookie option at all is the owner.
    cookie: "cookie" in options ? options.cookie : cast.owner.cookie,
    payload: body,
  });
}

async function newProduct(name = `Product ${randomUUID().slice(0, 8)}`) {
  const response = await createProduct({ name });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; name: string };
}

async function insertImage(user: TestUser, kind = "image") {
  const key = `test/${randomUUID()}.webp`;
  const [upload] = await t.context.db
    .insert(uploads)
    .values({
      kind,
      storageKey: key,
      thumbnailKey: `test/${randomUUID()}-thumb.webp`,
      contentType: "image/webp",
      sizeBytes: 1234,
      fileName: "product.webp",
      uploadedBy: user.id,
    })
    .returning({ id: uploads.id, storageKey: uploads.storageKey, thumbnailKey: uploads.thumbnailKey });
  if (!upload) throw new Error("no upload");
  return upload;
}

async function productCount(companyId = cast.companyId) {
  return (await t.context.db.select().from(products).where(eq(products.companyId, companyId))).length;
}

async function setPage(companyId: string, isPage: boolean) {
  await t.context.db.update(companies).set({ isPage }).where(eq(companies.id, companyId));
}

const ROLES: [CastRole, number][] = [
  ["visitor", 401],
  ["member", 403],
  ["otherAdmin", 403],
  ["admin", 201],
  ["owner", 201],
  ["platformAdmin", 201],
];

describe("POST /api/factor/companies/:id/users/:userId/products", () => {
  it.each(ROLES)("as %s answers %i", async (role, status) => {
    const before = await productCount();
    const response = await createProduct(
      { name: `By ${role} ${randomUUID()}` },
      { cookie: cookieOf(cast, role) },
    );
    expect(response.statusCode).toBe(status);
    expect(await productCount()).toBe(before + (status === 201 ? 1 : 0));
  });

  it("creates the product with its owner, image and fields", async () => {
    const image = await insertImage(cast.owner);
    const response = await createProduct({
      name: "  Atlas Analytics  ",
      description: "Dashboards for everyone.",
      website: "https://atlas.example.com",
      imageUploadId: image.id,
    });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      companyId: cast.companyId,
      name: "Atlas Analytics",
      description: "Dashboards for everyone.",
      website: "https://atlas.example.com",
      imageUrl: `/api/files/${image.storageKey}`,
      imageThumbnailUrl: `/api/files/${image.thumbnailKey}`,
      owner: { id: cast.owner.id, name: expect.any(String) },
    });
    const read = await t.request({
      method: "GET",
      url: `${base()}/products/${product.id}`,
      cookie: cast.member.cookie,
    });
    expect(read.json()).toEqual(product);
  });

  it("lets a company admin who does not work there own a product", async () => {
    const response = await createProduct({ name: `Admin owned ${randomUUID()}` }, { ownerId: cast.admin.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().owner.id).toBe(cast.admin.id);
  });

  it("refuses an owner with no tie to the company with 400", async () => {
    const before = await productCount();
    const response = await createProduct({ name: "Orphan" }, { ownerId: cast.member.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      reason: "Invalid",
      messages: [expect.stringContaining("userId")],
    });
    expect(await productCount()).toBe(before);
  });

  it("answers 404 for an unknown owner and changes nothing", async () => {
    const before = await productCount();
    const response = await createProduct({ name: "Nobody's" }, { ownerId: "no-such-user" });
    expect(response.statusCode).toBe(404);
    expect(await productCount()).toBe(before);
  });

  it("refuses a name the company already uses, in any case, with 409", async () => {
    const product = await newProduct();
    const before = await productCount();
    const response = await createProduct({ name: product.name.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().reason).toBe("AlreadyExists");
    expect(await productCount()).toBe(before);
  });

  it("allows the same name at another company", async () => {
    const product = await newProduct();
    const response = await createProduct(
      { name: product.name },
      { companyId: cast.otherCompanyId, cookie: cast.otherAdmin.cookie, ownerId: cast.otherAdmin.id },
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ["a missing name", {}],
    ["an empty name", { name: "   " }],
    ["a name that is not text", { name: 42 }],
    ["a name over 160 characters", { name: "x".repeat(161) }],
    ["a description over 5000 characters", { name: "Long", description: "x".repeat(5001) }],
    ["a website that is not http", { name: "Ftp", website: "ftp://example.com" }],
    ["an imageUploadId that is not an id", { name: "Pic", imageUploadId: "nope" }],
    ["an unknown field", { name: "Extra", ownerId: "someone" }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const before = await productCount();
    const response = await createProduct(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await productCount()).toBe(before);
  });

  it("refuses an image someone else uploaded, or an upload that is not an image", async () => {
    const before = await productCount();
    const theirs = await insertImage(cast.member);
    const document = await insertImage(cast.owner, "document");
    for (const imageUploadId of [theirs.id, document.id, randomUUID()]) {
      const response = await createProduct({ name: `Pic ${randomUUID()}`, imageUploadId });
      expect(response.statusCode).toBe(400);
    }
    expect(await productCount()).toBe(before);
  });

  it("lets a platform admin use anyone's image", async () => {
    const image = await insertImage(cast.member);
    const response = await createProduct(
      { name: `Platform pic ${randomUUID()}`, imageUploadId: image.id },
      { cookie: cast.platformAdmin.cookie },
    );
    expect(response.statusCode).toBe(201);
  });

  it("answers 404 for an unknown company and 400 for a malformed one", async () => {
    const unknown = await createProduct({ name: "Ghost" }, { companyId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const malformed = await createProduct({ name: "Ghost" }, { companyId: "not-a-uuid" });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("PATCH /api/factor/companies/:id/products/:productId", () => {
  const patch = (productId: string, payload: Record<string, unknown>, as: CastRole = "owner") =>
    t.request({
      method: "PATCH",
      url: `${base()}/products/${productId}`,
      cookie: cookieOf(cast, as),
      payload,
    });

  it.each([
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 200],
    ["owner", 200],
    ["platformAdmin", 200],
  ] as [CastRole, number][])("as %s answers %i", async (role, status) => {
    const product = await newProduct();
    const response = await patch(product.id, { description: `By ${role}` }, role);
    expect(response.statusCode).toBe(status);
    const read = await t.request({
      method: "GET",
      url: `${base()}/products/${product.id}`,
      cookie: cast.owner.cookie,
    });
    expect(read.json().description).toBe(status === 200 ? `By ${role}` : null);
  });

  it("changes only the fields sent, and can hand the product to another person of the company", async () => {
    const colleague = await createUser(t, leaderSignUp());
    await t.context.db.update(users).set({ companyId: cast.companyId }).where(eq(users.id, colleague.id));
    const product = await newProduct();
    const response = await patch(product.id, { website: "http://example.com/p", ownerId: colleague.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: product.name, website: "http://example.com/p" });
    expect(response.json().owner.id).toBe(colleague.id);
    const cleared = await patch(product.id, { ownerId: null, website: null });
    expect(cleared.json()).toMatchObject({ owner: null, website: null });
  });

  it("refuses an owner with no tie to the company (400) and an unknown one (404), changing nothing", async () => {
    const product = await newProduct();
    expect((await patch(product.id, { ownerId: cast.member.id, name: "Renamed" })).statusCode).toBe(400);
    expect((await patch(product.id, { ownerId: "no-such-user", name: "Renamed" })).statusCode).toBe(404);
    const read = await t.request({
      method: "GET",
      url: `${base()}/products/${product.id}`,
      cookie: cast.owner.cookie,
    });
    expect(read.json()).toMatchObject({ name: product.name, owner: { id: cast.owner.id } });
  });

  it("refuses a rename onto another product's name with 409, but allows a change of case of its own", async () => {
    const [first, second] = [await newProduct(), await newProduct()];
    const clash = await patch(second.id, { name: first.name.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    const recased = await patch(first.id, { name: first.name.toUpperCase() });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().name).toBe(first.name.toUpperCase());
  });

  it.each([
    ["an empty body", {}],
    ["an unknown field", { companyId: randomUUID() }],
    ["a name over 160 characters", { name: "x".repeat(161) }],
    ["a website of the wrong type", { website: 12 }],
  ])("refuses %s with 400", async (_label, body) => {
    const product = await newProduct();
    const response = await patch(product.id, body);
    expect(response.statusCode).toBe(400);
  });

  it("answers 404 for an unknown product, a product of another company, and 400 for a malformed id", async () => {
    expect((await patch(randomUUID(), { name: "X" })).statusCode).toBe(404);
    const theirs = await createProduct(
      { name: `Theirs ${randomUUID()}` },
      { companyId: cast.otherCompanyId, cookie: cast.otherAdmin.cookie, ownerId: cast.otherAdmin.id },
    );
    const response = await patch(theirs.json().id, { name: "Taken over" });
    expect(response.statusCode).toBe(404);
    const read = await t.request({
      method: "GET",
      url: `${base(cast.otherCompanyId)}/products/${theirs.json().id}`,
      cookie: cast.otherAdmin.cookie,
    });
    expect(read.json().name).toBe(theirs.json().name);
    expect((await patch("not-a-uuid", { name: "X" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/factor/companies/:id/products/:productId", () => {
  it.each([
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 204],
    ["owner", 204],
    ["platformAdmin", 204],
  ] as [CastRole, number][])("as %s answers %i", async (role, status) => {
    const product = await newProduct();
    const response = await t.request({
      method: "DELETE",
      url: `${base()}/products/${product.id}`,
      cookie: cookieOf(cast, role),
    });
    expect(response.statusCode).toBe(status);
    const read = await t.request({
      method: "GET",
      url: `${base()}/products/${product.id}`,
      cookie: cast.owner.cookie,
    });
    expect(read.statusCode).toBe(status === 204 ? 404 : 200);
  });

  it("answers 404 for an unknown product or one of another company", async () => {
    const theirs = await createProduct(
      { name: `Theirs ${randomUUID()}` },
      { companyId: cast.otherCompanyId, cookie: cast.otherAdmin.cookie, ownerId: cast.otherAdmin.id },
    );
    for (const productId of [randomUUID(), theirs.json().id]) {
      const response = await t.request({
        method: "DELETE",
        url: `${base()}/products/${productId}`,
        cookie: cast.owner.cookie,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await productCount(cast.otherCompanyId)).toBeGreaterThan(0);
  });
});

describe("reading products", () => {
  it("lists by name, case aside, 50 a page by default, with a cursor that neither skips nor repeats", async () => {
    const owner = await createUser(t, leaderSignUp());
    const company = await t.request({
      method: "POST",
      url: "/api/companies",
      cookie: owner.cookie,
      payload: { name: `Listing Co ${randomUUID()}` },
    });
    const companyId = company.json().id;
    const names = Array.from(
      { length: 53 },
      (_, index) => `${index % 2 ? "b" : "B"}-${String(index).padStart(2, "0")}`,
    );
    for (const name of names) {
      const response = await createProduct({ name }, { companyId, cookie: owner.cookie, ownerId: owner.id });
      expect(response.statusCode).toBe(201);
    }
    const first = await t.request({
      method: "GET",
      url: `${base(companyId)}/products`,
      cookie: owner.cookie,
    });
    expect(first.json().items).toHaveLength(50);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=7&cursor=${cursor}` : "?limit=7";
      const page = await t.request({
        method: "GET",
        url: `${base(companyId)}/products${query}`,
        cookie: owner.cookie,
      });
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().items.map((item: { name: string }) => item.name));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const pageTwo = await t.request({
      method: "GET",
      url: `${base(companyId)}/products?limit=7&page=2`,
      cookie: owner.cookie,
    });
    expect(pageTwo.json().items.map((item: { name: string }) => item.name)).toEqual(seen.slice(7, 14));
  });

  it("hides a company that is not a page from visitors, as if unknown, and shows a page", async () => {
    const product = await newProduct();
    await setPage(cast.companyId, false);
    expect((await t.request({ method: "GET", url: `${base()}/products` })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `${base()}/products/${product.id}` })).statusCode).toBe(
      404,
    );
    await setPage(cast.companyId, true);
    expect((await t.request({ method: "GET", url: `${base()}/products` })).statusCode).toBe(200);
    const read = await t.request({ method: "GET", url: `${base()}/products/${product.id}` });
    expect(read.json().id).toBe(product.id);
    await setPage(cast.companyId, false);
  });

  it("answers 404 for an unknown company or product, 400 for malformed ids and cursors", async () => {
    const cookie = cast.member.cookie;
    expect(
      (await t.request({ method: "GET", url: `${base(randomUUID())}/products`, cookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "GET", url: `${base()}/products/${randomUUID()}`, cookie })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: "GET", url: `${base("nope")}/products`, cookie })).statusCode).toBe(
      400,
    );
    expect((await t.request({ method: "GET", url: `${base()}/products/nope`, cookie })).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(["a", "not-a-uuid"])).toString("base64url");
    expect(
      (await t.request({ method: "GET", url: `${base()}/products?cursor=${forged}`, cookie })).statusCode,
    ).toBe(400);
    expect((await t.request({ method: "GET", url: `${base()}/products?limit=0`, cookie })).statusCode).toBe(
      400,
    );
  });

  it("answers 404 for another company's product under this company's path", async () => {
    const theirs = await createProduct(
      { name: `Theirs ${randomUUID()}` },
      { companyId: cast.otherCompanyId, cookie: cast.otherAdmin.cookie, ownerId: cast.otherAdmin.id },
    );
    const response = await t.request({
      method: "GET",
      url: `${base()}/products/${theirs.json().id}`,
      cookie: cast.owner.cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});
