import { randomUUID } from "node:crypto";
import type { Notification, NotificationPage } from "@common/notifications";
import { events } from "@server/platform/database/schema/events";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { notificationSettings, notifications } from "@server/platform/database/schema/notifications";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf, makeCompanyAdmin } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { sendDueDigests } from "./notifications.jobs";
import { notifyNewEvent } from "./notifications.service";

const t = setUpTestApp();
const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  user?: TestUser,
  payload?: object,
) => t.request({ method, url, cookie: user?.cookie, ...(payload ? { payload } : {}) });

async function listOf(user: TestUser, query = ""): Promise<NotificationPage> {
  const response = await call("GET", `/api/notifications${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function unread(user: TestUser): Promise<number> {
  const response = await call("GET", "/api/notifications/unread-count", user);
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

async function newPost(author: TestUser, body = "Our cloud budget for next year") {
  const response = await call("POST", "/api/posts", author, { body, hub: "cio" });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function comment(author: TestUser, postId: string, body = "Interesting", parentId?: string) {
  const response = await call("POST", `/api/posts/${postId}/comments`, author, { body, parentId });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

describe("notifications from what happens", () => {
  it("tells a post's author of comments, grouped per post while unread, and links to the comment", async () => {
    const [author, ana, ben] = await Promise.all([
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp({ name: "Ana Silva" })),
      createUser(t, leaderSignUp({ name: "Ben Okafor" })),
    ]);
    const postId = await newPost(author);
    const first = await comment(ana, postId);

    let page = await listOf(author);
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        kind: "post_comment",
        actor: { id: ana.id, name: "Ana Silva", photoUrl: null },
        othersCount: 0,
        subject: "Our cloud budget for next year",
        approved: null,
        detail: null,
        link: `/posts/${postId}?comment=${first}`,
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(await unread(author)).toBe(1);
    // Nobody is told of their own comment.
    expect((await listOf(ana)).items).toEqual([]);

    const second = await comment(ben, postId);
    await comment(author, postId, "Thanks both");
    page = await listOf(author);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      actor: { name: "Ben Okafor" },
      othersCount: 1,
      link: `/posts/${postId}?comment=${second}`,
    });
    // Someone already counted commenting again changes nothing.
    await comment(ana, postId, "One more thing");
    expect((await listOf(author)).items[0]).toMatchObject({ actor: { name: "Ben Okafor" }, othersCount: 1 });
    expect(await unread(author)).toBe(1);

    // Once read, the next comment starts a new notification.
    await call("POST", "/api/notifications/read-all", author);
    await comment(ana, postId, "And another");
    page = await listOf(author);
    expect(page.items.map((item) => [item.read, item.othersCount])).toEqual([
      [false, 0],
      [true, 1],
    ]);
  });

  it("tells a comment's author of replies and likes, and a post's author of likes once per person", async () => {
    const [author, commenter, replier] = await Promise.all([
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp({ name: "Rita Replier" })),
    ]);
    const postId = await newPost(author, "A post about   data\n\nplatforms");
    const commentId = await comment(commenter, postId, "My comment on it");
    const replyId = await comment(replier, postId, "A reply", commentId);

    const commenterItems = (await listOf(commenter)).items;
    expect(commenterItems).toEqual([
      expect.objectContaining({
        kind: "comment_reply",
        actor: expect.objectContaining({ name: "Rita Replier" }),
        subject: "My comment on it",
        link: `/posts/${postId}?comment=${replyId}`,
      }),
    ]);
    expect((await listOf(author)).items[0]).toMatchObject({
      kind: "post_comment",
      othersCount: 1,
      subject: "A post about data platforms",
    });

    for (const method of ["PUT", "DELETE", "PUT"] as const) {
      expect((await call(method, `/api/posts/${postId}/reaction`, replier)).statusCode).toBe(200);
    }
    await call("PUT", `/api/comments/${commentId}/reaction`, author);
    const authorItems = (await listOf(author)).items;
    expect(authorItems.filter((item) => item.kind === "post_reaction")).toHaveLength(1);
    expect(authorItems[0]).toMatchObject({ kind: "post_reaction", link: `/posts/${postId}`, othersCount: 0 });
    expect((await listOf(commenter)).items[0]).toMatchObject({
      kind: "comment_reaction",
      link: `/posts/${postId}?comment=${commentId}`,
    });
  });

  it("tells a company's admins of new followers, its owners of admin requests and the requester of the answer", async () => {
    const owner = await createUser(t, vendorSignUp());
    const companyId = await companyIdOf(t, owner);
    const [admin, follower, requester] = await Promise.all([
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp({ name: "Fiona Follower" })),
      createUser(t, leaderSignUp()),
    ]);
    await makeCompanyAdmin(t, companyId, admin);

    expect((await call("POST", `/api/companies/${companyId}/follow`, follower)).statusCode).toBe(200);
    for (const user of [owner, admin]) {
      expect((await listOf(user)).items).toEqual([
        expect.objectContaining({
          kind: "company_follower",
          actor: expect.objectContaining({ name: "Fiona Follower" }),
          link: `/companies/${companyId}`,
        }),
      ]);
    }

    const asked = await call("POST", `/api/companies/${companyId}/company-admin-requests`, requester, {
      message: "I run our partnerships",
    });
    expect(asked.statusCode).toBe(201);
    expect((await listOf(owner)).items[0]).toMatchObject({
      kind: "admin_request",
      link: `/companies/${companyId}/manage?tab=admins`,
    });
    // Only owners answer requests, so only owners hear of them.
    expect((await listOf(admin)).items.map((item) => item.kind)).toEqual(["company_follower"]);

    const approved = await call(
      "POST",
      `/api/companies/${companyId}/company-admin-requests/${asked.json().id}/approve`,
      owner,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect((await listOf(requester)).items).toEqual([
      expect.objectContaining({
        kind: "admin_request_answer",
        approved: true,
        link: `/companies/${companyId}`,
      }),
    ]);
  });
});

describe("a new event", () => {
  it("tells the members of its communities, not the others, with a link to the event", async () => {
    const [host, cioMember, cfoMember] = await Promise.all([
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp({ role: "CIO" })),
      createUser(t, leaderSignUp({ role: "Finance/CFO" })),
    ]);
    const [event] = await t.context.db
      .insert(events)
      .values({
        title: "CIO Roundtable: platform teams",
        format: "virtual",
        onlineUrl: "https://meet.example.com/roundtable",
        timeZone: "Europe/London",
        startsAt: new Date(Date.now() + 7 * 86_400_000),
        endsAt: new Date(Date.now() + 7 * 86_400_000 + 3_600_000),
        hubs: ["cio", "ai"],
        createdBy: host.id,
      })
      .returning({ id: events.id });
    if (!event) throw new Error("no event");
    await notifyNewEvent(t.context.db, { actorId: host.id, eventId: event.id });

    expect((await listOf(cioMember)).items).toEqual([
      expect.objectContaining({
        kind: "event_new",
        subject: "CIO Roundtable: platform teams",
        link: `/events/${event.id}`,
      }),
    ]);
    expect((await listOf(cfoMember)).items).toEqual([]);
    expect((await listOf(host)).items).toEqual([]);
  });
});

describe("GET /api/notifications", () => {
  it("asks visitors to sign in on every route", async () => {
    const routes = [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/unread-count"],
      ["GET", "/api/notifications/stream"],
      ["GET", "/api/notifications/preferences"],
      ["PATCH", "/api/notifications/preferences"],
      ["POST", `/api/notifications/${randomUUID()}/read`],
      ["POST", "/api/notifications/read-all"],
    ] as const;
    for (const [method, url] of routes) {
      const response = await call(method, url, undefined, method === "PATCH" ? { digest: "off" } : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ reason: "AccessDenied", messages: [expect.any(String)] });
    }
  });

  it("pages 15 at a time, newest first, with more only after a full page", async () => {
    const reader = await createUser(t, leaderSignUp());
    const actor = await createUser(t, leaderSignUp());
    await t.context.db.insert(notifications).values(
      Array.from({ length: 31 }, (_, index) => ({
        userId: reader.id,
        kind: "company_follower",
        groupKey: `company_follower:${index}`,
        actorId: actor.id,
        subject: `Company ${index}`,
        inApp: true,
        email: false,
        createdAt: sql`'2026-01-01T00:00:00Z'::timestamptz + ${index} * interval '1 minute'`,
      })),
    );

    const first = await listOf(reader);
    expect(first.items.map((item) => item.subject)).toEqual(
      Array.from({ length: 15 }, (_, index) => `Company ${30 - index}`),
    );
    expect(first.nextCursor).not.toBeNull();
    const second = await listOf(reader, `?cursor=${first.nextCursor}`);
    expect(second.items[0]?.subject).toBe("Company 15");
    const third = await listOf(reader, `?cursor=${second.nextCursor}`);
    expect(third.items.map((item) => item.subject)).toEqual(["Company 0"]);
    expect(third.nextCursor).toBeNull();
    expect(await unread(reader)).toBe(31);

    for (const query of ["?limit=0", "?limit=51", "?cursor=forged"]) {
      const response = await call("GET", `/api/notifications${query}`, reader);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
  });
});

describe("reading notifications", () => {
  it("marks one read or all read, and never touches another member's", async () => {
    const [owner, stranger, actor] = await Promise.all([
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp()),
    ]);
    const postId = await newPost(owner);
    await comment(actor, postId);
    await call("PUT", `/api/posts/${postId}/reaction`, actor);
    const [reaction, commented] = (await listOf(owner)).items as [Notification, Notification];

    for (const user of [stranger, actor]) {
      const response = await call("POST", `/api/notifications/${commented.id}/read`, user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ reason: "NotFound", messages: [expect.any(String)] });
    }
    await call("POST", "/api/notifications/read-all", stranger);
    expect(await unread(owner)).toBe(2);
    expect((await listOf(stranger)).items).toEqual([]);

    const read = await call("POST", `/api/notifications/${commented.id}/read`, owner);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: commented.id, read: true });
    expect(await unread(owner)).toBe(1);

    expect((await call("POST", `/api/notifications/${randomUUID()}/read`, owner)).statusCode).toBe(404);
    expect((await call("POST", "/api/notifications/not-an-id/read", owner)).statusCode).toBe(400);

    const all = await call("POST", "/api/notifications/read-all", owner);
    expect(all.json()).toEqual({ count: 0 });
    expect((await listOf(owner)).items.map((item) => [item.id, item.read])).toEqual([
      [reaction.id, true],
      [commented.id, true],
    ]);
  });
});

describe("preferences", () => {
  it("starts from each kind's defaults and keeps a member's choices", async () => {
    const member = await createUser(t, leaderSignUp());
    const initial = await call("GET", "/api/notifications/preferences", member);
    expect(initial.json().digest).toBe("weekly");
    expect(initial.json().kinds).toContainEqual({ kind: "post_comment", inApp: true, email: true });
    expect(initial.json().kinds).toContainEqual({ kind: "post_reaction", inApp: true, email: false });

    const changed = await call("PATCH", "/api/notifications/preferences", member, {
      kinds: [{ kind: "post_reaction", inApp: false }],
      digest: "daily",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().digest).toBe("daily");
    expect(changed.json().kinds).toContainEqual({ kind: "post_reaction", inApp: false, email: false });
    expect(changed.json().kinds).toContainEqual({ kind: "post_comment", inApp: true, email: true });
    expect((await call("GET", "/api/notifications/preferences", member)).json()).toEqual(changed.json());

    for (const body of [
      { digest: "hourly" },
      { kinds: [{ kind: "nothing", inApp: true }] },
      { kinds: [{ kind: "post_comment", inApp: "yes" }] },
      { extra: true },
    ]) {
      const response = await call("PATCH", "/api/notifications/preferences", member, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
  });

  it("leaves a kind out of the list when in-app is off, and creates nothing when both channels are", async () => {
    const [author, actor] = await Promise.all([createUser(t, leaderSignUp()), createUser(t, leaderSignUp())]);
    await call("PATCH", "/api/notifications/preferences", author, {
      kinds: [
        { kind: "post_comment", inApp: false },
        { kind: "post_reaction", inApp: false, email: false },
      ],
    });
    const postId = await newPost(author);
    await comment(actor, postId);
    await call("PUT", `/api/posts/${postId}/reaction`, actor);

    expect((await listOf(author)).items).toEqual([]);
    expect(await unread(author)).toBe(0);
    const rows = await t.context.db
      .select({ kind: notifications.kind, inApp: notifications.inApp, email: notifications.email })
      .from(notifications)
      .where(eq(notifications.userId, author.id));
    expect(rows).toEqual([{ kind: "post_comment", inApp: false, email: true }]);
  });
});

describe("the e-mail digest", () => {
  it("goes to members away since their notifications arrived, once, leaving out what they saw", async () => {
    const [away, present, actor] = await Promise.all([
      createUser(t, leaderSignUp({ name: "Away Member" })),
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp({ name: "Ana Actor" })),
    ]);
    await call("PATCH", "/api/notifications/preferences", away, { digest: "daily" });
    await call("PATCH", "/api/notifications/preferences", present, { digest: "daily" });
    // Both were last seen a day ago...
    for (const user of [away, present]) {
      await t.context.db
        .insert(notificationSettings)
        .values({ userId: user.id, lastActiveAt: sql`now() - interval '1 day'` })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { lastActiveAt: sql`now() - interval '1 day'` },
        });
    }
    const seenPost = await newPost(away, "An old post they saw");
    await comment(actor, seenPost);
    await t.context.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(notifications.userId, away.id));
    await comment(actor, await newPost(away, "Hiring a data lead"));
    await comment(actor, await newPost(present, "Present's post"));
    // ...but one of them came back after their notification arrived.
    await listOf(present);

    const send = () =>
      sendDueDigests({
        db: t.context.db,
        mailer: t.context.mailer,
        publicUrl: "http://localhost:3000",
        secret: "test-secret-test-secret-test-secret-0123",
        logger: pino({ level: "silent" }),
      });
    const mailsTo = async (user: TestUser) =>
      t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    // Other tests' members may be due a digest too; only these two matter here.
    await send();
    expect(await mailsTo(present)).toEqual([]);
    const digest = await mailsTo(away);
    expect(digest).toHaveLength(1);
    expect(digest[0]?.subject).toBe("Your daily Summit digest: 1 new notification");
    expect(digest[0]?.text).toContain("Ana Actor commented on your post “Hiring a data lead”");
    expect(digest[0]?.text).not.toContain("An old post they saw");

    // Sent once: the next run finds nothing new for them.
    await send();
    expect(await mailsTo(away)).toHaveLength(1);
  });
});

describe("GET /api/comments/:id", () => {
  it("shows one comment as readable as its post", async () => {
    const [author, reader] = await Promise.all([
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp()),
    ]);
    const postId = await newPost(author);
    const commentId = await comment(author, postId, "Linked comment");
    const response = await call("GET", `/api/comments/${commentId}`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: commentId, postId, body: "Linked comment", parentId: null });
    // A community post's comments are for members.
    expect((await call("GET", `/api/comments/${commentId}`)).statusCode).toBe(401);
    expect((await call("GET", `/api/comments/${randomUUID()}`, reader)).statusCode).toBe(404);
  });
});
