import { randomUUID } from "node:crypto";
import { bookmarks } from "@server/platform/database/schema/bookmarks";
import { companies } from "@server/platform/database/schema/companies";
import { contentItems, contentProgress } from "@server/platform/database/schema/content";
import { signals } from "@server/platform/database/schema/signals";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { adminWriteMatrix, type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

async function insertUpload(user: TestUser, kind: "video" | "image" | "document") {
  const extension = { video: "webm", image: "png", document: "pdf" }[kind];
  const contentType = { video: "video/webm", image: "image/png", document: "application/pdf" }[kind];
  const [upload] = await t.context.db
    .insert(uploads)
    .values({
      kind,
      storageKey: `${kind}s/${randomUUID()}.${extension}`,
      contentType,
      sizeBytes: 4096,
      fileName: `file.${extension}`,
      uploadedBy: user.id,
    })
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
  if (!upload) throw new Error("no upload");
  return upload;
}

/** A word no other test uses, to find one test's items by search. */
const marker = () =>
  `marker${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

const article = (overrides: Record<string, unknown> = {}) => ({
  kind: "article",
  companyId: cast.companyId,
  title: `Choosing a data platform ${randomUUID().slice(0, 8)}`,
  summary: "What we learned from three migrations.",
  body: "## Start small\n\nPick one domain first.",
  hubs: ["cdo"],
  intentTypes: ["Data Platforms"],
  visibility: "members",
  ...overrides,
});

const post = (payload: Record<string, unknown>, as: CastRole = "owner") =>
  t.request({ method: "POST", url: "/api/content", cookie: cookieOf(cast, as), payload });

async function publish(payload: Record<string, unknown> = article(), as: CastRole = "owner") {
  const response = await post(payload, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; title: string; kind: string };
}

async function publishVideo(overrides: Record<string, unknown> = {}, as: CastRole = "owner") {
  const video = await insertUpload(cast[as === "visitor" ? "owner" : as], "video");
  return publish(
    article({ kind: "video", title: "Zero trust in 10 minutes", videoUploadId: video.id, ...overrides }),
    as,
  );
}

const open = (id: string, user?: TestUser) =>
  t.request({ method: "GET", url: `/api/content/${id}`, cookie: user?.cookie });

const saveProgress = (id: string, payload: Record<string, unknown>, user?: TestUser) =>
  t.request({ method: "PUT", url: `/api/content/${id}/progress`, cookie: user?.cookie, payload });

async function contentCount() {
  const [row] = await t.context.db.select({ count: sql<number>`count(*)::int` }).from(contentItems);
  return row?.count ?? 0;
}

async function signalsOf(user: TestUser, subjectId: string) {
  return t.context.db
    .select({
      intentType: signals.intentType,
      kind: signals.kind,
      weight: signals.weight,
      points: signals.points,
      subjectKind: signals.subjectKind,
    })
    .from(signals)
    .where(and(eq(signals.userId, user.id), eq(signals.subjectId, subjectId)))
    .orderBy(signals.id);
}

describe("POST /api/content", () => {
  it.each(adminWriteMatrix(201))("for a company, as %s answers %i", async (role, status) => {
    const before = await contentCount();
    const response = await post(article(), role);
    expect(response.statusCode).toBe(status);
    expect(await contentCount()).toBe(before + (status === 201 ? 1 : 0));
  });

  it.each([
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 400],
    ["admin", 400],
    ["platformAdmin", 201],
  ] as [CastRole, number][])("as Summit (no company), as %s answers %i", async (role, status) => {
    const before = await contentCount();
    const response = await post(article({ companyId: undefined }), role);
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json().messages[0]).toMatch(/^companyId/);
    expect(await contentCount()).toBe(before + (status === 201 ? 1 : 0));
  });

  it("publishes an article with its company, author and cover, as the API shows it", async () => {
    const image = await insertUpload(cast.admin, "image");
    const response = await post(
      article({
        title: "  Metrics that boards read  ",
        hubs: ["cdo", "cfo", "cdo"],
        intentTypes: ["Analytics & BI"],
        visibility: "public",
        coverUploadId: image.id,
      }),
      "admin",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: "article",
      title: "Metrics that boards read",
      summary: "What we learned from three migrations.",
      body: "## Start small\n\nPick one domain first.",
      hubs: ["cdo", "cfo"],
      intentTypes: ["Analytics & BI"],
      visibility: "public",
      company: { id: cast.companyId, logoUrl: null },
      author: { id: cast.admin.id },
      coverUrl: `/api/files/${image.storageKey}`,
      video: null,
      viewCount: 0,
      progress: null,
      bookmarked: false,
      viewerCanEdit: true,
    });
  });

  it("publishes a platform video whose file and running time come back", async () => {
    const video = await insertUpload(cast.platformAdmin, "video");
    const response = await post(
      { ...article({ companyId: null }), kind: "video", videoUploadId: video.id, durationSeconds: 95 },
      "platformAdmin",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: "video",
      company: null,
      visibility: "members",
      video: { url: `/api/files/${video.storageKey}`, contentType: "video/webm", durationSeconds: 95 },
    });
  });

  it("refuses someone else's file, a file of another kind and an unknown file, adding nothing", async () => {
    const before = await contentCount();
    const theirs = await insertUpload(cast.member, "video");
    const document = await insertUpload(cast.owner, "document");
    const image = await insertUpload(cast.owner, "image");
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: "video", videoUploadId: theirs.id }, /^videoUploadId/],
      [{ kind: "video", videoUploadId: document.id }, /^videoUploadId/],
      [{ kind: "video", videoUploadId: image.id }, /^videoUploadId/],
      [{ kind: "video", videoUploadId: randomUUID() }, /^videoUploadId/],
      [{ coverUploadId: document.id }, /^coverUploadId/],
      [{ coverUploadId: randomUUID() }, /^coverUploadId/],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(article(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatch(message);
    }
    expect(await contentCount()).toBe(before);
  });

  it("lets a platform admin attach anyone's file", async () => {
    const theirs = await insertUpload(cast.owner, "video");
    const response = await post(article({ kind: "video", videoUploadId: theirs.id }), "platformAdmin");
    expect(response.statusCode).toBe(201);
  });

  it("answers 404 for an unknown company", async () => {
    const response = await post(article({ companyId: randomUUID() }), "platformAdmin");
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ["a video without a file", { kind: "video" }],
    ["an article with a video file", { videoUploadId: randomUUID() }],
    ["an article with a running time", { durationSeconds: 60 }],
    ["an unknown kind", { kind: "podcast" }],
    ["a missing title", { title: undefined }],
    ["an empty title", { title: "   " }],
    ["a title that is not text", { title: 42 }],
    ["a title over 200 characters", { title: "x".repeat(201) }],
    ["a summary over 500 characters", { summary: "x".repeat(501) }],
    ["a body over 100,000 characters", { body: "x".repeat(100_001) }],
    ["no hubs", { hubs: [] }],
    ["an unknown hub", { hubs: ["cto"] }],
    ["hubs that are not a list", { hubs: "cdo" }],
    ["no intent types", { intentTypes: [] }],
    ["an unknown intent type", { intentTypes: ["Blockchain"] }],
    ["an unknown visibility", { visibility: "everyone" }],
    ["a malformed companyId", { companyId: "northwind" }],
    ["a malformed coverUploadId", { coverUploadId: "cover.png" }],
    ["a negative running time", { kind: "video", videoUploadId: randomUUID(), durationSeconds: -1 }],
    ["a fractional running time", { kind: "video", videoUploadId: randomUUID(), durationSeconds: 1.5 }],
    ["an unknown field", { viewCount: 1000 }],
  ])("refuses %s with 400 and adds nothing", async (_label, overrides) => {
    const before = await contentCount();
    const response = await post(article(overrides), "platformAdmin");
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await contentCount()).toBe(before);
  });
});

describe("GET /api/content", () => {
  /** 23 articles whose publication times tie or differ by a microsecond, found by one search word. */
  async function seedLibrary() {
    const word = marker();
    const values = Array.from({ length: 23 }, (_, index) => ({
      kind: index % 4 === 0 ? "video" : "article",
      title: `Item ${index} ${word}`,
      hubs: index % 2 === 0 ? ["cio"] : ["ciso", "cdo"],
      intentTypes: index % 3 === 0 ? ["Observability"] : ["Cloud Security"],
      companyId: cast.companyId,
      publishedAt: sql`'2025-03-01 10:00:00+00'::timestamptz + ${Math.floor(index / 2)}::int * interval '1 microsecond'`,
    }));
    await t.context.db.insert(contentItems).values(values);
    const rows = await t.context.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(sql`${contentItems.title} LIKE ${`%${word}`}`)
      .orderBy(sql`${contentItems.publishedAt} DESC, ${contentItems.id} DESC`);
    return { word, expected: rows.map((row) => row.id) };
  }

  const list = (query: string, user: TestUser | undefined = cast.member) =>
    t.request({ method: "GET", url: `/api/content?${query}`, cookie: user?.cookie });
  const ids = (response: { json(): { items: { id: string }[] } }) =>
    response.json().items.map((item) => item.id);

  it("asks visitors to sign in", async () => {
    const response = await t.request({ method: "GET", url: "/api/content" });
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe("AccessDenied");
  });

  it("pages 10 at a time, newest first, without gaps or repeats, ending with a null cursor", async () => {
    const { word, expected } = await seedLibrary();
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`search=${word}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.statusCode).toBe(200);
      sizes.push(page.json().items.length);
      seen.push(...ids(page));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 3]);
    expect(seen).toEqual(expected);
    expect(ids(await list(`search=${word}&page=2`))).toEqual(expected.slice(10, 20));
  });

  it("filters by kind, hub and intent type, together", async () => {
    const { word } = await seedLibrary();
    const videos = await list(`search=${word}&kind=video&limit=50`);
    expect(videos.json().items).toHaveLength(6);
    expect(videos.json().items.every((item: { kind: string }) => item.kind === "video")).toBe(true);
    expect((await list(`search=${word}&hub=ciso&limit=50`)).json().items).toHaveLength(11);
    expect((await list(`search=${word}&intentType=Observability&limit=50`)).json().items).toHaveLength(8);
    const narrowed = await list(
      `search=${word}&kind=article&hub=cio&intentType=${encodeURIComponent("Cloud Security")}&limit=50`,
    );
    // Even indexes (cio) that are neither videos (multiples of 4) nor Observability (multiples of 3).
    expect(narrowed.json().items.map((item: { title: string }) => item.title.split(" ")[1])).toEqual([
      "22",
      "14",
      "10",
      "2",
    ]);
  });

  it("leaves out hidden items", async () => {
    const word = marker();
    const shown = await publish(article({ title: `Shown ${word}` }));
    const hidden = await publish(article({ title: `Hidden ${word}` }));
    await t.context.db
      .update(contentItems)
      .set({ hiddenAt: new Date() })
      .where(eq(contentItems.id, hidden.id));
    expect(ids(await list(`search=${word}`))).toEqual([shown.id]);
  });

  it("shows each member their own progress and bookmark", async () => {
    const word = marker();
    const item = await publishVideo({ title: `Video ${word}`, durationSeconds: 300 });
    const reader = await createUser(t);
    expect((await saveProgress(item.id, { position: 42.5 }, reader)).statusCode).toBe(200);
    await t.context.db.insert(bookmarks).values({ userId: reader.id, kind: "video", contentId: item.id });

    const mine = (await list(`search=${word}`, reader)).json().items[0];
    expect(mine).toMatchObject({
      id: item.id,
      progress: { position: 42.5, completedAt: null },
      bookmarked: true,
      viewCount: 1,
      video: { contentType: "video/webm", durationSeconds: 300 },
      company: { id: cast.companyId },
      author: { id: cast.owner.id },
    });
    expect(mine.body).toBeUndefined();
    const theirs = (await list(`search=${word}`)).json().items[0];
    expect(theirs).toMatchObject({ progress: null, bookmarked: false });
  });

  it.each([
    ["an unknown kind", "kind=podcast"],
    ["an unknown hub", "hub=cto"],
    ["an unknown intent type", "intentType=Blockchain"],
    ["a limit over the bound", "limit=101"],
    ["a limit of zero", "limit=0"],
    ["a search over 200 characters", `search=${"x".repeat(201)}`],
  ])("refuses %s with 400", async (_label, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
  });

  it("refuses a forged cursor with 400", async () => {
    for (const key of [["x", "y"], ["2025-03-01 10:00:00+00", "nope"], "garbage"]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString("base64url");
      expect((await list(`cursor=${cursor}`)).statusCode).toBe(400);
    }
  });
});

describe("GET /api/content/:id", () => {
  it("asks visitors to sign in, and answers 404 for unknown or hidden items and 400 for a malformed id", async () => {
    const item = await publish();
    expect((await open(item.id)).statusCode).toBe(401);
    expect((await open(randomUUID(), cast.member)).statusCode).toBe(404);
    expect((await open("not-an-id", cast.member)).statusCode).toBe(400);
    await t.context.db.update(contentItems).set({ hiddenAt: new Date() }).where(eq(contentItems.id, item.id));
    const hidden = await open(item.id, cast.member);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ reason: "NotFound", messages: ["Content not found."] });
  });

  it("returns the body and counts each member's first opening only", async () => {
    const item = await publish();
    const [first, again] = [await open(item.id, cast.member), await open(item.id, cast.member)];
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      body: "## Start small\n\nPick one domain first.",
      viewCount: 1,
      progress: { position: 0, completedAt: null },
      viewerCanEdit: false,
    });
    expect(again.json().viewCount).toBe(1);
    expect((await open(item.id, cast.otherAdmin)).json().viewCount).toBe(2);
  });

  it("lets the company's admins and platform admins edit, and no one else", async () => {
    const item = await publish();
    const canEdit = async (user: TestUser) => (await open(item.id, user)).json().viewerCanEdit;
    expect(await canEdit(cast.admin)).toBe(true);
    expect(await canEdit(cast.owner)).toBe(true);
    expect(await canEdit(cast.platformAdmin)).toBe(true);
    expect(await canEdit(cast.otherAdmin)).toBe(false);
    expect(await canEdit(cast.member)).toBe(false);
  });

  it("records a content view signal per intent type for leaders, not for vendors", async () => {
    const item = await publish(article({ intentTypes: ["Data Platforms", "Data Governance"] }));
    const leader = await createUser(t);
    const vendor = await createUser(t, vendorSignUp());
    await open(item.id, leader);
    await open(item.id, vendor);
    expect(await signalsOf(leader, item.id)).toEqual([
      { intentType: "Data Platforms", kind: "contentView", weight: 1, points: 1, subjectKind: "article" },
      { intentType: "Data Governance", kind: "contentView", weight: 1, points: 1, subjectKind: "article" },
    ]);
    expect(await signalsOf(vendor, item.id)).toEqual([]);
  });

  it("counts at most 6 points a day per intent type, however often a leader opens it", async () => {
    const item = await publish(article({ intentTypes: ["Procurement"] }));
    const leader = await createUser(t);
    for (let opening = 0; opening < 8; opening += 1) await open(item.id, leader);
    const recorded = await signalsOf(leader, item.id);
    expect(recorded.map((signal) => signal.points)).toEqual([1, 1, 1, 1, 1, 1, 0, 0]);
    expect(recorded.every((signal) => signal.weight === 1)).toBe(true);
  });
});

describe("PATCH /api/content/:id", () => {
  const patch = (id: string, payload: Record<string, unknown>, as: CastRole = "owner") =>
    t.request({ method: "PATCH", url: `/api/content/${id}`, cookie: cookieOf(cast, as), payload });

  it.each(adminWriteMatrix(200))("for a company's item, as %s answers %i", async (role, status) => {
    const item = await publish();
    const response = await patch(item.id, { title: `By ${role}` }, role);
    expect(response.statusCode).toBe(status);
    const [row] = await t.context.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row?.title).toBe(status === 200 ? `By ${role}` : item.title);
  });

  it.each([
    ["admin", 403],
    ["owner", 403],
    ["platformAdmin", 200],
  ] as [CastRole, number][])("for Summit's item, as %s answers %i", async (role, status) => {
    const item = await publish(article({ companyId: null }), "platformAdmin");
    expect((await patch(item.id, { title: "Changed" }, role)).statusCode).toBe(status);
  });

  it("changes only the fields given", async () => {
    const image = await insertUpload(cast.owner, "image");
    const item = await publish(article({ coverUploadId: image.id, summary: "Kept." }));
    const response = await patch(item.id, { hubs: ["cio", "devops"], visibility: "public" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: item.title,
      summary: "Kept.",
      hubs: ["cio", "devops"],
      visibility: "public",
      coverUrl: `/api/files/${image.storageKey}`,
    });
    const removed = await patch(item.id, { coverUploadId: null });
    expect(removed.json()).toMatchObject({ coverUrl: null, hubs: ["cio", "devops"] });
  });

  it("replaces a video's file and running time", async () => {
    const item = await publishVideo({ durationSeconds: 10 });
    const replacement = await insertUpload(cast.owner, "video");
    const response = await patch(item.id, { videoUploadId: replacement.id, durationSeconds: 20 });
    expect(response.json().video).toEqual({
      url: `/api/files/${replacement.storageKey}`,
      contentType: "video/webm",
      durationSeconds: 20,
    });
  });

  it.each([
    ["an empty body", {}],
    ["a kind change", { kind: "video" }],
    ["a company change", { companyId: randomUUID() }],
    ["an empty title", { title: " " }],
    ["no hubs", { hubs: [] }],
    ["a body over 100,000 characters", { body: "x".repeat(100_001) }],
    ["a video file on an article", { videoUploadId: randomUUID() }],
    ["a running time on an article", { durationSeconds: 30 }],
    ["an unknown cover", { coverUploadId: randomUUID() }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const item = await publish();
    const response = await patch(item.id, body);
    expect(response.statusCode).toBe(400);
    const [row] = await t.context.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row).toMatchObject({ title: item.title, kind: "article", companyId: cast.companyId });
  });

  it("answers 404 for an unknown item and 400 for a malformed id", async () => {
    expect((await patch(randomUUID(), { title: "X" })).statusCode).toBe(404);
    expect((await patch("nope", { title: "X" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/content/:id", () => {
  const remove = (id: string, as: CastRole = "owner") =>
    t.request({ method: "DELETE", url: `/api/content/${id}`, cookie: cookieOf(cast, as) });

  it.each(adminWriteMatrix(204))("as %s answers %i", async (role, status) => {
    const item = await publish();
    const response = await remove(item.id, role);
    expect(response.statusCode).toBe(status);
    const rows = await t.context.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(rows).toHaveLength(status === 204 ? 0 : 1);
  });

  it("takes the members' progress with it, and the item is gone", async () => {
    const item = await publish();
    await open(item.id, cast.member);
    expect((await remove(item.id)).statusCode).toBe(204);
    const progress = await t.context.db
      .select()
      .from(contentProgress)
      .where(eq(contentProgress.contentId, item.id));
    expect(progress).toEqual([]);
    expect((await open(item.id, cast.member)).statusCode).toBe(404);
    expect((await remove(item.id)).statusCode).toBe(404);
  });

  it("answers 400 for a malformed id", async () => {
    expect((await remove("nope")).statusCode).toBe(400);
  });
});

describe("PUT and DELETE /api/content/:id/hidden", () => {
  const setHidden = (id: string, hidden: boolean, as: CastRole) =>
    t.request({
      method: hidden ? "PUT" : "DELETE",
      url: `/api/content/${id}/hidden`,
      cookie: cookieOf(cast, as),
    });

  const roles: [CastRole, number][] = [
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 403],
    ["owner", 403],
    ["platformAdmin", 204],
  ];

  it.each(roles)("hiding as %s answers %i", async (role, status) => {
    const item = await publish();
    const response = await setHidden(item.id, true, role);
    expect(response.statusCode).toBe(status);
    if (status !== 204) expect(response.json().reason).toBe("AccessDenied");
    expect((await open(item.id, cast.member)).statusCode).toBe(status === 204 ? 404 : 200);
  });

  it("hides an item from its page and the library, and shows it again", async () => {
    const item = await publish();
    expect((await setHidden(item.id, true, "platformAdmin")).statusCode).toBe(204);
    const library = await t.request({
      method: "GET",
      url: "/api/content?kind=article&limit=100",
      cookie: cast.member.cookie,
    });
    expect(library.json().items.map((entry: { id: string }) => entry.id)).not.toContain(item.id);
    expect((await setHidden(item.id, false, "platformAdmin")).statusCode).toBe(204);
    expect((await open(item.id, cast.member)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown item and 400 for a malformed id", async () => {
    const unknown = await setHidden(randomUUID(), true, "platformAdmin");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().reason).toBe("NotFound");
    expect((await setHidden("nope", true, "platformAdmin")).statusCode).toBe(400);
  });
});

describe("PUT /api/content/:id/progress", () => {
  it("asks visitors to sign in, and answers 404 for unknown or hidden items", async () => {
    const item = await publish();
    expect((await saveProgress(item.id, { position: 0.5 })).statusCode).toBe(401);
    expect((await saveProgress(randomUUID(), { position: 0.5 }, cast.member)).statusCode).toBe(404);
    await t.context.db.update(contentItems).set({ hiddenAt: new Date() }).where(eq(contentItems.id, item.id));
    expect((await saveProgress(item.id, { position: 0.5 }, cast.member)).statusCode).toBe(404);
  });

  it.each([
    ["no position", {}],
    ["a negative position", { position: -1 }],
    ["a position that is not a number", { position: "half" }],
    ["completed that is not a boolean", { position: 1, completed: "yes" }],
    ["an unknown field", { position: 0.1, userId: "someone" }],
  ])("refuses %s with 400", async (_label, body) => {
    const item = await publish();
    expect((await saveProgress(item.id, body, cast.member)).statusCode).toBe(400);
  });

  it("refuses an article position past the end (a fraction of 0 to 1)", async () => {
    const item = await publish();
    const response = await saveProgress(item.id, { position: 1.5 }, cast.member);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatch(/^position/);
  });

  it("saves where a member is, which they see when they come back, and counts them as a viewer", async () => {
    const item = await publishVideo({ durationSeconds: 600 });
    const viewer = await createUser(t);
    const saved = await saveProgress(item.id, { position: 125.5 }, viewer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ position: 125.5, completedAt: null });
    const reopened = (await open(item.id, viewer)).json();
    expect(reopened).toMatchObject({ progress: { position: 125.5, completedAt: null }, viewCount: 1 });
  });

  it("keeps completion once reached and records video watched only the first time", async () => {
    const item = await publishVideo({ intentTypes: ["Cloud Security"] });
    const leader = await createUser(t);
    const done = await saveProgress(item.id, { position: 600, completed: true }, leader);
    expect(done.json().completedAt).not.toBeNull();
    const again = await saveProgress(item.id, { position: 600, completed: true }, leader);
    const rewound = await saveProgress(item.id, { position: 30, completed: false }, leader);
    expect(again.json().completedAt).toBe(done.json().completedAt);
    expect(rewound.json()).toEqual({ position: 30, completedAt: done.json().completedAt });
    expect(await signalsOf(leader, item.id)).toEqual([
      { intentType: "Cloud Security", kind: "videoWatched", weight: 2, points: 2, subjectKind: "video" },
    ]);
  });

  it("cuts a video watched signal to what is left of the day's 6 points", async () => {
    const item = await publishVideo({ intentTypes: ["Network Security"] });
    const leader = await createUser(t);
    for (let opening = 0; opening < 5; opening += 1) await open(item.id, leader);
    await saveProgress(item.id, { position: 60, completed: true }, leader);
    const recorded = await signalsOf(leader, item.id);
    expect(recorded.map((signal) => [signal.kind, signal.points])).toEqual([
      ...Array.from({ length: 5 }, () => ["contentView", 1]),
      ["videoWatched", 1],
    ]);
    const [total] = await t.context.db
      .select({ points: sql<number>`sum(${signals.points})::int` })
      .from(signals)
      .where(and(eq(signals.userId, leader.id), eq(signals.intentType, "Network Security")));
    expect(total?.points).toBe(6);
  });

  it("completes an article without a video watched signal", async () => {
    const item = await publish(article({ intentTypes: ["HR Technology"] }));
    const leader = await createUser(t);
    const response = await saveProgress(item.id, { position: 1, completed: true }, leader);
    expect(response.json()).toMatchObject({ position: 1 });
    expect(response.json().completedAt).not.toBeNull();
    expect(await signalsOf(leader, item.id)).toEqual([]);
  });

  it("counts a view once when two first saves arrive together", async () => {
    const item = await publish();
    const reader = await createUser(t);
    const responses = await Promise.all(
      [0.2, 0.4, 0.6].map((position) => saveProgress(item.id, { position }, reader)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const [row] = await t.context.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row?.viewCount).toBe(1);
  });
});

describe("a company that is gone", () => {
  it("takes its content with it", async () => {
    const owner = await createUser(t, vendorSignUp());
    const profile = await t.request({ method: "GET", url: "/api/profile", cookie: owner.cookie });
    const companyId = profile.json().company.id as string;
    const video = await insertUpload(owner, "video");
    const response = await t.request({
      method: "POST",
      url: "/api/content",
      cookie: owner.cookie,
      payload: article({ companyId, kind: "video", videoUploadId: video.id }),
    });
    expect(response.statusCode).toBe(201);
    await t.context.db.delete(companies).where(eq(companies.id, companyId));
    expect((await open(response.json().id, cast.member)).statusCode).toBe(404);
  });
});
