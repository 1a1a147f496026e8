import { randomUUID } from "node:crypto";
import { companies, resources } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import {
  adminWriteMatrix,
  type CastRole,
  companyIdOf,
  cookieOf,
  setUpCompanyCast,
} from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

async function insertUpload(user: TestUser, kind: "document" | "video" | "image" = "document") {
  const [upload] = await t.context.db
    .insert(uploads)
    .values({
      kind,
      storageKey: `test/${randomUUID()}.${kind === "video" ? "mp4" : "pdf"}`,
      contentType: kind === "video" ? "video/mp4" : "application/pdf",
      sizeBytes: 2048,
      fileName: kind === "video" ? "demo.mp4" : "whitepaper.pdf",
      uploadedBy: user.id,
    })
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
  if (!upload) throw new Error("no upload");
  return upload;
}

const post = (payload: Record<string, unknown>, as: CastRole = "owner") =>
  t.request({ method: "POST", url: "/api/resources", cookie: cookieOf(cast, as), payload });

const link = (overrides: Record<string, unknown> = {}) => ({
  companyId: cast.companyId,
  title: `Case study ${randomUUID().slice(0, 8)}`,
  kind: "link",
  url: "https://example.com/case-study",
  ...overrides,
});

async function newLink() {
  const response = await post(link());
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; title: string };
}

async function resourceCount(companyId = cast.companyId) {
  return (await t.context.db.select().from(resources).where(eq(resources.companyId, companyId))).length;
}

describe("POST /api/resources", () => {
  it.each(adminWriteMatrix(201))("as %s answers %i", async (role, status) => {
    const before = await resourceCount();
    const response = await post(link(), role);
    expect(response.statusCode).toBe(status);
    expect(await resourceCount()).toBe(before + (status === 201 ? 1 : 0));
  });

  it("adds a link with its own url and no file", async () => {
    const response = await post(link({ title: "Pricing", description: "What it costs." }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      companyId: cast.companyId,
      title: "Pricing",
      description: "What it costs.",
      kind: "link",
      url: "https://example.com/case-study",
      fileName: null,
      contentType: null,
      sizeBytes: null,
    });
  });

  it.each(["document", "video"] as const)("adds a %s pointing at the caller's upload", async (kind) => {
    const upload = await insertUpload(cast.admin, kind);
    const response = await post(
      { companyId: cast.companyId, title: `A ${kind}`, kind, uploadId: upload.id },
      "admin",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind,
      url: `/api/files/${upload.storageKey}`,
      fileName: kind === "video" ? "demo.mp4" : "whitepaper.pdf",
      contentType: kind === "video" ? "video/mp4" : "application/pdf",
      sizeBytes: 2048,
    });
  });

  it("refuses someone else's upload, an upload of another kind and an unknown upload, adding nothing", async () => {
    const before = await resourceCount();
    const theirs = await insertUpload(cast.member, "document");
    const video = await insertUpload(cast.owner, "video");
    for (const uploadId of [theirs.id, video.id, randomUUID()]) {
      const response = await post({ companyId: cast.companyId, title: "Doc", kind: "document", uploadId });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatch(/^uploadId/);
    }
    expect(await resourceCount()).toBe(before);
  });

  it("lets a platform admin attach anyone's upload", async () => {
    const theirs = await insertUpload(cast.member, "document");
    const response = await post(
      { companyId: cast.companyId, title: "Doc", kind: "document", uploadId: theirs.id },
      "platformAdmin",
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ["a link without a url", { url: undefined }],
    ["a link with an upload", { uploadId: randomUUID() }],
    ["a document without an upload", { kind: "document", url: undefined }],
    ["a document with a url", { kind: "document", uploadId: randomUUID() }],
    ["a url that is not http", { url: "javascript:alert(1)" }],
    ["an unknown kind", { kind: "podcast" }],
    ["a missing title", { title: undefined }],
    ["a title that is not text", { title: 7 }],
    ["a title over 200 characters", { title: "x".repeat(201) }],
    ["a description over 2000 characters", { description: "x".repeat(2001) }],
    ["a malformed companyId", { companyId: "nope" }],
    ["an unknown field", { createdBy: "someone" }],
  ])("refuses %s with 400 and adds nothing", async (_label, overrides) => {
    const before = await resourceCount();
    const response = await post(link(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await resourceCount()).toBe(before);
  });

  it("answers 404 for an unknown company", async () => {
    const response = await post(link({ companyId: randomUUID() }), "platformAdmin");
    expect(response.statusCode).toBe(404);
  });
});

describe("PATCH /api/resources/:id", () => {
  const patch = (id: string, payload: Record<string, unknown>, as: CastRole = "owner") =>
    t.request({ method: "PATCH", url: `/api/resources/${id}`, cookie: cookieOf(cast, as), payload });

  it.each(adminWriteMatrix(200))("as %s answers %i", async (role, status) => {
    const resource = await newLink();
    const response = await patch(resource.id, { title: `By ${role}` }, role);
    expect(response.statusCode).toBe(status);
    const [row] = await t.context.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(row?.title).toBe(status === 200 ? `By ${role}` : resource.title);
  });

  it("changes a link's url and clears a description", async () => {
    const resource = await post(link({ description: "Old" }));
    const response = await patch(resource.json().id, { url: "https://example.com/new", description: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ url: "https://example.com/new", description: null });
  });

  it("refuses a url on an upload with 400 and changes nothing", async () => {
    const upload = await insertUpload(cast.owner);
    const created = await post({
      companyId: cast.companyId,
      title: "Doc",
      kind: "document",
      uploadId: upload.id,
    });
    const response = await patch(created.json().id, { url: "https://example.com/elsewhere", title: "Moved" });
    expect(response.statusCode).toBe(400);
    const [row] = await t.context.db.select().from(resources).where(eq(resources.id, created.json().id));
    expect(row).toMatchObject({ title: "Doc", url: null });
  });

  it.each([
    ["an empty body", {}],
    ["a kind change", { kind: "video" }],
    ["a title over 200 characters", { title: "x".repeat(201) }],
    ["an empty title", { title: " " }],
  ])("refuses %s with 400", async (_label, body) => {
    const resource = await newLink();
    expect((await patch(resource.id, body)).statusCode).toBe(400);
  });

  it("answers 404 for an unknown resource and 400 for a malformed id", async () => {
    expect((await patch(randomUUID(), { title: "X" })).statusCode).toBe(404);
    expect((await patch("nope", { title: "X" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/resources/:id", () => {
  it.each(adminWriteMatrix(204))("as %s answers %i", async (role, status) => {
    const resource = await newLink();
    const response = await t.request({
      method: "DELETE",
      url: `/api/resources/${resource.id}`,
      cookie: cookieOf(cast, role),
    });
    expect(response.statusCode).toBe(status);
    const rows = await t.context.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(rows).toHaveLength(status === 204 ? 0 : 1);
  });

  it("answers 404 for an unknown resource and 400 for a malformed id", async () => {
    const cookie = cast.owner.cookie;
    expect(
      (await t.request({ method: "DELETE", url: `/api/resources/${randomUUID()}`, cookie })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: "DELETE", url: "/api/resources/nope", cookie })).statusCode).toBe(400);
  });
});

describe("GET /api/resources", () => {
  /** 23 resources whose times tie or differ by a microsecond, so paging must keep both apart. */
  async function seedCompany() {
    const owner = await createUser(t, vendorSignUp());
    const companyId = await companyIdOf(t, owner);
    const values = Array.from({ length: 23 }, (_, index) => ({
      companyId,
      title: `R${index}`,
      kind: index % 3 === 0 ? "document" : "link",
      url: index % 3 === 0 ? null : `https://example.com/${index}`,
      createdAt: sql`'2025-03-01 10:00:00+00'::timestamptz + ${Math.floor(index / 2)}::int * interval '1 microsecond'`,
    }));
    await t.context.db.insert(resources).values(values);
    const rows = await t.context.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.companyId, companyId))
      .orderBy(sql`${resources.createdAt} DESC, ${resources.id} DESC`);
    return { owner, companyId, expected: rows.map((row) => row.id) };
  }

  it("pages 10 at a time, newest first, without gaps or repeats, ending with a null cursor", async () => {
    const { owner, companyId, expected } = await seedCompany();
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/resources?companyId=${companyId}${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await t.request({ method: "GET", url, cookie: owner.cookie });
      expect(page.statusCode).toBe(200);
      sizes.push(page.json().items.length);
      seen.push(...page.json().items.map((item: { id: string }) => item.id));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 3]);
    expect(seen).toEqual(expected);
    const pageTwo = await t.request({
      method: "GET",
      url: `/api/resources?companyId=${companyId}&page=2`,
      cookie: owner.cookie,
    });
    expect(pageTwo.json().items.map((item: { id: string }) => item.id)).toEqual(expected.slice(10, 20));
  });

  it("filters by kind", async () => {
    const { owner, companyId } = await seedCompany();
    const response = await t.request({
      method: "GET",
      url: `/api/resources?companyId=${companyId}&kind=document&limit=50`,
      cookie: owner.cookie,
    });
    expect(response.json().items).toHaveLength(8);
    expect(response.json().items.every((item: { kind: string }) => item.kind === "document")).toBe(true);
  });

  it("shows a page to visitors and hides other companies from them as if unknown", async () => {
    await newLink();
    const url = `/api/resources?companyId=${cast.companyId}`;
    await t.context.db.update(companies).set({ isPage: false }).where(eq(companies.id, cast.companyId));
    expect((await t.request({ method: "GET", url })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url, cookie: cast.member.cookie })).statusCode).toBe(200);
    await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, cast.companyId));
    const visitor = await t.request({ method: "GET", url });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().items.length).toBeGreaterThan(0);
    await t.context.db.update(companies).set({ isPage: false }).where(eq(companies.id, cast.companyId));
  });

  it.each([
    ["no companyId", ""],
    ["a malformed companyId", "companyId=nope"],
    ["an unknown kind", `companyId=${randomUUID()}&kind=podcast`],
    ["a limit over the bound", `companyId=${randomUUID()}&limit=101`],
  ])("refuses %s with 400", async (_label, query) => {
    const response = await t.request({
      method: "GET",
      url: `/api/resources?${query}`,
      cookie: cast.member.cookie,
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a forged cursor with 400", async () => {
    for (const key of [["x", "y"], ["2025-03-01 10:00:00+00", "nope"], "garbage"]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString("base64url");
      const response = await t.request({
        method: "GET",
        url: `/api/resources?companyId=${cast.companyId}&cursor=${cursor}`,
        cookie: cast.member.cookie,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("answers 404 for an unknown company", async () => {
    const response = await t.request({
      method: "GET",
      url: `/api/resources?companyId=${randomUUID()}`,
      cookie: cast.member.cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});
