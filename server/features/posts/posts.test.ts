import { randomUUID } from "node:crypto";
import { comments, posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
let vendor: TestUser;
let leader: TestUser;

beforeAll(async () => {
  vendor = await createUser(t, vendorSignUp());
  leader = await createUser(t, leaderSignUp());
});
/** A moment from a fixed start, in microseconds, so tests can tie times or set them a microsecond apart. */
const at = (micros: number) =>
  sql`'2025-03-01 10:00:00+00'::timestamptz + ${micros}::int * interval '1 microsecond'`;

async function newCompany(isPage = false) {
  const owner = await createUser(t, vendorSignUp());
  const companyId = await companyIdOf(t, owner);
  await t.context.db.update(companies).set({ isPage }).where(eq(companies.id, companyId));
  return { owner, companyId };
}

async function insertPost(values: {
  companyId?: string | null;
  authorId?: string;
  body?: string;
  createdAt?: number;
  spotlightedAt?: number | null;
  hidden?: boolean;
}) {
  const [row] = await t.context.db
    .insert(posts)
    .values({
      authorId: values.authorId ?? vendor.id,
      companyId: values.companyId ?? null,
      hub: "cio",
      body: values.body ?? "A post",
      createdAt: at(values.createdAt ?? 0),
      spotlightedAt: values.spotlightedAt == null ? null : at(values.spotlightedAt),
      hiddenAt: values.hidden ? new Date() : null,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("no post");
  return row.id;
}

async function insertComment(
  postId: string,
  values: { parentId?: string; createdAt?: number; hidden?: boolean; body?: string; authorId?: string } = {},
) {
  const [row] = await t.context.db
    .insert(comments)
    .values({
      postId,
      authorId: values.authorId ?? leader.id,
      parentId: values.parentId ?? null,
      body: values.body ?? "A comment",
      createdAt: at(values.createdAt ?? 0),
      hiddenAt: values.hidden ? new Date() : null,
    })
    .returning({ id: comments.id });
  if (!row) throw new Error("no comment");
  return row.id;
}

/** Follows nextCursor to the end, returning every page's items. */
async function allPages(url: string, cookie?: string) {
  const pages: { id: string }[][] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes("?") ? "&" : "?";
    const pageUrl: string = cursor ? `${url}${separator}cursor=${cursor}` : url;
    const response = await t.request({ method: "GET", url: pageUrl, cookie });
    expect(response.statusCode).toBe(200);
    pages.push(response.json().items);
    cursor = response.json().nextCursor;
  } while (cursor);
  return pages;
}

describe("GET /api/companies/:id/posts", () => {
  it("pages the company's visible posts 10 at a time, newest first, without gaps or repeats", async () => {
    const { companyId } = await newCompany();
    // Pairs of posts share a time, and neighbours are a microsecond apart.
    for (let index = 0; index < 23; index += 1) {
      await insertPost({ companyId, createdAt: Math.floor(index / 2), body: `Post ${index}` });
    }
    await insertPost({ companyId, createdAt: 100, hidden: true });
    await insertPost({ companyId, createdAt: 5, hidden: true });
    await insertPost({ companyId: (await newCompany()).companyId, createdAt: 3 });
    await insertPost({ companyId: null, createdAt: 4 });

    const expected = await t.context.db
      .select({ id: posts.id })
      .from(posts)
      .where(sql`${posts.companyId} = ${companyId} AND ${posts.hiddenAt} IS NULL`)
      .orderBy(sql`${posts.createdAt} DESC, ${posts.id} DESC`);
    const pages = await allPages(`/api/companies/${companyId}/posts`, leader.cookie);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((post) => post.id)).toEqual(expected.map((row) => row.id));

    const pageThree = await t.request({
      method: "GET",
      url: `/api/companies/${companyId}/posts?page=3`,
      cookie: leader.cookie,
    });
    expect(pageThree.json()).toMatchObject({ nextCursor: null });
    expect(pageThree.json().items.map((post: { id: string }) => post.id)).toEqual(
      expected.slice(20).map((row) => row.id),
    );
  });

  it("shows each post with its author, company, hub, spotlight flag and count of visible comments", async () => {
    const { companyId } = await newCompany();
    const retitled = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: vendor.cookie,
      payload: { jobTitle: "Head of Product" },
    });
    expect(retitled.statusCode).toBe(200);
    const [logo] = await t.context.db
      .insert(uploads)
      .values({
        kind: "image",
        storageKey: `test/${randomUUID()}.webp`,
        contentType: "image/webp",
        sizeBytes: 10,
        fileName: "logo.webp",
        uploadedBy: vendor.id,
      })
      .returning();
    await t.context.db.update(companies).set({ logoUploadId: logo?.id }).where(eq(companies.id, companyId));
    const postId = await insertPost({ companyId, body: "Launch day", spotlightedAt: 1 });
    const kept = await insertComment(postId);
    await insertComment(postId, { parentId: kept });
    await insertComment(postId, { parentId: kept, hidden: true });
    const hidden = await insertComment(postId, { hidden: true });
    // Hiding a comment hides its thread with it.
    await insertComment(postId, { parentId: hidden, hidden: true });

    const response = await t.request({
      method: "GET",
      url: `/api/companies/${companyId}/posts`,
      cookie: leader.cookie,
    });
    const [post] = response.json().items;
    const [company] = await t.context.db.select().from(companies).where(eq(companies.id, companyId));
    expect(post).toEqual({
      id: postId,
      author: { id: vendor.id, name: expect.any(String), jobTitle: "Head of Product", photoUrl: null },
      company: { id: companyId, name: company?.name, logoUrl: `/api/files/${logo?.storageKey}` },
      hub: "cio",
      body: "Launch day",
      spotlighted: true,
      commentCount: 2,
      reactionCount: 0,
      attachments: [],
      reacted: false,
      bookmarked: false,
      can: { edit: false, delete: false, spotlight: false, hide: false },
      createdAt: "2025-03-01T10:00:00.000Z",
      updatedAt: expect.any(String),
    });
  });

  it("hides a company that is not a page from visitors, as if unknown", async () => {
    const hiddenCompany = await newCompany(false);
    const page = await newCompany(true);
    await insertPost({ companyId: page.companyId });
    expect(
      (await t.request({ method: "GET", url: `/api/companies/${hiddenCompany.companyId}/posts` })).statusCode,
    ).toBe(404);
    const visitor = await t.request({ method: "GET", url: `/api/companies/${page.companyId}/posts` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().items).toHaveLength(1);
  });

  it("answers 404 for an unknown company, 400 for a malformed id or a forged cursor", async () => {
    const cookie = leader.cookie;
    expect(
      (await t.request({ method: "GET", url: `/api/companies/${randomUUID()}/posts`, cookie })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/companies/nope/posts", cookie })).statusCode).toBe(
      400,
    );
    const { companyId } = await newCompany();
    for (const key of [
      ["2025-03-01", "x"],
      ["x", randomUUID()],
      [1, 2],
    ]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString("base64url");
      const response = await t.request({
        method: "GET",
        url: `/api/companies/${companyId}/posts?cursor=${cursor}`,
        cookie,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("GET /api/companies/:id/spotlight-posts", () => {
  it("pages the spotlighted posts, most recently spotlighted first, leaving out hidden and other posts", async () => {
    const { companyId } = await newCompany();
    // Spotlight order runs against creation order, so the list must sort by the spotlight time.
    for (let index = 0; index < 12; index += 1) {
      await insertPost({ companyId, createdAt: index, spotlightedAt: 1000 - Math.floor(index / 2) });
    }
    await insertPost({ companyId, createdAt: 50 });
    await insertPost({ companyId, createdAt: 60, spotlightedAt: 2000, hidden: true });

    const expected = await t.context.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        sql`${posts.companyId} = ${companyId} AND ${posts.hiddenAt} IS NULL AND ${posts.spotlightedAt} IS NOT NULL`,
      )
      .orderBy(sql`${posts.spotlightedAt} DESC, ${posts.id} DESC`);
    const pages = await allPages(`/api/companies/${companyId}/spotlight-posts`, leader.cookie);
    expect(pages.map((page) => page.length)).toEqual([10, 2]);
    expect(pages.flat().map((post) => post.id)).toEqual(expected.map((row) => row.id));
    expect(pages.flat().every((post) => (post as { spotlighted?: boolean }).spotlighted)).toBe(true);
  });

  it("hides a company that is not a page from visitors and answers 404 for an unknown company", async () => {
    const { companyId } = await newCompany(false);
    expect(
      (await t.request({ method: "GET", url: `/api/companies/${companyId}/spotlight-posts` })).statusCode,
    ).toBe(404);
    const unknown = await t.request({
      method: "GET",
      url: `/api/companies/${randomUUID()}/spotlight-posts`,
      cookie: leader.cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("GET /api/posts/:id/comments", () => {
  it("pages the visible top-level comments 10 at a time, oldest first, without gaps or repeats", async () => {
    const { companyId } = await newCompany(true);
    const postId = await insertPost({ companyId });
    for (let index = 0; index < 13; index += 1) {
      await insertComment(postId, { createdAt: Math.floor(index / 2), body: `Comment ${index}` });
    }
    await insertComment(postId, { createdAt: 3, hidden: true });
    await insertComment(await insertPost({ companyId }), { createdAt: 1 });

    const expected = await t.context.db
      .select({ id: comments.id })
      .from(comments)
      .where(sql`${comments.postId} = ${postId} AND ${comments.hiddenAt} IS NULL`)
      .orderBy(sql`${comments.createdAt}, ${comments.id}`);
    const pages = await allPages(`/api/posts/${postId}/comments`);
    expect(pages.map((page) => page.length)).toEqual([10, 3]);
    expect(pages.flat().map((comment) => comment.id)).toEqual(expected.map((row) => row.id));
  });

  it("gives each comment its three newest visible replies, in thread order, and how many it has", async () => {
    const postId = await insertPost({ companyId: null });
    const busy = await insertComment(postId, { createdAt: 0 });
    const quiet = await insertComment(postId, { createdAt: 1 });
    const replies: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      replies.push(
        await insertComment(postId, { parentId: busy, createdAt: 10 + index, body: `Reply ${index}` }),
      );
    }
    await insertComment(postId, { parentId: busy, createdAt: 99, hidden: true });

    const response = await t.request({
      method: "GET",
      url: `/api/posts/${postId}/comments`,
      cookie: leader.cookie,
    });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().items;
    expect(response.json().items).toHaveLength(2);
    expect(first).toMatchObject({ id: busy, postId, parentId: null, replyCount: 5 });
    expect(first.author).toEqual({
      id: leader.id,
      name: expect.any(String),
      jobTitle: expect.any(String),
      photoUrl: null,
    });
    expect(first.replies.map((reply: { id: string }) => reply.id)).toEqual(replies.slice(2));
    expect(first.replies[0]).toMatchObject({ parentId: busy, body: "Reply 2", postId });
    expect(second).toMatchObject({ id: quiet, replies: [], replyCount: 0 });
  });

  it("asks visitors to sign in for hub posts, and hides posts of companies they may not see", async () => {
    const hubPost = await insertPost({ companyId: null });
    expect((await t.request({ method: "GET", url: `/api/posts/${hubPost}/comments` })).statusCode).toBe(401);
    const { companyId } = await newCompany(false);
    const companyPost = await insertPost({ companyId });
    expect((await t.request({ method: "GET", url: `/api/posts/${companyPost}/comments` })).statusCode).toBe(
      404,
    );
    const member = await t.request({
      method: "GET",
      url: `/api/posts/${companyPost}/comments`,
      cookie: leader.cookie,
    });
    expect(member.statusCode).toBe(200);
  });

  it("answers 404 for a hidden or unknown post and 400 for a malformed id", async () => {
    const hidden = await insertPost({ companyId: null, hidden: true });
    const cookie = leader.cookie;
    expect(
      (await t.request({ method: "GET", url: `/api/posts/${hidden}/comments`, cookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "GET", url: `/api/posts/${randomUUID()}/comments`, cookie })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/posts/nope/comments", cookie })).statusCode).toBe(
      400,
    );
  });
});
