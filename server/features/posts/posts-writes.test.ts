import { randomUUID } from "node:crypto";
import { COMMENT_BODY_MAX_LENGTH, POST_BODY_MAX_LENGTH } from "@common/posts";
import {
  commentReactions,
  comments,
  postAttachments,
  postReactions,
  posts,
} from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, leaderSignUp, setUpTestApp, type TestUser } from "@server/test/app";
import { adminWriteMatrix, type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { count, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");
/** A second leader with no tie to the cast's company or the member's posts. */
let other: TestUser;

beforeAll(async () => {
  other = await createUser(t, leaderSignUp());
});
type Caller = CastRole | TestUser;

const cookie = (as: Caller) => (typeof as === "string" ? cookieOf(cast, as) : as.cookie);

function call(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  as: Caller,
  payload?: object,
) {
  return t.request({ method, url, cookie: cookie(as), ...(payload === undefined ? {} : { payload }) });
}

function expectError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const reasons: Record<number, string> = {
    400: "Invalid",
    401: "AccessDenied",
    403: "AccessDenied",
    404: "NotFound",
  };
  expect(response.json()).toEqual({ reason: reasons[status], messages: [expect.any(String)] });
}

async function insertUpload(user: TestUser, kind: "document" | "video" | "image" | "csv" = "image") {
  const extension = { document: "pdf", video: "mp4", image: "webp", csv: "csv" }[kind];
  const [upload] = await t.context.db
    .insert(uploads)
    .values({
      kind,
      storageKey: `test/${randomUUID()}.${extension}`,
      thumbnailKey: kind === "image" ? `test/${randomUUID()}-thumb.webp` : null,
      contentType: { document: "application/pdf", video: "video/mp4", image: "image/webp", csv: "text/csv" }[
        kind
      ],
      sizeBytes: 2048,
      fileName: `file.${extension}`,
      width: kind === "image" ? 640 : null,
      height: kind === "image" ? 480 : null,
      uploadedBy: user.id,
    })
    .returning();
  if (!upload) throw new Error("no upload");
  return upload;
}

async function rowCounts() {
  const [postRows] = await t.context.db.select({ n: count() }).from(posts);
  const [attachmentRows] = await t.context.db.select({ n: count() }).from(postAttachments);
  const [commentRows] = await t.context.db.select({ n: count() }).from(comments);
  return { posts: postRows?.n, attachments: attachmentRows?.n, comments: commentRows?.n };
}

interface PostBody {
  id: string;
  body: string;
  commentCount: number;
  reactionCount: number;
  reacted: boolean;
  spotlighted: boolean;
  can: Record<string, boolean>;
  [key: string]: unknown;
}

async function newPost(as: Caller = "member", payload: Record<string, unknown> = {}): Promise<PostBody> {
  const response = await call("POST", "/api/posts", as, { body: `Post ${randomUUID()}`, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const newCompanyPost = (as: Caller = "owner") => newPost(as, { companyId: cast.companyId });

async function getPost(id: string, as: Caller = "member") {
  const response = await call("GET", `/api/posts/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PostBody;
}

async function newComment(postId: string, as: Caller = "member", payload: Record<string, unknown> = {}) {
  const response = await call("POST", `/api/posts/${postId}/comments`, as, {
    body: `Comment ${randomUUID()}`,
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; parentId: string | null; body: string };
}

async function commentsOf(postId: string, as: Caller = "member") {
  const response = await call("GET", `/api/posts/${postId}/comments?limit=100`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as {
    id: string;
    replies: { id: string }[];
    replyCount: number;
    reactionCount: number;
    reacted: boolean;
  }[];
}

describe("POST /api/posts", () => {
  it("posts in the member's own hub, trimmed, with the author's rights", async () => {
    const response = await call("POST", "/api/posts", "member", { body: "  Who runs SASE in-house?  \n" });
    expect(response.statusCode).toBe(201);
    const post = response.json();
    expect(post).toEqual({
      id: expect.any(String),
      author: { id: cast.member.id, name: expect.any(String), jobTitle: expect.any(String), photoUrl: null },
      company: null,
      hub: "cio",
      body: "Who runs SASE in-house?",
      spotlighted: false,
      commentCount: 0,
      reactionCount: 0,
      attachments: [],
      reacted: false,
      bookmarked: false,
      can: { edit: true, delete: true, spotlight: false, hide: false },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await getPost(post.id, "member")).toEqual(post);
    const feed = await call("GET", "/api/feed?hub=cio", other);
    expect(feed.json().items.map((item: { id: string }) => item.id)).toContain(post.id);
  });

  it("posts in the hub asked for, else the community cookie", async () => {
    expect((await newPost("member", { hub: "ciso" })).hub).toBe("ciso");
    const response = await t.request({
      method: "POST",
      url: "/api/posts",
      cookie: `${cast.member.cookie}; community=cfo`,
      payload: { body: "Budget season" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().hub).toBe("cfo");
  });

  it.each(adminWriteMatrix(201))("as the company, %s answers %i", async (role, status) => {
    const before = await rowCounts();
    const response = await call("POST", "/api/posts", role, {
      body: "Our launch",
      companyId: cast.companyId,
    });
    if (status !== 201) {
      expectError(response, status);
      expect(await rowCounts()).toEqual(before);
      return;
    }
    expect(response.statusCode).toBe(201);
    const [company] = await t.context.db.select().from(companies).where(eq(companies.id, cast.companyId));
    expect(response.json()).toMatchObject({
      company: { id: cast.companyId, name: company?.name, logoUrl: null },
      body: "Our launch",
      can: { edit: role !== "platformAdmin", delete: true, spotlight: true, hide: role === "platformAdmin" },
    });
    expect((await rowCounts()).posts).toBe((before.posts ?? 0) + 1);
  });

  it("answers 404 for posting as an unknown company", async () => {
    const before = await rowCounts();
    expectError(
      await call("POST", "/api/posts", "platformAdmin", { body: "Hi", companyId: randomUUID() }),
      404,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("attaches the caller's images and documents in the order given", async () => {
    const image = await insertUpload(cast.member, "image");
    const document = await insertUpload(cast.member, "document");
    const post = await newPost("member", { attachmentIds: [document.id, image.id] });
    expect(post.attachments).toEqual([
      {
        id: document.id,
        kind: "document",
        url: `/api/files/${document.storageKey}`,
        thumbnailUrl: null,
        contentType: "application/pdf",
        fileName: "file.pdf",
        sizeBytes: 2048,
        width: null,
        height: null,
      },
      {
        id: image.id,
        kind: "image",
        url: `/api/files/${image.storageKey}`,
        thumbnailUrl: `/api/files/${image.thumbnailKey}`,
        contentType: "image/webp",
        fileName: "file.webp",
        sizeBytes: 2048,
        width: 640,
        height: 480,
      },
    ]);
    expect((await getPost(post.id, other)).attachments).toEqual(post.attachments);
  });

  it("rejects bad input with 400 and writes nothing", async () => {
    const mine = await insertUpload(cast.member, "image");
    const othersUpload = await insertUpload(other, "image");
    const video = await insertUpload(cast.member, "video");
    const csv = await insertUpload(cast.member, "csv");
    const five = await Promise.all(Array.from({ length: 5 }, () => insertUpload(cast.member, "document")));
    const cases: [string, object][] = [
      ["empty body", { body: "" }],
      ["blank body", { body: " \n\t " }],
      ["missing body", {}],
      ["body over the limit", { body: "x".repeat(POST_BODY_MAX_LENGTH + 1) }],
      ["body of the wrong type", { body: 42 }],
      ["unknown field", { body: "Hi", pinned: true }],
      ["unknown hub", { body: "Hi", hub: "nowhere" }],
      ["malformed company id", { body: "Hi", companyId: "acme" }],
      ["attachments not a list", { body: "Hi", attachmentIds: mine.id }],
      ["malformed attachment id", { body: "Hi", attachmentIds: ["nope"] }],
      ["too many attachments", { body: "Hi", attachmentIds: five.map((upload) => upload.id) }],
      ["duplicate attachment", { body: "Hi", attachmentIds: [mine.id, mine.id] }],
      ["unknown upload", { body: "Hi", attachmentIds: [mine.id, randomUUID()] }],
      ["someone else's upload", { body: "Hi", attachmentIds: [mine.id, othersUpload.id] }],
      ["a video", { body: "Hi", attachmentIds: [mine.id, video.id] }],
      ["a CSV", { body: "Hi", attachmentIds: [csv.id] }],
      ["not an object", ["Hi"]],
    ];
    const before = await rowCounts();
    for (const [name, payload] of cases) {
      const response = await call("POST", "/api/posts", "member", payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ reason: "Invalid", messages: expect.any(Array) });
      expect(response.json().messages.length, name).toBeGreaterThan(0);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("accepts a body of exactly the longest length and four attachments", async () => {
    const four = await Promise.all(Array.from({ length: 4 }, () => insertUpload(cast.member, "document")));
    const post = await newPost("member", {
      body: `  ${"x".repeat(POST_BODY_MAX_LENGTH)}  `,
      attachmentIds: four.map((upload) => upload.id),
    });
    expect(post.body).toHaveLength(POST_BODY_MAX_LENGTH);
    expect(post.attachments).toHaveLength(4);
  });

  it("lets a platform admin attach a file someone else uploaded", async () => {
    const upload = await insertUpload(cast.member, "image");
    const post = await newPost("platformAdmin", { attachmentIds: [upload.id] });
    expect(post.attachments).toMatchObject([{ id: upload.id }]);
  });
});

describe("GET /api/posts/:id", () => {
  it("asks visitors to sign in for a hub post", async () => {
    const post = await newPost();
    expectError(await call("GET", `/api/posts/${post.id}`, "visitor"), 401);
  });

  it("shows visitors a post of a company with a public page, and hides others as if unknown", async () => {
    const post = await newCompanyPost();
    expectError(await call("GET", `/api/posts/${post.id}`, "visitor"), 404);
    await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, cast.companyId));
    try {
      const response = await call("GET", `/api/posts/${post.id}`, "visitor");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: post.id,
        reacted: false,
        can: { edit: false, delete: false, spotlight: false, hide: false },
      });
    } finally {
      await t.context.db.update(companies).set({ isPage: false }).where(eq(companies.id, cast.companyId));
    }
  });

  it("answers 404 for a hidden or unknown post, to everyone, and 400 for a malformed id", async () => {
    const post = await newPost();
    expect((await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin")).statusCode).toBe(204);
    expectError(await call("GET", `/api/posts/${post.id}`, "member"), 404);
    expectError(await call("GET", `/api/posts/${post.id}`, "platformAdmin"), 404);
    expectError(await call("GET", `/api/posts/${randomUUID()}`, "member"), 404);
    expectError(await call("GET", "/api/posts/nope", "member"), 400);
  });

  it.each<[CastRole, Record<string, boolean>]>([
    ["member", { edit: false, delete: false, spotlight: false, hide: false }],
    ["otherAdmin", { edit: false, delete: false, spotlight: false, hide: false }],
    ["admin", { edit: true, delete: true, spotlight: true, hide: false }],
    ["owner", { edit: true, delete: true, spotlight: true, hide: false }],
    ["platformAdmin", { edit: false, delete: true, spotlight: true, hide: true }],
  ])("tells %s what it may do with a company post", async (role, can) => {
    const post = await newCompanyPost("owner");
    expect((await getPost(post.id, role)).can).toEqual(can);
  });

  it.each<[CastRole | "other", Record<string, boolean>]>([
    ["member", { edit: true, delete: true, spotlight: false, hide: false }],
    ["other", { edit: false, delete: false, spotlight: false, hide: false }],
    ["admin", { edit: false, delete: false, spotlight: false, hide: false }],
    ["platformAdmin", { edit: false, delete: true, spotlight: false, hide: true }],
  ])("tells %s what it may do with a member's post", async (role, can) => {
    const post = await newPost("member");
    expect((await getPost(post.id, role === "other" ? other : role)).can).toEqual(can);
  });
});

describe("PATCH /api/posts/:id", () => {
  it("lets the author change the text and the attachments", async () => {
    const first = await insertUpload(cast.member, "image");
    const second = await insertUpload(cast.member, "document");
    const post = await newPost("member", { attachmentIds: [first.id] });
    const response = await call("PATCH", `/api/posts/${post.id}`, "member", {
      body: "  Edited  ",
      attachmentIds: [second.id, first.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: post.id, body: "Edited", createdAt: post.createdAt });
    expect(response.json().attachments.map((attachment: { id: string }) => attachment.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(Date.parse(response.json().updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt as string));

    const cleared = await call("PATCH", `/api/posts/${post.id}`, "member", { attachmentIds: [] });
    expect(cleared.json()).toMatchObject({ body: "Edited", attachments: [] });
    expect(await getPost(post.id, other)).toMatchObject({ body: "Edited", attachments: [] });
  });

  it("lets no one else change a member's post, platform admins included", async () => {
    const post = await newPost("member");
    expectError(await call("PATCH", `/api/posts/${post.id}`, "visitor", { body: "Mine now" }), 401);
    expectError(await call("PATCH", `/api/posts/${post.id}`, other, { body: "Mine now" }), 403);
    expectError(await call("PATCH", `/api/posts/${post.id}`, "admin", { body: "Mine now" }), 403);
    expectError(await call("PATCH", `/api/posts/${post.id}`, "platformAdmin", { body: "Mine now" }), 403);
    expect((await getPost(post.id)).body).toBe(post.body);
  });

  it.each(
    adminWriteMatrix(200).map(([role, status]): [CastRole, number] => [
      role,
      role === "platformAdmin" ? 403 : status,
    ]),
  )("on a company post written by its owner, %s answers %i", async (role, status) => {
    const post = await newCompanyPost("owner");
    const response = await call("PATCH", `/api/posts/${post.id}`, role, { body: `Edited by ${role}` });
    if (status === 200) {
      expect(response.statusCode).toBe(200);
      expect(response.json().body).toBe(`Edited by ${role}`);
    } else {
      expectError(response, status);
    }
    expect((await getPost(post.id)).body).toBe(status === 200 ? `Edited by ${role}` : post.body);
  });

  it("lets a company admin edit a co-admin's post without re-uploading its attachments", async () => {
    const image = await insertUpload(cast.owner, "image");
    const post = await newPost("owner", { companyId: cast.companyId, attachmentIds: [image.id] });
    const response = await call("PATCH", `/api/posts/${post.id}`, "admin", {
      body: "Fixed a typo",
      attachmentIds: [image.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ body: "Fixed a typo", attachments: [{ id: image.id }] });
    const adminsOwn = await insertUpload(cast.admin, "document");
    const added = await call("PATCH", `/api/posts/${post.id}`, "admin", {
      attachmentIds: [image.id, adminsOwn.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    // Another member's upload that is not on the post still may not be attached.
    const foreign = await insertUpload(other, "image");
    expectError(await call("PATCH", `/api/posts/${post.id}`, "admin", { attachmentIds: [foreign.id] }), 400);
  });

  it("rejects bad input with 400 and changes nothing", async () => {
    const mine = await insertUpload(cast.member, "image");
    const post = await newPost("member", { attachmentIds: [mine.id] });
    const othersUpload = await insertUpload(other, "image");
    const video = await insertUpload(cast.member, "video");
    const cases: [string, object][] = [
      ["nothing to change", {}],
      ["blank body", { body: "   " }],
      ["body over the limit", { body: "x".repeat(POST_BODY_MAX_LENGTH + 1) }],
      ["body of the wrong type", { body: ["Hi"] }],
      ["unknown field", { body: "Hi", hub: "cfo" }],
      ["someone else's upload", { body: "Changed", attachmentIds: [othersUpload.id] }],
      ["a video", { body: "Changed", attachmentIds: [video.id] }],
      ["unknown upload", { body: "Changed", attachmentIds: [randomUUID()] }],
      ["duplicate attachment", { body: "Changed", attachmentIds: [mine.id, mine.id] }],
    ];
    const before = await rowCounts();
    for (const [name, payload] of cases) {
      const response = await call("PATCH", `/api/posts/${post.id}`, "member", payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().reason, name).toBe("Invalid");
    }
    expect(await rowCounts()).toEqual(before);
    expect(await getPost(post.id)).toEqual(post);
  });

  it("answers 404 for an unknown or hidden post and 400 for a malformed id", async () => {
    expectError(await call("PATCH", `/api/posts/${randomUUID()}`, "member", { body: "Hi" }), 404);
    expectError(await call("PATCH", "/api/posts/nope", "member", { body: "Hi" }), 400);
    const post = await newPost("member");
    await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin");
    expectError(await call("PATCH", `/api/posts/${post.id}`, "member", { body: "Hi" }), 404);
  });
});

describe("DELETE /api/posts/:id", () => {
  it.each(adminWriteMatrix(204))("on a company post, %s answers %i", async (role, status) => {
    const post = await newCompanyPost("owner");
    const response = await call("DELETE", `/api/posts/${post.id}`, role);
    if (status === 204) {
      expect(response.statusCode).toBe(204);
      expectError(await call("GET", `/api/posts/${post.id}`, "member"), 404);
    } else {
      expectError(response, status);
      expect((await getPost(post.id)).id).toBe(post.id);
    }
  });

  it("lets the author and platform admins delete a member's post, and no one else", async () => {
    const post = await newPost("member");
    expectError(await call("DELETE", `/api/posts/${post.id}`, "visitor"), 401);
    expectError(await call("DELETE", `/api/posts/${post.id}`, other), 403);
    expectError(await call("DELETE", `/api/posts/${post.id}`, "owner"), 403);
    expect((await call("DELETE", `/api/posts/${post.id}`, "member")).statusCode).toBe(204);
    expectError(await call("GET", `/api/posts/${post.id}`, "member"), 404);
    expectError(await call("DELETE", `/api/posts/${post.id}`, "member"), 404);

    const moderated = await newPost(other);
    expect((await call("DELETE", `/api/posts/${moderated.id}`, "platformAdmin")).statusCode).toBe(204);
    expectError(await call("GET", `/api/posts/${moderated.id}`, other), 404);
  });

  it("takes the post's comments, replies, likes and attachments with it", async () => {
    const upload = await insertUpload(cast.member, "image");
    const post = await newPost("member", { attachmentIds: [upload.id] });
    const comment = await newComment(post.id, other);
    await newComment(post.id, "member", { parentId: comment.id });
    await call("PUT", `/api/posts/${post.id}/reaction`, other);
    await call("PUT", `/api/comments/${comment.id}/reaction`, "member");

    expect((await call("DELETE", `/api/posts/${post.id}`, "member")).statusCode).toBe(204);
    const left = await Promise.all([
      t.context.db.select().from(comments).where(eq(comments.postId, post.id)),
      t.context.db.select().from(postReactions).where(eq(postReactions.postId, post.id)),
      t.context.db.select().from(commentReactions).where(eq(commentReactions.commentId, comment.id)),
      t.context.db.select().from(postAttachments).where(eq(postAttachments.postId, post.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    expectError(await call("GET", `/api/comments/${comment.id}/replies`, "member"), 404);
  });

  it("answers 400 for a malformed id", async () => {
    expectError(await call("DELETE", "/api/posts/nope", "member"), 400);
  });
});

describe("PUT and DELETE /api/posts/:id/spotlight", () => {
  const spotlightIds = async () => {
    const response = await call(
      "GET",
      `/api/companies/${cast.companyId}/spotlight-posts?limit=100`,
      "member",
    );
    expect(response.statusCode).toBe(200);
    return response.json().items.map((post: { id: string }) => post.id) as string[];
  };

  it.each(adminWriteMatrix(200))("%s answers %i", async (role, status) => {
    const post = await newCompanyPost("owner");
    const response = await call("PUT", `/api/posts/${post.id}/spotlight`, role);
    if (status !== 200) {
      expectError(response, status);
      expect(await spotlightIds()).not.toContain(post.id);
      expectError(await call("DELETE", `/api/posts/${post.id}/spotlight`, role), status);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: post.id, spotlighted: true });
    expect(await spotlightIds()).toContain(post.id);
    expect((await getPost(post.id, "member")).spotlighted).toBe(true);

    const cleared = await call("DELETE", `/api/posts/${post.id}/spotlight`, role);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().spotlighted).toBe(false);
    expect(await spotlightIds()).not.toContain(post.id);
  });

  it("lists the most recently spotlighted first, and spotlighting again keeps the place", async () => {
    const first = await newCompanyPost("owner");
    const second = await newCompanyPost("owner");
    await call("PUT", `/api/posts/${first.id}/spotlight`, "owner");
    await call("PUT", `/api/posts/${second.id}/spotlight`, "admin");
    const again = await call("PUT", `/api/posts/${first.id}/spotlight`, "owner");
    expect(again.statusCode).toBe(200);
    const listed = await spotlightIds();
    expect(listed.indexOf(second.id)).toBeLessThan(listed.indexOf(first.id));
    expect((await call("DELETE", `/api/posts/${second.id}/spotlight`, "owner")).statusCode).toBe(200);
    expect((await call("DELETE", `/api/posts/${second.id}/spotlight`, "owner")).statusCode).toBe(200);
    expect(await spotlightIds()).not.toContain(second.id);
  });

  it("answers 400 for a member's post, even for a platform admin", async () => {
    const post = await newPost("admin");
    expectError(await call("PUT", `/api/posts/${post.id}/spotlight`, "admin"), 400);
    expectError(await call("PUT", `/api/posts/${post.id}/spotlight`, "platformAdmin"), 400);
    expect((await getPost(post.id)).spotlighted).toBe(false);
  });

  it("answers 404 for an unknown or hidden post and leaves a hidden one out of the spotlight", async () => {
    expectError(await call("PUT", `/api/posts/${randomUUID()}/spotlight`, "owner"), 404);
    const post = await newCompanyPost("owner");
    await call("PUT", `/api/posts/${post.id}/spotlight`, "owner");
    await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin");
    expect(await spotlightIds()).not.toContain(post.id);
    expectError(await call("DELETE", `/api/posts/${post.id}/spotlight`, "owner"), 404);
  });
});

describe("reactions", () => {
  it("likes a post once per member, whatever the number of requests, and tells each viewer", async () => {
    const post = await newPost("member");
    const url = `/api/posts/${post.id}/reaction`;
    expect((await call("PUT", url, other)).json()).toEqual({ reactionCount: 1, reacted: true });
    expect((await call("PUT", url, other)).json()).toEqual({ reactionCount: 1, reacted: true });
    expect((await call("PUT", url, "admin")).json()).toEqual({ reactionCount: 2, reacted: true });
    expect((await call("PUT", url, "member")).json()).toEqual({ reactionCount: 3, reacted: true });

    expect(await getPost(post.id, other)).toMatchObject({ reactionCount: 3, reacted: true });
    expect(await getPost(post.id, "owner")).toMatchObject({ reactionCount: 3, reacted: false });

    expect((await call("DELETE", url, other)).json()).toEqual({ reactionCount: 2, reacted: false });
    expect((await call("DELETE", url, other)).json()).toEqual({ reactionCount: 2, reacted: false });
    expect((await call("DELETE", url, "owner")).json()).toEqual({ reactionCount: 2, reacted: false });
    expect(await getPost(post.id, other)).toMatchObject({ reactionCount: 2, reacted: false });
    expect(await getPost(post.id, "admin")).toMatchObject({ reactionCount: 2, reacted: true });
  });

  it("counts concurrent likes exactly", async () => {
    const post = await newPost("member");
    const likers = [other, "admin", "owner", "otherAdmin", "platformAdmin", "member"] as const;
    await Promise.all(
      likers.flatMap((liker) => [
        call("PUT", `/api/posts/${post.id}/reaction`, liker),
        call("PUT", `/api/posts/${post.id}/reaction`, liker),
      ]),
    );
    expect((await getPost(post.id)).reactionCount).toBe(6);
  });

  it("likes a comment once per member and tells each viewer in the comment list", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const reply = await newComment(post.id, "member", { parentId: comment.id });
    const url = `/api/comments/${comment.id}/reaction`;
    expect((await call("PUT", url, "member")).json()).toEqual({ reactionCount: 1, reacted: true });
    expect((await call("PUT", url, "member")).json()).toEqual({ reactionCount: 1, reacted: true });
    expect((await call("PUT", url, "admin")).json()).toEqual({ reactionCount: 2, reacted: true });
    expect((await call("PUT", `/api/comments/${reply.id}/reaction`, other)).json()).toEqual({
      reactionCount: 1,
      reacted: true,
    });

    const [seenByMember] = await commentsOf(post.id, "member");
    expect(seenByMember).toMatchObject({ reactionCount: 2, reacted: true });
    expect(seenByMember?.replies[0]).toMatchObject({ id: reply.id, reactionCount: 1, reacted: false });
    const [seenByOther] = await commentsOf(post.id, other);
    expect(seenByOther).toMatchObject({ reactionCount: 2, reacted: false });
    expect(seenByOther?.replies[0]).toMatchObject({ reactionCount: 1, reacted: true });

    expect((await call("DELETE", url, "member")).json()).toEqual({ reactionCount: 1, reacted: false });
    expect((await call("DELETE", url, "member")).json()).toEqual({ reactionCount: 1, reacted: false });
    expect((await commentsOf(post.id, "admin"))[0]).toMatchObject({ reactionCount: 1, reacted: true });
    // Liking a comment does not like its post.
    expect((await getPost(post.id)).reactionCount).toBe(0);
  });

  it("asks visitors to sign in, and answers 404 for hidden or unknown posts and comments", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    for (const url of [`/api/posts/${post.id}/reaction`, `/api/comments/${comment.id}/reaction`]) {
      expectError(await call("PUT", url, "visitor"), 401);
      expectError(await call("DELETE", url, "visitor"), 401);
    }
    expectError(await call("PUT", `/api/posts/${randomUUID()}/reaction`, "member"), 404);
    expectError(await call("PUT", `/api/comments/${randomUUID()}/reaction`, "member"), 404);
    expectError(await call("PUT", "/api/comments/nope/reaction", "member"), 400);

    await call("PUT", `/api/comments/${comment.id}/hidden`, "platformAdmin");
    expectError(await call("PUT", `/api/comments/${comment.id}/reaction`, "member"), 404);
    await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin");
    expectError(await call("PUT", `/api/posts/${post.id}/reaction`, other), 404);
    expectError(await call("DELETE", `/api/posts/${post.id}/reaction`, other), 404);
  });
});

describe("comments", () => {
  it("comments on a post with 201 and counts it on the post", async () => {
    const post = await newPost("member");
    const response = await call("POST", `/api/posts/${post.id}/comments`, other, {
      body: "  Good question  ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      postId: post.id,
      author: { id: other.id, name: expect.any(String), jobTitle: expect.any(String), photoUrl: null },
      parentId: null,
      body: "Good question",
      reactionCount: 0,
      reacted: false,
      can: { edit: true, delete: true, spotlight: false, hide: false },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await getPost(post.id)).commentCount).toBe(1);
    const [listed] = await commentsOf(post.id, other);
    expect(listed).toMatchObject({
      id: response.json().id,
      body: "Good question",
      replies: [],
      replyCount: 0,
    });
  });

  it("puts a reply to a reply in the top-level comment's thread", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const reply = await newComment(post.id, "member", { parentId: comment.id });
    const replyToReply = await newComment(post.id, "admin", { parentId: reply.id });
    expect(reply.parentId).toBe(comment.id);
    expect(replyToReply.parentId).toBe(comment.id);

    const [thread, ...rest] = await commentsOf(post.id);
    expect(rest).toEqual([]);
    expect(thread).toMatchObject({ id: comment.id, replyCount: 2 });
    expect(thread?.replies.map((item) => item.id)).toEqual([reply.id, replyToReply.id]);
    expect((await getPost(post.id)).commentCount).toBe(3);
  });

  it("answers 404 for a parent on another post, an unknown parent or post, and a hidden post", async () => {
    const post = await newPost("member");
    const elsewhere = await newComment((await newPost(other)).id, other);
    const before = await rowCounts();
    expectError(
      await call("POST", `/api/posts/${post.id}/comments`, other, { body: "Hi", parentId: elsewhere.id }),
      404,
    );
    expectError(
      await call("POST", `/api/posts/${post.id}/comments`, other, { body: "Hi", parentId: randomUUID() }),
      404,
    );
    expectError(await call("POST", `/api/posts/${randomUUID()}/comments`, other, { body: "Hi" }), 404);
    await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin");
    expectError(await call("POST", `/api/posts/${post.id}/comments`, other, { body: "Hi" }), 404);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 404 for a reply to a hidden comment", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    await call("PUT", `/api/comments/${comment.id}/hidden`, "platformAdmin");
    expectError(
      await call("POST", `/api/posts/${post.id}/comments`, "member", { body: "Hi", parentId: comment.id }),
      404,
    );
  });

  it("rejects bad input with 400 and asks visitors to sign in", async () => {
    const post = await newPost("member");
    const before = await rowCounts();
    const cases: [string, object][] = [
      ["empty body", { body: "" }],
      ["blank body", { body: "  " }],
      ["missing body", {}],
      ["body over the limit", { body: "x".repeat(COMMENT_BODY_MAX_LENGTH + 1) }],
      ["body of the wrong type", { body: 1 }],
      ["malformed parent", { body: "Hi", parentId: "nope" }],
      ["unknown field", { body: "Hi", postId: post.id }],
    ];
    for (const [name, payload] of cases) {
      const response = await call("POST", `/api/posts/${post.id}/comments`, other, payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().reason, name).toBe("Invalid");
    }
    expectError(await call("POST", "/api/posts/nope/comments", other, { body: "Hi" }), 400);
    expectError(await call("POST", `/api/posts/${post.id}/comments`, "visitor", { body: "Hi" }), 401);
    expect(await rowCounts()).toEqual(before);
    const longest = await newComment(post.id, other, { body: "x".repeat(COMMENT_BODY_MAX_LENGTH) });
    expect(longest.body).toHaveLength(COMMENT_BODY_MAX_LENGTH);
  });

  it("lets only the author edit a comment", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const url = `/api/comments/${comment.id}`;
    const response = await call("PATCH", url, other, { body: "  Second thoughts " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: comment.id, body: "Second thoughts", parentId: null });

    expectError(await call("PATCH", url, "visitor", { body: "Nope" }), 401);
    expectError(await call("PATCH", url, "member", { body: "Nope" }), 403);
    expectError(await call("PATCH", url, "platformAdmin", { body: "Nope" }), 403);
    expectError(await call("PATCH", url, other, { body: "" }), 400);
    expectError(await call("PATCH", url, other, { body: "x".repeat(COMMENT_BODY_MAX_LENGTH + 1) }), 400);
    expectError(await call("PATCH", url, other, { body: "Hi", parentId: null }), 400);
    expectError(await call("PATCH", `/api/comments/${randomUUID()}`, other, { body: "Hi" }), 404);
    expect((await commentsOf(post.id))[0]).toMatchObject({ body: "Second thoughts" });
  });

  it("deletes the author's comment with its replies and lowers the post's count by all of them", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    await newComment(post.id, "member", { parentId: comment.id });
    await newComment(post.id, "admin", { parentId: comment.id });
    const kept = await newComment(post.id, "member");
    expect((await getPost(post.id)).commentCount).toBe(4);

    expectError(await call("DELETE", `/api/comments/${comment.id}`, "visitor"), 401);
    // The post's author does not moderate the conversation under it.
    expectError(await call("DELETE", `/api/comments/${comment.id}`, "member"), 403);
    expect((await call("DELETE", `/api/comments/${comment.id}`, other)).statusCode).toBe(204);
    expect((await getPost(post.id)).commentCount).toBe(1);
    expect((await commentsOf(post.id)).map((item) => item.id)).toEqual([kept.id]);
    expectError(await call("GET", `/api/comments/${comment.id}/replies`, "member"), 404);
    expectError(await call("DELETE", `/api/comments/${comment.id}`, other), 404);
  });

  it("lets a platform admin delete anyone's comment or reply", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const reply = await newComment(post.id, "member", { parentId: comment.id });
    expect((await call("DELETE", `/api/comments/${reply.id}`, "platformAdmin")).statusCode).toBe(204);
    expect((await getPost(post.id)).commentCount).toBe(1);
    expect((await commentsOf(post.id))[0]).toMatchObject({ replies: [], replyCount: 0 });
    expect((await call("DELETE", `/api/comments/${comment.id}`, "platformAdmin")).statusCode).toBe(204);
    expect((await getPost(post.id)).commentCount).toBe(0);
  });
});

describe("GET /api/comments/:id/replies", () => {
  it("pages all replies oldest first without repeats or gaps, even when they share a time", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const [row] = await t.context.db.select().from(comments).where(eq(comments.id, comment.id));
    for (let index = 0; index < 13; index += 1) {
      await t.context.db.insert(comments).values({
        postId: post.id,
        authorId: cast.member.id,
        parentId: comment.id,
        body: `Reply ${index}`,
        createdAt: sql`${row?.createdAt.toISOString()}::timestamptz + ${Math.floor(index / 3)}::int * interval '1 microsecond'`,
      });
    }
    const expected = await t.context.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.parentId, comment.id))
      .orderBy(sql`${comments.createdAt}, ${comments.id}`);

    const seen: string[][] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/comments/${comment.id}/replies${cursor ? `?cursor=${cursor}` : ""}`;
      const response = await call("GET", url, "member");
      expect(response.statusCode).toBe(200);
      seen.push(response.json().items.map((item: { id: string }) => item.id));
      cursor = response.json().nextCursor;
    } while (cursor);
    expect(seen.map((page) => page.length)).toEqual([10, 3]);
    expect(seen.flat()).toEqual(expected.map((reply) => reply.id));

    const second = await call("GET", `/api/comments/${comment.id}/replies?page=2`, "member");
    expect(second.json().items.map((item: { id: string }) => item.id)).toEqual(seen[1]);
    expect((await commentsOf(post.id))[0]).toMatchObject({ replyCount: 13 });
    expect((await getPost(post.id)).commentCount).toBe(14);
  });

  it("asks visitors to sign in on a hub post and answers 404 or 400 for unknown or malformed ids", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    expectError(await call("GET", `/api/comments/${comment.id}/replies`, "visitor"), 401);
    expectError(await call("GET", `/api/comments/${randomUUID()}/replies`, "member"), 404);
    expectError(await call("GET", "/api/comments/nope/replies", "member"), 400);
    expectError(await call("GET", `/api/comments/${comment.id}/replies?cursor=forged`, "member"), 400);
  });
});

describe("hiding", () => {
  const HIDE_MATRIX: [CastRole, number][] = [
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 403],
    ["owner", 403],
    ["platformAdmin", 204],
  ];

  it.each(HIDE_MATRIX)("hiding a company post, %s answers %i", async (role, status) => {
    const post = await newCompanyPost("owner");
    const response = await call("PUT", `/api/posts/${post.id}/hidden`, role);
    if (status === 204) {
      expect(response.statusCode).toBe(204);
      expectError(await call("GET", `/api/posts/${post.id}`, "owner"), 404);
      expect((await call("DELETE", `/api/posts/${post.id}/hidden`, role)).statusCode).toBe(204);
    } else {
      expectError(response, status);
      expectError(await call("DELETE", `/api/posts/${post.id}/hidden`, role), status);
    }
    expect((await getPost(post.id, "owner")).id).toBe(post.id);
  });

  it.each(HIDE_MATRIX)("hiding a comment, %s answers %i", async (role, status) => {
    const post = await newCompanyPost("owner");
    const comment = await newComment(post.id, "owner");
    const response = await call("PUT", `/api/comments/${comment.id}/hidden`, role);
    if (status === 204) {
      expect(response.statusCode).toBe(204);
      expect(await commentsOf(post.id)).toEqual([]);
      expect((await call("DELETE", `/api/comments/${comment.id}/hidden`, role)).statusCode).toBe(204);
    } else {
      expectError(response, status);
      expectError(await call("DELETE", `/api/comments/${comment.id}/hidden`, role), status);
    }
    expect((await commentsOf(post.id)).map((item) => item.id)).toEqual([comment.id]);
  });

  it("makes a hidden post vanish from the feed, company posts, its page and its comments until shown again", async () => {
    const post = await newCompanyPost("owner");
    await newComment(post.id, "member");
    await call("PUT", `/api/posts/${post.id}/spotlight`, "owner");
    const feedIds = async () =>
      (await call("GET", "/api/feed?hub=cio&limit=50", "member"))
        .json()
        .items.map((item: { id: string }) => item.id);
    const companyIds = async () =>
      (await call("GET", `/api/companies/${cast.companyId}/posts?limit=100`, "member"))
        .json()
        .items.map((item: { id: string }) => item.id);
    const spotlightIds = async () =>
      (await call("GET", `/api/companies/${cast.companyId}/spotlight-posts?limit=100`, "member"))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await feedIds()).toContain(post.id);

    expect((await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin")).statusCode).toBe(204);
    expect((await call("PUT", `/api/posts/${post.id}/hidden`, "platformAdmin")).statusCode).toBe(204);
    expect(await feedIds()).not.toContain(post.id);
    expect(await companyIds()).not.toContain(post.id);
    expect(await spotlightIds()).not.toContain(post.id);
    expectError(await call("GET", `/api/posts/${post.id}`, "member"), 404);
    expectError(await call("GET", `/api/posts/${post.id}/comments`, "member"), 404);
    expectError(await call("DELETE", `/api/posts/${post.id}`, "owner"), 404);

    expect((await call("DELETE", `/api/posts/${post.id}/hidden`, "platformAdmin")).statusCode).toBe(204);
    expect(await feedIds()).toContain(post.id);
    expect(await companyIds()).toContain(post.id);
    expect(await spotlightIds()).toContain(post.id);
    expect(await getPost(post.id)).toMatchObject({ spotlighted: true, commentCount: 1 });
  });

  it("hides a comment with its replies, lowers the count by all of them, and restores them", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const replies = [
      await newComment(post.id, "member", { parentId: comment.id }),
      await newComment(post.id, "admin", { parentId: comment.id }),
    ];
    const kept = await newComment(post.id, "admin");
    expect((await getPost(post.id)).commentCount).toBe(4);

    expect((await call("PUT", `/api/comments/${comment.id}/hidden`, "platformAdmin")).statusCode).toBe(204);
    expect((await getPost(post.id)).commentCount).toBe(1);
    expect((await commentsOf(post.id)).map((item) => item.id)).toEqual([kept.id]);
    expectError(await call("GET", `/api/comments/${comment.id}/replies`, "member"), 404);
    expectError(await call("PUT", `/api/comments/${replies[0]?.id}/reaction`, "member"), 404);
    expectError(await call("PATCH", `/api/comments/${replies[0]?.id}`, "member", { body: "Hi" }), 404);

    expect((await call("DELETE", `/api/comments/${comment.id}/hidden`, "platformAdmin")).statusCode).toBe(
      204,
    );
    expect((await getPost(post.id)).commentCount).toBe(4);
    const [thread] = await commentsOf(post.id);
    expect(thread).toMatchObject({ id: comment.id, replyCount: 2 });
    expect(thread?.replies.map((reply) => reply.id)).toEqual(replies.map((reply) => reply.id));
  });

  it("hides one reply alone, and keeps it hidden when its thread is hidden and shown again", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const hiddenReply = await newComment(post.id, "member", { parentId: comment.id });
    const reply = await newComment(post.id, "admin", { parentId: comment.id });

    await call("PUT", `/api/comments/${hiddenReply.id}/hidden`, "platformAdmin");
    expect((await getPost(post.id)).commentCount).toBe(2);
    expect((await commentsOf(post.id))[0]).toMatchObject({ replyCount: 1, replies: [{ id: reply.id }] });

    await call("PUT", `/api/comments/${comment.id}/hidden`, "platformAdmin");
    expect((await getPost(post.id)).commentCount).toBe(0);
    await call("DELETE", `/api/comments/${comment.id}/hidden`, "platformAdmin");
    expect((await getPost(post.id)).commentCount).toBe(2);
    expect((await commentsOf(post.id))[0]).toMatchObject({ replyCount: 1, replies: [{ id: reply.id }] });
  });

  it("brings a reply shown again while its thread is hidden back only with the thread", async () => {
    const post = await newPost("member");
    const comment = await newComment(post.id, other);
    const reply = await newComment(post.id, "member", { parentId: comment.id });
    await call("PUT", `/api/comments/${comment.id}/hidden`, "platformAdmin");

    expect((await call("DELETE", `/api/comments/${reply.id}/hidden`, "platformAdmin")).statusCode).toBe(204);
    expect((await getPost(post.id)).commentCount).toBe(0);
    expectError(await call("PUT", `/api/comments/${reply.id}/reaction`, other), 404);

    await call("DELETE", `/api/comments/${comment.id}/hidden`, "platformAdmin");
    expect((await getPost(post.id)).commentCount).toBe(2);
    expect((await commentsOf(post.id))[0]).toMatchObject({ replyCount: 1, replies: [{ id: reply.id }] });
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    expectError(await call("PUT", `/api/posts/${randomUUID()}/hidden`, "platformAdmin"), 404);
    expectError(await call("DELETE", `/api/comments/${randomUUID()}/hidden`, "platformAdmin"), 404);
    expectError(await call("PUT", "/api/posts/nope/hidden", "platformAdmin"), 400);
    expectError(await call("PUT", "/api/comments/nope/hidden", "platformAdmin"), 400);
  });
});
