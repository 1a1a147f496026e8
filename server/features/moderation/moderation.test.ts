import { randomUUID } from "node:crypto";
import type { Report } from "@common/posts";
import { contentReports } from "@server/platform/database/schema/community";
import { createUser, leaderSignUp, setUpTestApp, type TestUser } from "@server/test/app";
import { type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");
let author: TestUser;
let reporter: TestUser;
let secondReporter: TestUser;

beforeAll(async () => {
  [author, reporter, secondReporter] = await Promise.all([
    createUser(t, leaderSignUp()),
    createUser(t, leaderSignUp()),
    createUser(t, leaderSignUp()),
  ]);
});
type Caller = CastRole | TestUser;

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, as: Caller, payload?: object) {
  const cookie = typeof as === "string" ? cookieOf(cast, as) : as.cookie;
  return t.request({ method, url, cookie, ...(payload === undefined ? {} : { payload }) });
}

function expectError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const reasons: Record<number, string> = {
    400: "Invalid",
    401: "AccessDenied",
    403: "AccessDenied",
    404: "NotFound",
    409: "AlreadyExists",
  };
  expect(response.json()).toEqual({ reason: reasons[status], messages: [expect.any(String)] });
}

async function newPost(as: Caller = author, payload: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/posts", as, { body: `Post ${randomUUID()}`, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; body: string };
}

async function newComment(postId: string, as: Caller = author, payload: Record<string, unknown> = {}) {
  const response = await call("POST", `/api/posts/${postId}/comments`, as, {
    body: `Comment ${randomUUID()}`,
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; body: string };
}

const reportPost = (postId: string, as: Caller = reporter, payload: object = { reason: "spam" }) =>
  call("POST", `/api/posts/${postId}/reports`, as, payload);

const reportComment = (commentId: string, as: Caller = reporter, payload: object = { reason: "spam" }) =>
  call("POST", `/api/comments/${commentId}/reports`, as, payload);

/** The whole open queue, following nextCursor. */
async function queue(limit = 100): Promise<Report[]> {
  const items: Report[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/moderation/reports?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await call("GET", url, "platformAdmin");
    expect(response.statusCode, response.body).toBe(200);
    items.push(...response.json().items);
    cursor = response.json().nextCursor;
  } while (cursor);
  return items;
}

const queueFor = async (postId: string) => (await queue()).filter((report) => report.postId === postId);

const resolve = (reportId: string, action: string, as: Caller = "platformAdmin") =>
  call("POST", `/api/moderation/reports/${reportId}/resolve`, as, { action });

describe("POST /api/posts/:id/reports", () => {
  it("files a report that platform admins see with the post's excerpt, its author and the reporter", async () => {
    const post = await newPost(author, { body: `Buy now ${"!".repeat(400)}` });
    const response = await reportPost(post.id, reporter, {
      reason: "spam",
      details: "  Selling in the CIO hub  ",
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");

    const [report, ...rest] = await queueFor(post.id);
    expect(rest).toEqual([]);
    expect(report).toEqual({
      id: expect.any(String),
      target: "post",
      postId: post.id,
      commentId: null,
      excerpt: post.body.slice(0, 280),
      targetAuthor: { id: author.id, name: expect.any(String), jobTitle: expect.any(String), photoUrl: null },
      targetHidden: false,
      reason: "spam",
      details: "Selling in the CIO hub",
      reporter: { id: reporter.id, name: expect.any(String), jobTitle: expect.any(String), photoUrl: null },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(report?.createdAt ?? "") - Date.now())).toBeLessThan(60_000);
  });

  it("keeps one open report per member and item: a second is 409, another member's is filed", async () => {
    const post = await newPost();
    expect((await reportPost(post.id)).statusCode).toBe(204);
    const before = await queueFor(post.id);
    expectError(await reportPost(post.id, reporter, { reason: "harassment" }), 409);
    expect(await queueFor(post.id)).toEqual(before);
    expect((await reportPost(post.id, secondReporter, { reason: "other" })).statusCode).toBe(204);
    expect((await queueFor(post.id)).map((report) => report.reporter.id)).toEqual([
      reporter.id,
      secondReporter.id,
    ]);
  });

  it("lets a member report again once the earlier report was resolved", async () => {
    const post = await newPost();
    await reportPost(post.id);
    const [report] = await queueFor(post.id);
    expect((await resolve(report?.id ?? "", "dismiss")).statusCode).toBe(204);
    expect((await reportPost(post.id)).statusCode).toBe(204);
    expect(await queueFor(post.id)).toHaveLength(1);
  });

  it("answers 400 for the member's own post, and files a company post for a co-admin", async () => {
    const post = await newPost();
    expectError(await reportPost(post.id, author), 400);
    const companyPost = await newPost("owner", { companyId: cast.companyId });
    expectError(await reportPost(companyPost.id, "owner"), 400);
    expect((await reportPost(companyPost.id, "admin")).statusCode).toBe(204);
  });

  it("rejects bad input with 400 and files nothing", async () => {
    const post = await newPost();
    const cases: [string, object][] = [
      ["missing reason", {}],
      ["unknown reason", { reason: "boring" }],
      ["reason of the wrong type", { reason: 3 }],
      ["details over 1000 characters", { reason: "other", details: "x".repeat(1001) }],
      ["details of the wrong type", { reason: "other", details: { text: "Hi" } }],
      ["unknown field", { reason: "other", severity: "high" }],
    ];
    for (const [name, payload] of cases) {
      const response = await reportPost(post.id, reporter, payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().reason, name).toBe("Invalid");
    }
    expectError(await call("POST", "/api/posts/nope/reports", reporter, { reason: "spam" }), 400);
    expect(await queueFor(post.id)).toEqual([]);

    expect(
      (await reportPost(post.id, reporter, { reason: "other", details: "x".repeat(1000) })).statusCode,
    ).toBe(204);
    expect((await reportPost(post.id, secondReporter, { reason: "other", details: "   " })).statusCode).toBe(
      204,
    );
    expect((await queueFor(post.id)).map((report) => report.details?.length ?? null)).toEqual([1000, null]);
  });

  it("asks visitors to sign in and answers 404 for a post the member cannot see", async () => {
    const post = await newPost();
    expectError(await reportPost(post.id, "visitor"), 401);
    expectError(await reportPost(randomUUID()), 404);
    await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin");
    expectError(await reportPost(post.id), 404);
    expect(await queueFor(post.id)).toEqual([]);
  });
});

describe("POST /api/comments/:id/reports", () => {
  it("files a report on a comment, shown with the comment's excerpt and author", async () => {
    const post = await newPost();
    const comment = await newComment(post.id, secondReporter, { body: "You are all wrong" });
    expect((await reportComment(comment.id, reporter, { reason: "harassment" })).statusCode).toBe(204);
    const [report] = await queueFor(post.id);
    expect(report).toMatchObject({
      target: "comment",
      postId: post.id,
      commentId: comment.id,
      excerpt: "You are all wrong",
      targetAuthor: { id: secondReporter.id },
      targetHidden: false,
      reason: "harassment",
      details: null,
      reporter: { id: reporter.id },
    });
  });

  it("answers 409 for a second open report, 400 for the member's own comment or bad input", async () => {
    const post = await newPost();
    const comment = await newComment(post.id);
    expect((await reportComment(comment.id)).statusCode).toBe(204);
    expectError(await reportComment(comment.id), 409);
    expectError(await reportComment(comment.id, author), 400);
    expectError(await reportComment(comment.id, secondReporter, { reason: "rude" }), 400);
    expectError(
      await reportComment(comment.id, secondReporter, { reason: "other", details: "x".repeat(1001) }),
      400,
    );
    expectError(await call("POST", "/api/comments/nope/reports", reporter, { reason: "spam" }), 400);
    expect(await queueFor(post.id)).toHaveLength(1);
  });

  it("asks visitors to sign in and answers 404 for hidden or unknown comments and comments on hidden posts", async () => {
    const post = await newPost();
    const hidden = await newComment(post.id);
    const hiddenPost = await newPost();
    const onHiddenPost = await newComment(hiddenPost.id);
    expectError(await reportComment(hidden.id, "visitor"), 401);
    expectError(await reportComment(randomUUID()), 404);
    await call("PUT", `/api/comments/${hidden.id}/hidden`, "platformAdmin");
    expectError(await reportComment(hidden.id), 404);
    await call("PUT", `/api/posts/${hiddenPost.id}/hidden`, "platformAdmin");
    expectError(await reportComment(onHiddenPost.id), 404);
    expect(await queueFor(post.id)).toEqual([]);
    expect(await queueFor(hiddenPost.id)).toEqual([]);
  });
});

describe("GET /api/moderation/reports", () => {
  it.each<[CastRole, number]>([
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 403],
    ["owner", 403],
    ["platformAdmin", 200],
  ])("as %s answers %i", async (role, status) => {
    const response = await call("GET", "/api/moderation/reports", role);
    if (status === 200) expect(response.statusCode).toBe(200);
    else expectError(response, status);
  });

  it("lists open reports oldest first, a page at a time, without repeats or gaps", async () => {
    const post = await newPost();
    const comments = await Promise.all([newComment(post.id), newComment(post.id), newComment(post.id)]);
    const reporters = [reporter, secondReporter, cast.member];
    for (const [index, comment] of comments.entries()) {
      for (const member of reporters.slice(index)) {
        expect((await reportComment(comment.id, member)).statusCode).toBe(204);
      }
    }
    await reportPost(post.id, cast.admin);
    const all = await queue();
    const ours = all.filter((report) => report.postId === post.id);
    expect(ours).toHaveLength(7);
    expect(ours.map((report) => report.commentId)).toEqual([
      comments[0]?.id,
      comments[0]?.id,
      comments[0]?.id,
      comments[1]?.id,
      comments[1]?.id,
      comments[2]?.id,
      null,
    ]);
    const times = all.map((report) => Date.parse(report.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const paged = await queue(2);
    expect(paged.map((report) => report.id)).toEqual(all.map((report) => report.id));
    const first = await call("GET", "/api/moderation/reports?limit=2", "platformAdmin");
    expect(first.json().items).toHaveLength(2);
    expect(first.json().nextCursor).toEqual(expect.any(String));
  });

  it("answers 400 for a forged cursor or a limit out of range", async () => {
    for (const query of ["cursor=forged", "limit=0", "limit=101", "limit=ten"]) {
      expectError(await call("GET", `/api/moderation/reports?${query}`, "platformAdmin"), 400);
    }
  });
});

describe("POST /api/moderation/reports/:id/resolve", () => {
  it.each<[CastRole, number]>([
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 403],
    ["owner", 403],
  ])("as %s answers %i and changes nothing", async (role, status) => {
    const post = await newPost();
    await reportPost(post.id);
    const [report] = await queueFor(post.id);
    for (const action of ["hide", "dismiss"]) {
      expectError(await resolve(report?.id ?? "", action, role), status);
    }
    expect(await queueFor(post.id)).toEqual([report]);
    expect((await call("GET", `/api/posts/${post.id}`, reporter)).statusCode).toBe(200);
  });

  it("hides a post and resolves every open report on it, leaving other reports in the queue", async () => {
    const post = await newPost();
    const comment = await newComment(post.id);
    await reportPost(post.id, reporter);
    await reportPost(post.id, secondReporter, { reason: "misinformation" });
    await reportComment(comment.id, reporter);
    const other = await newPost();
    await reportPost(other.id, reporter);
    const [first] = await queueFor(post.id);

    expect((await resolve(first?.id ?? "", "hide")).statusCode).toBe(204);
    expectError(await call("GET", `/api/posts/${post.id}`, reporter), 404);
    expectError(await call("GET", `/api/posts/${post.id}`, "platformAdmin"), 404);
    const feed = await call("GET", "/api/feed?hub=cio&limit=50", reporter);
    expect(feed.json().items.map((item: { id: string }) => item.id)).not.toContain(post.id);

    const left = await queueFor(post.id);
    expect(left).toMatchObject([{ commentId: comment.id, targetHidden: false }]);
    expect(await queueFor(other.id)).toHaveLength(1);
    const resolved = await t.context.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.postId, post.id));
    expect(resolved.map((row) => [row.resolution, row.resolvedBy, row.resolvedAt !== null])).toEqual([
      ["hidden", cast.platformAdmin.id, true],
      ["hidden", cast.platformAdmin.id, true],
    ]);
    expectError(await resolve(first?.id ?? "", "hide"), 404);
    expectError(await resolve(first?.id ?? "", "dismiss"), 404);
  });

  it("hides a comment with its replies and resolves the reports on it", async () => {
    const post = await newPost();
    const comment = await newComment(post.id);
    await newComment(post.id, reporter, { parentId: comment.id });
    await reportComment(comment.id, reporter);
    await reportComment(comment.id, secondReporter);
    const [report] = await queueFor(post.id);

    expect((await resolve(report?.id ?? "", "hide")).statusCode).toBe(204);
    expect(await queueFor(post.id)).toEqual([]);
    const comments = await call("GET", `/api/posts/${post.id}/comments`, reporter);
    expect(comments.json().items).toEqual([]);
    expect((await call("GET", `/api/posts/${post.id}`, reporter)).json().commentCount).toBe(0);
    expectError(await reportComment(comment.id, cast.member), 404);
  });

  it("dismisses every open report on the item and leaves the content as it was", async () => {
    const post = await newPost();
    await reportPost(post.id, reporter);
    await reportPost(post.id, secondReporter);
    const [report] = await queueFor(post.id);

    expect((await resolve(report?.id ?? "", "dismiss")).statusCode).toBe(204);
    expect(await queueFor(post.id)).toEqual([]);
    expect((await call("GET", `/api/posts/${post.id}`, reporter)).json()).toMatchObject({ id: post.id });
    const rows = await t.context.db.select().from(contentReports).where(eq(contentReports.postId, post.id));
    expect(rows.map((row) => row.resolution)).toEqual(["dismissed", "dismissed"]);
    expectError(await resolve(report?.id ?? "", "dismiss"), 404);
  });

  it("shows a report on content hidden meanwhile as hidden, and resolves it", async () => {
    const post = await newPost();
    await reportPost(post.id);
    await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin");
    const [report] = await queueFor(post.id);
    expect(report).toMatchObject({ targetHidden: true });
    expect((await resolve(report?.id ?? "", "hide")).statusCode).toBe(204);
    expect(await queueFor(post.id)).toEqual([]);
  });

  it("answers 404 for an unknown report and 400 for a malformed id or action", async () => {
    expectError(await resolve(randomUUID(), "hide"), 404);
    expectError(await resolve("nope", "hide"), 400);
    const post = await newPost();
    await reportPost(post.id);
    const [report] = await queueFor(post.id);
    for (const body of [{ action: "delete" }, {}, { action: "hide", note: "spam" }]) {
      const response = await call(
        "POST",
        `/api/moderation/reports/${report?.id}/resolve`,
        "platformAdmin",
        body,
      );
      expectError(response, 400);
    }
    expect(await queueFor(post.id)).toEqual([report]);
  });
});
