import { randomUUID } from "node:crypto";
import { FEED_NEW_POSTS_CAP } from "@common/posts";
import { posts } from "@server/platform/database/schema/community";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf } from "@server/test/company-cast";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
let author: TestUser;

beforeAll(async () => {
  author = await createUser(t, vendorSignUp());
});
/** A moment from a fixed start, in microseconds, so tests can tie times or set them a microsecond apart. */
const at = (micros: number) =>
  sql`'2025-03-01 10:00:00+00'::timestamptz + ${micros}::int * interval '1 microsecond'`;

async function insertPost(values: {
  hub: string;
  companyId?: string | null;
  createdAt?: number;
  hidden?: boolean;
  body?: string;
}) {
  const [row] = await t.context.db
    .insert(posts)
    .values({
      authorId: author.id,
      companyId: values.companyId ?? null,
      hub: values.hub,
      body: values.body ?? "A post",
      createdAt: at(values.createdAt ?? 0),
      hiddenAt: values.hidden ? new Date() : null,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("no post");
  return row.id;
}

async function newCompany() {
  const owner = await createUser(t, vendorSignUp());
  return companyIdOf(t, owner);
}

async function follow(reader: TestUser, companyId: string) {
  const response = await t.request({
    method: "POST",
    url: `/api/companies/${companyId}/follow`,
    cookie: reader.cookie,
  });
  expect(response.statusCode).toBe(200);
}

const get = (url: string, reader?: TestUser, cookie?: string) =>
  t.request({
    method: "GET",
    url,
    cookie: [reader?.cookie, cookie].filter(Boolean).join("; ") || undefined,
  });

const ids = (response: { json(): { items: { id: string }[] } }) =>
  response.json().items.map((post) => post.id);

/** Follows nextCursor to the end, returning every page's ids. */
async function allPages(url: string, reader: TestUser) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const response = await get(cursor ? `${url}&cursor=${cursor}` : url, reader);
    expect(response.statusCode).toBe(200);
    pages.push(ids(response));
    cursor = response.json().nextCursor;
  } while (cursor);
  return pages;
}

describe("GET /api/feed", () => {
  it("asks visitors to sign in", async () => {
    for (const url of ["/api/feed", `/api/feed/new-posts?since=${randomUUID()}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ reason: "AccessDenied", messages: [expect.any(String)] });
    }
  });

  it("shows the hub's posts and those of followed companies, newest first, once each", async () => {
    const reader = await createUser(t, leaderSignUp());
    const followed = await newCompany();
    const unfollowed = await newCompany();
    await follow(reader, followed);
    const hubPost = await insertPost({ hub: "devops", createdAt: 10 });
    const followedElsewhere = await insertPost({ hub: "cfo", companyId: followed, createdAt: 30 });
    const followedInHub = await insertPost({ hub: "devops", companyId: followed, createdAt: 20 });
    const unfollowedInHub = await insertPost({ hub: "devops", companyId: unfollowed, createdAt: 5 });
    await insertPost({ hub: "cfo", companyId: unfollowed, createdAt: 40 });
    await insertPost({ hub: "cfo", createdAt: 50 });
    await insertPost({ hub: "devops", createdAt: 60, hidden: true });
    await insertPost({ hub: "cfo", companyId: followed, createdAt: 70, hidden: true });

    const response = await get("/api/feed?hub=devops", reader);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([followedElsewhere, followedInHub, hubPost, unfollowedInHub]);
    expect(response.json().nextCursor).toBeNull();
    expect(response.json().items[1]).toMatchObject({
      hub: "devops",
      company: { id: followed },
      author: { id: author.id },
      reacted: false,
      bookmarked: false,
      can: { edit: false, delete: false, spotlight: false, hide: false },
    });

    await t.request({ method: "DELETE", url: `/api/companies/${followed}/follow`, cookie: reader.cookie });
    expect(ids(await get("/api/feed?hub=devops", reader))).toEqual([followedInHub, hubPost, unfollowedInHub]);
  });

  it("pages with nextCursor without repeats or gaps, even when posts share a time", async () => {
    const reader = await createUser(t, leaderSignUp());
    const companyId = await newCompany();
    await follow(reader, companyId);
    // Hub posts and followed-company posts interleave, three to a moment.
    for (let index = 0; index < 17; index += 1) {
      await insertPost({ hub: "ai", createdAt: Math.floor(index / 3) });
      await insertPost({ hub: "cco", companyId, createdAt: Math.floor(index / 3) });
    }
    await insertPost({ hub: "ai", createdAt: 2, hidden: true });
    await insertPost({ hub: "cco", createdAt: 2 });

    const expected = await t.context.db
      .select({ id: posts.id })
      .from(posts)
      .where(sql`${posts.hiddenAt} IS NULL AND (${posts.hub} = 'ai' OR ${posts.companyId} = ${companyId})`)
      .orderBy(sql`${posts.createdAt} DESC, ${posts.id} DESC`);
    expect(expected).toHaveLength(34);

    const pages = await allPages("/api/feed?hub=ai&limit=4", reader);
    expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 2]);
    expect(pages.flat()).toEqual(expected.map((row) => row.id));

    const defaultPage = await get("/api/feed?hub=ai", reader);
    expect(ids(defaultPage)).toEqual(expected.slice(0, 10).map((row) => row.id));
  });

  it("finds a followed company's post behind hundreds of newer posts of other companies", async () => {
    const reader = await createUser(t, leaderSignUp());
    const followed = await newCompany();
    const unfollowed = await newCompany();
    await follow(reader, followed);
    const followedPost = await insertPost({ hub: "cfo", companyId: followed, createdAt: -1000 });
    const hubPost = await insertPost({ hub: "contact-centre", createdAt: -2000 });
    // More company posts than the feed reads by time alone, all newer and none followed.
    await t.context.db.insert(posts).values(
      Array.from({ length: 250 }, (_, index) => ({
        authorId: author.id,
        companyId: unfollowed,
        hub: "cfo",
        body: "Someone else's news",
        createdAt: at(-900 + index),
      })),
    );

    expect(await allPages("/api/feed?hub=contact-centre&limit=1", reader)).toEqual([
      [followedPost],
      [hubPost],
    ]);
  });

  it("reads the hub asked for, else the community cookie, else the member's own hub", async () => {
    const reader = await createUser(t, leaderSignUp({ role: "CHRO" }));
    const own = await insertPost({ hub: "chro" });
    const chosen = await insertPost({ hub: "hybrid-workplace" });
    const asked = await insertPost({ hub: "field-service" });

    expect(ids(await get("/api/feed", reader))).toEqual([own]);
    expect(ids(await get("/api/feed", reader, "community=hybrid-workplace"))).toEqual([chosen]);
    expect(ids(await get("/api/feed?hub=field-service", reader, "community=hybrid-workplace"))).toEqual([
      asked,
    ]);
    // A cookie that names no hub is ignored.
    expect(ids(await get("/api/feed", reader, "community=nowhere"))).toEqual([own]);
  });

  it("answers 400 with the error object for an unknown hub, a forged cursor or a limit over 50", async () => {
    const reader = await createUser(t, leaderSignUp());
    for (const query of ["hub=nowhere", "cursor=not-a-cursor", "limit=51", "limit=0"]) {
      const response = await get(`/api/feed?${query}`, reader);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ reason: "Invalid", messages: [expect.any(String)] });
    }
    for (const key of [["2025-03-01", "x"], ["x", randomUUID()], [1, 2], "text"]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString("base64url");
      const response = await get(`/api/feed?hub=cio&cursor=${cursor}`, reader);
      expect(response.statusCode).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
  });
});

describe("GET /api/feed/new-posts", () => {
  it("counts the visible hub and followed-company posts newer than the reader's newest", async () => {
    const reader = await createUser(t, leaderSignUp());
    const companyId = await newCompany();
    await follow(reader, companyId);
    const since = await insertPost({ hub: "csco", createdAt: 100 });
    await insertPost({ hub: "csco", createdAt: 50 });
    await insertPost({ hub: "csco", createdAt: 101 });
    await insertPost({ hub: "csco", createdAt: 102, hidden: true });
    await insertPost({ hub: "cdo", companyId, createdAt: 103 });
    await insertPost({ hub: "cdo", createdAt: 104 });
    // The same moment as the newest post counts only when it sorts after it.
    await insertPost({ hub: "csco", createdAt: 100 });
    const tied = await t.context.db
      .select({ id: posts.id })
      .from(posts)
      .where(sql`${posts.hub} = 'csco' AND ${posts.createdAt} = ${at(100)} AND ${posts.id} > ${since}`);

    const response = await get(`/api/feed/new-posts?hub=csco&since=${since}`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 + tied.length });

    const cookieHub = await get(`/api/feed/new-posts?since=${since}`, reader, "community=csco");
    expect(cookieHub.json()).toEqual({ count: 2 + tied.length });
    // A newest post that is gone since (deleted) gives nothing to compare with.
    expect((await get(`/api/feed/new-posts?hub=csco&since=${randomUUID()}`, reader)).json()).toEqual({
      count: 0,
    });
  });

  it(`stops counting past ${FEED_NEW_POSTS_CAP}: 100 means "99+"`, async () => {
    const reader = await createUser(t, leaderSignUp());
    const since = await insertPost({ hub: "ciso", createdAt: 0 });
    const addPosts = (count: number, from: number) =>
      t.context.db.insert(posts).values(
        Array.from({ length: count }, (_, index) => ({
          authorId: author.id,
          hub: "ciso",
          body: "Busy day",
          createdAt: at(from + index),
        })),
      );
    await addPosts(FEED_NEW_POSTS_CAP, 1);
    const count = async () => (await get(`/api/feed/new-posts?hub=ciso&since=${since}`, reader)).json();
    expect(await count()).toEqual({ count: 99 });
    await addPosts(1, 1000);
    expect(await count()).toEqual({ count: 100 });
    await addPosts(150, 2000);
    expect(await count()).toEqual({ count: 100 });
  });

  it("answers 400 for a missing or malformed since and an unknown hub", async () => {
    const reader = await createUser(t, leaderSignUp());
    for (const query of ["", "since=nope", `since=${randomUUID()}&hub=nowhere`]) {
      const response = await get(`/api/feed/new-posts?${query}`, reader);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ reason: "Invalid", messages: [expect.any(String)] });
    }
  });
});
