import { randomUUID } from "node:crypto";
import { MAX_COLLECTIONS } from "@common/bookmarks";
import { users } from "@server/platform/database/schema/auth";
import { bookmarkCollections, bookmarks } from "@server/platform/database/schema/bookmarks";
import { posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import { eventSessions, events } from "@server/platform/database/schema/events";
import { signals } from "@server/platform/database/schema/signals";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");

/** A member of their own, so one test's bookmarks never show in another's lists. */
const newMember = () => createUser(t);

async function insertCompany(values: { name?: string; isPage?: boolean; headquarter?: string } = {}) {
  const [row] = await t.context.db
    .insert(companies)
    .values({
      name: values.name ?? `Company ${randomUUID()}`,
      isPage: values.isPage ?? true,
      headquarter: values.headquarter ?? null,
    })
    .returning({ id: companies.id, name: companies.name });
  if (!row) throw new Error("no company");
  return row;
}

async function insertPost(values: { body?: string; companyId?: string | null; hidden?: boolean } = {}) {
  const [row] = await t.context.db
    .insert(posts)
    .values({
      authorId: cast.owner.id,
      companyId: values.companyId ?? null,
      hub: "cio",
      body: values.body ?? "Which observability stack do you run?",
      hiddenAt: values.hidden ? new Date() : null,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("no post");
  return row.id;
}

async function insertContent(
  values: {
    kind?: "video" | "article";
    hidden?: boolean;
    intentTypes?: string[];
    coverUploadId?: string;
    companyId?: string | null;
  } = {},
) {
  const [row] = await t.context.db
    .insert(contentItems)
    .values({
      kind: values.kind ?? "video",
      title: `Zero trust in practice ${randomUUID().slice(0, 8)}`,
      summary: "Three CISOs compare notes.",
      hubs: ["ciso"],
      intentTypes: values.intentTypes ?? ["Cloud Security", "Identity & Access"],
      companyId: values.companyId === undefined ? cast.companyId : values.companyId,
      authorId: cast.owner.id,
      coverUploadId: values.coverUploadId ?? null,
      durationSeconds: values.kind === "article" ? null : 754,
      hiddenAt: values.hidden ? new Date() : null,
    })
    .returning({ id: contentItems.id, title: contentItems.title });
  if (!row) throw new Error("no content");
  return row;
}

async function insertImage(user: TestUser) {
  const [row] = await t.context.db
    .insert(uploads)
    .values({
      kind: "image",
      storageKey: `images/${randomUUID()}.png`,
      contentType: "image/png",
      sizeBytes: 2048,
      fileName: "cover.png",
      uploadedBy: user.id,
    })
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
  if (!row) throw new Error("no upload");
  return row;
}

const HOUR = 3600_000;

async function insertEvent(
  values: { hostCompanyId?: string | null; cancelled?: boolean; sessionIntentTypes?: string[][] } = {},
) {
  const startsAt = new Date(Date.now() + 14 * 24 * HOUR);
  const [row] = await t.context.db
    .insert(events)
    .values({
      title: `CISO breakfast ${randomUUID().slice(0, 8)}`,
      format: "in_person",
      venue: "The Shard",
      location: "London",
      timeZone: "Europe/London",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      hubs: ["ciso"],
      hostCompanyId: values.hostCompanyId === undefined ? cast.companyId : values.hostCompanyId,
      cancelledAt: values.cancelled ? new Date() : null,
    })
    .returning({ id: events.id, title: events.title, startsAt: events.startsAt, endsAt: events.endsAt });
  if (!row) throw new Error("no event");
  for (const intentTypes of values.sessionIntentTypes ?? []) {
    await t.context.db.insert(eventSessions).values({
      eventId: row.id,
      title: "Session",
      startsAt: row.startsAt,
      endsAt: new Date(row.startsAt.getTime() + HOUR),
      intentTypes,
    });
  }
  return row;
}

const put = (cookie: string | undefined, kind: string, targetId: string, payload?: unknown) =>
  t.request({ method: "PUT", url: `/api/bookmarks/${kind}/${targetId}`, cookie, payload: payload as object });

const remove = (cookie: string | undefined, kind: string, targetId: string) =>
  t.request({ method: "DELETE", url: `/api/bookmarks/${kind}/${targetId}`, cookie });

const move = (cookie: string | undefined, kind: string, targetId: string, payload: unknown) =>
  t.request({
    method: "PATCH",
    url: `/api/bookmarks/${kind}/${targetId}`,
    cookie,
    payload: payload as object,
  });

const list = (cookie: string | undefined, query = "") =>
  t.request({ method: "GET", url: `/api/bookmarks${query}`, cookie });

async function bookmark(user: TestUser, kind: string, targetId: string, payload?: unknown) {
  const response = await put(user.cookie, kind, targetId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function newCollection(user: TestUser, name = `Reading ${randomUUID().slice(0, 8)}`) {
  const response = await t.request({
    method: "POST",
    url: "/api/bookmark-collections",
    cookie: user.cookie,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; bookmarkCount: number };
}

async function bookmarkRows(userId: string) {
  return t.context.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
}

async function bookmarkSignals(userId: string, subjectId: string) {
  return t.context.db
    .select()
    .from(signals)
    .where(and(eq(signals.userId, userId), eq(signals.subjectId, subjectId), eq(signals.kind, "bookmark")));
}

const MEMBERS: Exclude<CastRole, "visitor">[] = ["member", "otherAdmin", "admin", "owner", "platformAdmin"];

describe("PUT /api/bookmarks/:kind/:targetId", () => {
  it("asks visitors to sign in and writes nothing", async () => {
    const company = await insertCompany();
    const response = await put(undefined, "company", company.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["Sign in to continue."] });
    const rows = await t.context.db.select().from(bookmarks).where(eq(bookmarks.companyId, company.id));
    expect(rows).toHaveLength(0);
  });

  it.each(MEMBERS)("lets %s bookmark a company", async (role) => {
    const company = await insertCompany();
    const response = await put(cookieOf(cast, role), "company", company.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: "company", targetId: company.id, collectionId: null });
  });

  it("answers with the bookmark and its target, and again the same bookmark when repeated", async () => {
    const member = await newMember();
    const company = await insertCompany({ name: `Bastion ${randomUUID()}`, headquarter: "Oslo, Norway" });
    const first = await put(member.cookie, "company", company.id);
    const second = await put(member.cookie, "company", company.id);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      kind: "company",
      targetId: company.id,
      collectionId: null,
      createdAt: expect.stringMatching(/Z$/),
      target: {
        kind: "company",
        id: company.id,
        name: company.name,
        logoUrl: null,
        headquarter: "Oslo, Norway",
        isPage: true,
      },
    });
    expect(second.json()).toEqual(first.json());
    expect(await bookmarkRows(member.id)).toHaveLength(1);
  });

  it("keeps one bookmark when the same target is bookmarked concurrently", async () => {
    const member = await newMember();
    const video = await insertContent();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => put(member.cookie, "video", video.id)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await bookmarkRows(member.id)).toHaveLength(1);
    expect(await bookmarkSignals(member.id, video.id)).toHaveLength(2);
  });

  it("files a new bookmark into the caller's collection, and moves an existing one when asked", async () => {
    const member = await newMember();
    const reading = await newCollection(member);
    const later = await newCollection(member);
    const post = await insertPost();
    expect((await bookmark(member, "post", post, { collectionId: reading.id })).collectionId).toBe(
      reading.id,
    );
    // Without a collectionId the bookmark stays where it is.
    expect((await bookmark(member, "post", post)).collectionId).toBe(reading.id);
    expect((await bookmark(member, "post", post, {})).collectionId).toBe(reading.id);
    expect((await bookmark(member, "post", post, { collectionId: later.id })).collectionId).toBe(later.id);
    expect((await bookmark(member, "post", post, { collectionId: null })).collectionId).toBeNull();
  });

  it("answers 404 for another member's collection or an unknown one, bookmarking nothing", async () => {
    const member = await newMember();
    const other = await newMember();
    const theirs = await newCollection(other);
    const company = await insertCompany();
    for (const collectionId of [theirs.id, randomUUID()]) {
      const response = await put(member.cookie, "company", company.id, { collectionId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ reason: "NotFound", messages: ["Collection not found."] });
    }
    expect(await bookmarkRows(member.id)).toHaveLength(0);
  });

  it("answers 404 for unknown targets, hidden ones and targets of another kind", async () => {
    const member = await newMember();
    const video = await insertContent({ kind: "video" });
    const article = await insertContent({ kind: "article" });
    const company = await insertCompany();
    const cases: [string, string, string][] = [
      ["post", randomUUID(), "Post not found."],
      ["post", await insertPost({ hidden: true }), "Post not found."],
      ["video", (await insertContent({ hidden: true })).id, "Video not found."],
      ["article", video.id, "Article not found."],
      ["video", article.id, "Video not found."],
      ["company", video.id, "Company not found."],
      ["post", company.id, "Post not found."],
      ["company", randomUUID(), "Company not found."],
    ];
    for (const [kind, id, message] of cases) {
      const response = await put(member.cookie, kind, id);
      expect(response.statusCode, `${kind} ${id}`).toBe(404);
      expect(response.json()).toEqual({ reason: "NotFound", messages: [message] });
    }
    expect(await bookmarkRows(member.id)).toHaveLength(0);
  });

  it("bookmarks company posts and hub posts, members-only content and members' companies", async () => {
    const member = await newMember();
    const hidden = await insertCompany({ isPage: false });
    await bookmark(member, "post", await insertPost({ companyId: hidden.id }));
    await bookmark(member, "post", await insertPost());
    await bookmark(member, "company", hidden.id);
    await bookmark(member, "article", (await insertContent({ kind: "article" })).id);
    expect(await bookmarkRows(member.id)).toHaveLength(4);
  });

  it.each([
    ["an unknown kind", "podcast", randomUUID(), undefined],
    ["a malformed target id", "company", "not-an-id", undefined],
    ["a collectionId that is not an id", "company", null, { collectionId: "reading" }],
    ["a collectionId that is not text", "company", null, { collectionId: 7 }],
    ["an unknown field", "company", null, { note: "later" }],
    ["a body that is not an object", "company", null, ["reading"]],
  ])("refuses %s with 400", async (_label, kind, targetId, payload) => {
    const member = await newMember();
    const id = targetId ?? (await insertCompany()).id;
    const response = await put(member.cookie, kind, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await bookmarkRows(member.id)).toHaveLength(0);
  });
});

describe("the bookmark signal", () => {
  it("records a leader's interest in a video's intent types the first time only", async () => {
    const leader = await newMember();
    const video = await insertContent({ intentTypes: ["Cloud Security", "Observability"] });
    await bookmark(leader, "video", video.id);
    const recorded = await bookmarkSignals(leader.id, video.id);
    expect(recorded.map((signal) => signal.intentType).sort()).toEqual(["Cloud Security", "Observability"]);
    expect(recorded[0]).toMatchObject({ weight: 3, points: 3, subjectKind: "video" });

    await bookmark(leader, "video", video.id);
    expect((await remove(leader.cookie, "video", video.id)).statusCode).toBe(204);
    await bookmark(leader, "video", video.id);
    expect(await bookmarkSignals(leader.id, video.id)).toHaveLength(2);
  });

  it("records articles too, and nothing for posts, companies or vendors", async () => {
    const leader = await newMember();
    const vendor = await createUser(t, vendorSignUp());
    const article = await insertContent({ kind: "article", intentTypes: ["Data Platforms"] });
    await bookmark(leader, "article", article.id);
    expect(await bookmarkSignals(leader.id, article.id)).toHaveLength(1);

    await bookmark(vendor, "article", article.id);
    const post = await insertPost();
    const company = await insertCompany();
    await bookmark(leader, "post", post);
    await bookmark(leader, "company", company.id);
    expect(await bookmarkSignals(vendor.id, article.id)).toHaveLength(0);
    const all = await t.context.db.select().from(signals).where(eq(signals.userId, leader.id));
    expect(all).toHaveLength(1);
  });
});

describe("event bookmarks", () => {
  it("asks visitors to sign in and writes nothing", async () => {
    const event = await insertEvent();
    const response = await put(undefined, "event", event.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["Sign in to continue."] });
    const rows = await t.context.db.select().from(bookmarks).where(eq(bookmarks.eventId, event.id));
    expect(rows).toHaveLength(0);
  });

  it.each(MEMBERS)("lets %s bookmark an event", async (role) => {
    const event = await insertEvent();
    const response = await put(cookieOf(cast, role), "event", event.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: "event", targetId: event.id, collectionId: null });
  });

  it("lets a vendor of another company bookmark an event it does not host", async () => {
    const vendor = await createUser(t, vendorSignUp());
    const event = await insertEvent();
    await bookmark(vendor, "event", event.id);
    expect(await bookmarkRows(vendor.id)).toHaveLength(1);
  });

  it("shows when and where the event is, in its time zone, with its host or Summit", async () => {
    const member = await newMember();
    const hosted = await insertEvent();
    const summit = await insertEvent({ hostCompanyId: null });
    const first = await bookmark(member, "event", hosted.id);
    expect(first.target).toEqual({
      kind: "event",
      id: hosted.id,
      title: hosted.title,
      startsAt: hosted.startsAt.toISOString(),
      endsAt: hosted.endsAt.toISOString(),
      timeZone: "Europe/London",
      format: "in_person",
      venue: "The Shard",
      location: "London",
      host: { id: cast.companyId, name: expect.any(String) },
      cancelled: false,
    });
    await bookmark(member, "event", summit.id);
    await bookmark(member, "company", (await insertCompany()).id);

    const listed = (await list(member.cookie, "?kind=event")).json();
    expect(listed.items.map((item: { targetId: string }) => item.targetId)).toEqual([summit.id, hosted.id]);
    expect(listed.items[0].target.host).toBeNull();
  });

  it("keeps a cancelled event bookmarkable, and marks it", async () => {
    const member = await newMember();
    const cancelled = await insertEvent({ cancelled: true });
    const later = await insertEvent();
    expect((await bookmark(member, "event", cancelled.id)).target.cancelled).toBe(true);
    await bookmark(member, "event", later.id);
    await t.context.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, later.id));
    const listed = (await list(member.cookie, "?kind=event")).json();
    expect(listed.items.map((item: { target: { cancelled: boolean } }) => item.target.cancelled)).toEqual([
      true,
      true,
    ]);
  });

  it("answers 404 for an unknown event and for an event under another kind, bookmarking nothing", async () => {
    const member = await newMember();
    const event = await insertEvent();
    const cases: [string, string, string][] = [
      ["event", randomUUID(), "Event not found."],
      ["company", event.id, "Company not found."],
      ["event", (await insertCompany()).id, "Event not found."],
    ];
    for (const [kind, id, message] of cases) {
      const response = await put(member.cookie, kind, id);
      expect(response.statusCode, `${kind} ${id}`).toBe(404);
      expect(response.json()).toEqual({ reason: "NotFound", messages: [message] });
    }
    expect((await put(member.cookie, "event", "not-an-id")).statusCode).toBe(400);
    expect(await bookmarkRows(member.id)).toHaveLength(0);
  });

  it("records a leader's interest in the intent types of the event's sessions, once", async () => {
    const leader = await newMember();
    const event = await insertEvent({
      sessionIntentTypes: [["Observability", "Cloud Security"], ["Cloud Security"], []],
    });
    await bookmark(leader, "event", event.id);
    const recorded = await bookmarkSignals(leader.id, event.id);
    expect(recorded.map((signal) => signal.intentType).sort()).toEqual(["Cloud Security", "Observability"]);
    expect(recorded[0]).toMatchObject({ kind: "bookmark", weight: 3, subjectKind: "event" });

    expect((await remove(leader.cookie, "event", event.id)).statusCode).toBe(204);
    await bookmark(leader, "event", event.id);
    expect(await bookmarkSignals(leader.id, event.id)).toHaveLength(2);
  });

  it("records nothing for vendors, nor for an event whose sessions name no intent type", async () => {
    const leader = await newMember();
    const vendor = await createUser(t, vendorSignUp());
    const event = await insertEvent({ sessionIntentTypes: [["Data Platforms"]] });
    const bare = await insertEvent({ sessionIntentTypes: [[]] });
    await bookmark(vendor, "event", event.id);
    await bookmark(leader, "event", bare.id);
    expect(await bookmarkSignals(vendor.id, event.id)).toHaveLength(0);
    expect(await bookmarkSignals(leader.id, bare.id)).toHaveLength(0);
  });

  it("removes an event bookmark, then answers 404, and leaves other members' alone", async () => {
    const member = await newMember();
    const other = await newMember();
    const event = await insertEvent();
    await bookmark(member, "event", event.id);
    await bookmark(other, "event", event.id);
    expect((await remove(undefined, "event", event.id)).statusCode).toBe(401);
    expect((await remove(member.cookie, "event", event.id)).statusCode).toBe(204);
    const again = await remove(member.cookie, "event", event.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ reason: "NotFound", messages: ["Bookmark not found."] });
    expect(await bookmarkRows(other.id)).toHaveLength(1);
  });

  it("files an event bookmark in a collection", async () => {
    const member = await newMember();
    const collection = await newCollection(member);
    const event = await insertEvent();
    await bookmark(member, "event", event.id);
    const moved = await move(member.cookie, "event", event.id, { collectionId: collection.id });
    expect(moved.statusCode).toBe(200);
    const filed = (await list(member.cookie, `?collectionId=${collection.id}`)).json();
    expect(filed.items.map((item: { targetId: string }) => item.targetId)).toEqual([event.id]);
  });

  it("drops the bookmark with the event when the event is deleted", async () => {
    const member = await newMember();
    const collection = await newCollection(member);
    const event = await insertEvent();
    await bookmark(member, "event", event.id, { collectionId: collection.id });
    await t.context.db.delete(events).where(eq(events.id, event.id));
    expect(await bookmarkRows(member.id)).toHaveLength(0);
    expect((await list(member.cookie, "?kind=event")).json().items).toEqual([]);
    const collections = await t.request({
      method: "GET",
      url: "/api/bookmark-collections",
      cookie: member.cookie,
    });
    expect(collections.json().items[0].bookmarkCount).toBe(0);
  });
});

describe("GET /api/bookmarks/:kind/:targetId", () => {
  const one = (cookie: string | undefined, kind: string, targetId: string) =>
    t.request({ method: "GET", url: `/api/bookmarks/${kind}/${targetId}`, cookie });

  it("answers the caller's bookmark of the target, and 404 when they have none", async () => {
    const member = await newMember();
    const other = await newMember();
    const event = await insertEvent();
    expect((await one(member.cookie, "event", event.id)).statusCode).toBe(404);
    const made = await bookmark(member, "event", event.id);
    const found = await one(member.cookie, "event", event.id);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(made);
    const theirs = await one(other.cookie, "event", event.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ reason: "NotFound", messages: ["Bookmark not found."] });
  });

  it("asks visitors to sign in, and refuses bad parameters with 400", async () => {
    const event = await insertEvent();
    expect((await one(undefined, "event", event.id)).statusCode).toBe(401);
    const member = await newMember();
    expect((await one(member.cookie, "event", "nope")).statusCode).toBe(400);
    expect((await one(member.cookie, "podcast", event.id)).json().reason).toBe("Invalid");
  });
});

describe("DELETE /api/bookmarks/:kind/:targetId", () => {
  it("removes the bookmark, then answers 404 as there is none", async () => {
    const member = await newMember();
    const company = await insertCompany();
    await bookmark(member, "company", company.id);
    const response = await remove(member.cookie, "company", company.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await bookmarkRows(member.id)).toHaveLength(0);
    const again = await remove(member.cookie, "company", company.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ reason: "NotFound", messages: ["Bookmark not found."] });
  });

  it("asks visitors to sign in, and leaves other members' bookmarks alone", async () => {
    const owner = await newMember();
    const other = await newMember();
    const company = await insertCompany();
    await bookmark(owner, "company", company.id);
    expect((await remove(undefined, "company", company.id)).statusCode).toBe(401);
    expect((await remove(other.cookie, "company", company.id)).statusCode).toBe(404);
    expect(await bookmarkRows(owner.id)).toHaveLength(1);
  });

  it("removes a bookmark whose target was hidden since", async () => {
    const member = await newMember();
    const post = await insertPost();
    await bookmark(member, "post", post);
    await t.context.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, post));
    expect((await remove(member.cookie, "post", post)).statusCode).toBe(204);
  });

  it("answers 404 for the right target under the wrong kind, and 400 for bad parameters", async () => {
    const member = await newMember();
    const article = await insertContent({ kind: "article" });
    await bookmark(member, "article", article.id);
    expect((await remove(member.cookie, "video", article.id)).statusCode).toBe(404);
    expect((await remove(member.cookie, "article", "nope")).statusCode).toBe(400);
    expect((await remove(member.cookie, "event", article.id)).statusCode).toBe(404);
    expect((await remove(member.cookie, "podcast", article.id)).statusCode).toBe(400);
    expect(await bookmarkRows(member.id)).toHaveLength(1);
  });
});

describe("PATCH /api/bookmarks/:kind/:targetId", () => {
  it("moves a bookmark into a collection and out of any", async () => {
    const member = await newMember();
    const collection = await newCollection(member);
    const company = await insertCompany();
    await bookmark(member, "company", company.id);
    const moved = await move(member.cookie, "company", company.id, { collectionId: collection.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ targetId: company.id, collectionId: collection.id });
    const out = await move(member.cookie, "company", company.id, { collectionId: null });
    expect(out.json().collectionId).toBeNull();
    expect((await bookmarkRows(member.id))[0]?.collectionId).toBeNull();
  });

  it("answers 404 for another member's collection, another member's bookmark and a hidden target", async () => {
    const member = await newMember();
    const other = await newMember();
    const theirs = await newCollection(other);
    const mine = await newCollection(member);
    const company = await insertCompany();
    await bookmark(member, "company", company.id);
    const foreign = await move(member.cookie, "company", company.id, { collectionId: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages).toEqual(["Collection not found."]);
    const notTheirs = await move(other.cookie, "company", company.id, { collectionId: theirs.id });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().messages).toEqual(["Bookmark not found."]);

    const video = await insertContent();
    await bookmark(member, "video", video.id);
    await t.context.db
      .update(contentItems)
      .set({ hiddenAt: new Date() })
      .where(eq(contentItems.id, video.id));
    expect((await move(member.cookie, "video", video.id, { collectionId: mine.id })).statusCode).toBe(404);
    expect((await bookmarkRows(member.id)).every((row) => row.collectionId === null)).toBe(true);
  });

  it.each([
    ["an empty body", {}],
    ["a collectionId that is not an id", { collectionId: "x" }],
    ["an unknown field", { collectionId: null, kind: "video" }],
  ])("refuses %s with 400", async (_label, payload) => {
    const member = await newMember();
    const company = await insertCompany();
    await bookmark(member, "company", company.id);
    const response = await move(member.cookie, "company", company.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
  });

  it("asks visitors to sign in", async () => {
    const company = await insertCompany();
    expect((await move(undefined, "company", company.id, { collectionId: null })).statusCode).toBe(401);
  });
});

describe("GET /api/bookmarks", () => {
  it("asks visitors to sign in", async () => {
    const response = await list(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe("AccessDenied");
  });

  it("shows each kind's target summary, newest first, and only the caller's", async () => {
    const member = await newMember();
    const other = await newMember();
    const longBody = `${"Observability budgets keep growing. ".repeat(12)}End.`;
    const post = await insertPost({ body: longBody, companyId: cast.companyId });
    const cover = await insertImage(cast.owner);
    const video = await insertContent({ kind: "video", coverUploadId: cover.id });
    const article = await insertContent({ kind: "article", companyId: null });
    const company = await insertCompany({ name: `Contoso ${randomUUID()}`, headquarter: "Paris" });
    await t.context.db
      .update(users)
      .set({ image: "/api/files/photos/owner.png" })
      .where(eq(users.id, cast.owner.id));
    await bookmark(member, "post", post);
    await bookmark(member, "video", video.id);
    await bookmark(member, "article", article.id);
    await bookmark(member, "company", company.id);
    await bookmark(other, "company", company.id);

    const response = await list(member.cookie);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(items.map((item: { kind: string }) => item.kind)).toEqual(["company", "article", "video", "post"]);
    const [companyItem, articleItem, videoItem, postItem] = items;
    expect(companyItem.target).toEqual({
      kind: "company",
      id: company.id,
      name: company.name,
      logoUrl: null,
      headquarter: "Paris",
      isPage: true,
    });
    expect(articleItem.target).toMatchObject({
      kind: "article",
      id: article.id,
      title: article.title,
      company: null,
      author: { id: cast.owner.id, name: expect.any(String) },
      coverUrl: null,
      durationSeconds: null,
    });
    expect(videoItem.target).toEqual({
      kind: "video",
      id: video.id,
      title: video.title,
      summary: "Three CISOs compare notes.",
      coverUrl: `/api/files/${cover.storageKey}`,
      durationSeconds: 754,
      company: { id: cast.companyId, name: expect.any(String) },
      author: { id: cast.owner.id, name: expect.any(String) },
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(postItem.target).toMatchObject({
      kind: "post",
      id: post,
      author: { id: cast.owner.id, photoUrl: "/api/files/photos/owner.png" },
      company: { id: cast.companyId },
    });
    expect(postItem.target.excerpt.length).toBeLessThanOrEqual(280);
    expect(postItem.target.excerpt.length).toBeGreaterThan(270);
    expect(postItem.target.excerpt.endsWith("…")).toBe(true);
    expect(longBody.startsWith(postItem.target.excerpt.slice(0, -1))).toBe(true);
  });

  it("pages 20 at a time with a cursor, across bookmarks made at the same moment", async () => {
    const member = await newMember();
    const targets = await Promise.all(Array.from({ length: 25 }, () => insertCompany()));
    for (const company of targets) await bookmark(member, "company", company.id);
    await t.context.db
      .update(bookmarks)
      .set({ createdAt: sql`'2025-03-01 10:00:00.123456+00'::timestamptz` })
      .where(eq(bookmarks.userId, member.id));

    const first = (await list(member.cookie)).json();
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(member.cookie, `?cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((item: { targetId: string }) => item.targetId);
    expect(new Set(seen)).toEqual(new Set(targets.map((company) => company.id)));
  });

  it("filters by kind and by collection", async () => {
    const member = await newMember();
    const collection = await newCollection(member);
    const video = await insertContent();
    const article = await insertContent({ kind: "article" });
    const company = await insertCompany();
    await bookmark(member, "video", video.id, { collectionId: collection.id });
    await bookmark(member, "article", article.id);
    await bookmark(member, "company", company.id, { collectionId: collection.id });

    const videos = (await list(member.cookie, "?kind=video")).json();
    expect(videos.items.map((item: { targetId: string }) => item.targetId)).toEqual([video.id]);
    const filed = (await list(member.cookie, `?collectionId=${collection.id}`)).json();
    expect(filed.items.map((item: { targetId: string }) => item.targetId)).toEqual([company.id, video.id]);
    const filedCompanies = (await list(member.cookie, `?collectionId=${collection.id}&kind=company`)).json();
    expect(filedCompanies.items).toHaveLength(1);
  });

  it("leaves out bookmarks whose target is hidden, until it is shown again", async () => {
    const member = await newMember();
    const post = await insertPost();
    await bookmark(member, "post", post);
    await t.context.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, post));
    expect((await list(member.cookie)).json().items).toEqual([]);
    await t.context.db.update(posts).set({ hiddenAt: null }).where(eq(posts.id, post));
    expect((await list(member.cookie)).json().items).toHaveLength(1);
  });

  it("drops bookmarks with their target when it is deleted", async () => {
    const member = await newMember();
    const post = await insertPost();
    const video = await insertContent();
    const company = await insertCompany();
    await bookmark(member, "post", post);
    await bookmark(member, "video", video.id);
    await bookmark(member, "company", company.id);
    await t.context.db.delete(posts).where(eq(posts.id, post));
    await t.context.db.delete(contentItems).where(eq(contentItems.id, video.id));
    await t.context.db.delete(companies).where(eq(companies.id, company.id));
    expect(await bookmarkRows(member.id)).toHaveLength(0);
    expect((await list(member.cookie)).json().items).toEqual([]);
  });

  it.each([
    ["an unknown kind", "?kind=podcast"],
    ["a malformed collection id", "?collectionId=reading"],
    ["a forged cursor", `?cursor=${Buffer.from('["x","y"]').toString("base64url")}`],
    ["a limit over 100", "?limit=101"],
  ])("refuses %s with 400", async (_label, query) => {
    const member = await newMember();
    const response = await list(member.cookie, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
  });

  it("answers 404 for another member's collection", async () => {
    const member = await newMember();
    const theirs = await newCollection(await newMember());
    const response = await list(member.cookie, `?collectionId=${theirs.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ reason: "NotFound", messages: ["Collection not found."] });
  });
});

describe("bookmark collections", () => {
  const collections = (cookie: string | undefined) =>
    t.request({ method: "GET", url: "/api/bookmark-collections", cookie });
  const create = (cookie: string | undefined, payload: unknown) =>
    t.request({ method: "POST", url: "/api/bookmark-collections", cookie, payload: payload as object });
  const rename = (cookie: string | undefined, id: string, payload: unknown) =>
    t.request({
      method: "PATCH",
      url: `/api/bookmark-collections/${id}`,
      cookie,
      payload: payload as object,
    });
  const drop = (cookie: string | undefined, id: string) =>
    t.request({ method: "DELETE", url: `/api/bookmark-collections/${id}`, cookie });

  it("asks visitors to sign in on every collection route", async () => {
    const member = await newMember();
    const collection = await newCollection(member);
    expect((await collections(undefined)).statusCode).toBe(401);
    expect((await create(undefined, { name: "Later" })).statusCode).toBe(401);
    expect((await rename(undefined, collection.id, { name: "Later" })).statusCode).toBe(401);
    expect((await drop(undefined, collection.id)).statusCode).toBe(401);
    expect((await collections(member.cookie)).json().items).toEqual([
      expect.objectContaining({ name: collection.name }),
    ]);
  });

  it.each(MEMBERS)("lets %s create a collection", async (role) => {
    const response = await create(cookieOf(cast, role), { name: `  For ${role}  ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: `For ${role}`,
      bookmarkCount: 0,
      createdAt: expect.any(String),
    });
  });

  it("lists only the caller's collections, by name, with the visible bookmarks each holds", async () => {
    const member = await newMember();
    const other = await newMember();
    const zebra = await newCollection(member, "zebra");
    const alpha = await newCollection(member, "Alpha");
    await newCollection(other, "Alpha");
    const hiddenPost = await insertPost();
    await bookmark(member, "company", (await insertCompany()).id, { collectionId: alpha.id });
    await bookmark(member, "post", hiddenPost, { collectionId: alpha.id });
    await bookmark(member, "post", await insertPost(), { collectionId: zebra.id });
    await t.context.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hiddenPost));

    const response = await collections(member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: alpha.id, name: "Alpha", bookmarkCount: 1, createdAt: expect.any(String) },
      { id: zebra.id, name: "zebra", bookmarkCount: 1, createdAt: expect.any(String) },
    ]);
  });

  it("refuses a second collection of the same name in any case with 409, but not another member's", async () => {
    const member = await newMember();
    await newCollection(member, "Reading list");
    const response = await create(member.cookie, { name: "READING LIST" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      reason: "AlreadyExists",
      messages: ["You already have a collection named “READING LIST”."],
    });
    await newCollection(await newMember(), "Reading list");
    expect((await collections(member.cookie)).json().items).toHaveLength(1);
  });

  it.each([
    ["a missing name", {}],
    ["an empty name", { name: "   " }],
    ["a name over 60 characters", { name: "x".repeat(61) }],
    ["a name that is not text", { name: 12 }],
    ["a name with a line break", { name: "Read\nlater" }],
    ["an unknown field", { name: "Later", colour: "red" }],
  ])("refuses %s with 400 and creates nothing", async (_label, payload) => {
    const member = await newMember();
    const response = await create(member.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect((await collections(member.cookie)).json().items).toEqual([]);
  });

  it(`keeps at most ${MAX_COLLECTIONS} collections a member`, async () => {
    const member = await newMember();
    await t.context.db
      .insert(bookmarkCollections)
      .values(
        Array.from({ length: MAX_COLLECTIONS }, (_, index) => ({ userId: member.id, name: `C${index}` })),
      );
    const response = await create(member.cookie, { name: "One more" });
    expect(response.statusCode).toBe(422);
    expect(response.json().reason).toBe("Failure");
  });

  it("renames a collection, also to another case of its own name", async () => {
    const member = await newMember();
    const collection = await newCollection(member, "later");
    const response = await rename(member.cookie, collection.id, { name: "Later" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: collection.id, name: "Later", bookmarkCount: 0 });
  });

  it("refuses to rename to the name of another of the caller's collections", async () => {
    const member = await newMember();
    await newCollection(member, "Vendors");
    const collection = await newCollection(member, "Later");
    const response = await rename(member.cookie, collection.id, { name: "vendors" });
    expect(response.statusCode).toBe(409);
    expect(response.json().reason).toBe("AlreadyExists");
  });

  it("answers 404 to renaming or deleting another member's collection, changing nothing", async () => {
    const member = await newMember();
    const theirs = await newCollection(await newMember(), "Theirs");
    expect((await rename(member.cookie, theirs.id, { name: "Mine" })).statusCode).toBe(404);
    expect((await drop(member.cookie, theirs.id)).statusCode).toBe(404);
    expect((await rename(member.cookie, randomUUID(), { name: "Mine" })).statusCode).toBe(404);
    const [row] = await t.context.db
      .select()
      .from(bookmarkCollections)
      .where(eq(bookmarkCollections.id, theirs.id));
    expect(row?.name).toBe("Theirs");
  });

  it("refuses bad ids and names when renaming with 400", async () => {
    const member = await newMember();
    const collection = await newCollection(member);
    expect((await rename(member.cookie, "nope", { name: "Later" })).statusCode).toBe(400);
    expect((await rename(member.cookie, collection.id, { name: "" })).statusCode).toBe(400);
    expect((await rename(member.cookie, collection.id, {})).statusCode).toBe(400);
    expect((await drop(member.cookie, "nope")).statusCode).toBe(400);
  });

  it("deletes a collection and keeps its bookmarks, outside any collection", async () => {
    const member = await newMember();
    const collection = await newCollection(member);
    const company = await insertCompany();
    await bookmark(member, "company", company.id, { collectionId: collection.id });
    const response = await drop(member.cookie, collection.id);
    expect(response.statusCode).toBe(204);
    expect((await collections(member.cookie)).json().items).toEqual([]);
    const [item] = (await list(member.cookie)).json().items;
    expect(item).toMatchObject({ targetId: company.id, collectionId: null });
    expect((await drop(member.cookie, collection.id)).statusCode).toBe(404);
  });
});

describe("the company profile", () => {
  it("tells the member whether they bookmarked the company", async () => {
    const member = await newMember();
    const company = await insertCompany();
    const profile = (cookie?: string) =>
      t.request({ method: "GET", url: `/api/companies/${company.id}`, cookie });
    expect((await profile(member.cookie)).json().bookmarked).toBe(false);
    await bookmark(member, "company", company.id);
    expect((await profile(member.cookie)).json().bookmarked).toBe(true);
    expect((await profile(cast.member.cookie)).json().bookmarked).toBe(false);
    expect((await profile()).json().bookmarked).toBe(false);
  });
});
