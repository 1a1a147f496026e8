// Examples for the member's own account (profile, sessions, settings, data, bookmarks,
// notifications), uploads and files, reference data and the platform's public reads.
import { randomUUID } from "node:crypto";
import { digestUnsubscribePath } from "@server/features/notifications/digest-link";
import * as samples from "@server/features/uploads/sample-files";
import { sessions, users } from "@server/platform/database/schema/auth";
import { bookmarkCollections, bookmarks } from "@server/platform/database/schema/bookmarks";
import { companies } from "@server/platform/database/schema/companies";
import { dataExports } from "@server/platform/database/schema/member-data";
import { notifications } from "@server/platform/database/schema/notifications";
import { newStorageKey } from "@server/platform/storage/storage";
import { eq } from "drizzle-orm";
import { createUser, TEST_PASSWORD, type TestUser, vendorSignUp } from "../app";
import { companyIdOf } from "../company-cast";
import { ROLES, type Role, type World } from "../permission-world";
import { ORIGIN } from "./support";
import type { Example, ExampleRequest, RouteExamples } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The role's member; null for the visitor, whose requests name things that need not exist. */
const memberOf = (world: World, role: Role): TestUser | null =>
  role === "visitor" ? null : world.people[role];

/** Another signed-in session of the role's member, made in the database: one to end. */
async function extraSession(world: World, role: Role): Promise<string> {
  const member = memberOf(world, role);
  if (!member) return randomUUID();
  const id = randomUUID();
  await world.t.context.db.insert(sessions).values({
    id,
    token: randomUUID(),
    userId: member.id,
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return id;
}

/** A finished export of the role's member, its ZIP in storage: one to download. */
async function readyExport(world: World, role: Role): Promise<string> {
  const member = memberOf(world, role);
  if (!member) return randomUUID();
  const storageKey = newStorageKey("exports", "zip");
  // An empty ZIP archive: its end record alone.
  const { size } = await world.t.context.storage.put(storageKey, Buffer.from("PK\x05\x06".padEnd(22, "\0")));
  const [row] = await world.t.context.db
    .insert(dataExports)
    .values({
      userId: member.id,
      status: "ready",
      stage: "Ready to download",
      progress: 100,
      storageKey,
      sizeBytes: size,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + DAY_MS),
    })
    .returning({ id: dataExports.id });
  if (!row) throw new Error("no export was made");
  return row.id;
}

/** A new reference item (an interest), added by the platform admin: one to rename or remove. */
async function referenceItem(world: World): Promise<string> {
  const response = await world.t.request({
    method: "POST",
    url: "/api/reference-data/interests",
    cookie: world.people.platformAdmin.cookie,
    payload: { name: `Interest ${randomUUID().slice(0, 8)}` },
    headers: ORIGIN,
  });
  if (response.statusCode !== 201) throw new Error(`new interest: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

const publicLogos = new WeakMap<World, Promise<string>>();

/**
 * The URL of the logo of a company that runs a public page, which visitors and members alike may
 * see. The company is one of its own, so that company C stays as the other examples expect.
 */
function publicLogo(world: World): Promise<string> {
  const made = publicLogos.get(world);
  if (made) return made;
  const making = (async () => {
    const vendor = await createUser(world.t, vendorSignUp());
    const response = await world.t.request({
      method: "POST",
      url: "/api/factor/upload/image",
      cookie: vendor.cookie,
      ...samples.multipart(await samples.png(400, 300), { fileName: "logo.png" }),
    });
    if (response.statusCode !== 201) throw new Error(`logo: ${response.statusCode} ${response.body}`);
    const logo = response.json() as { id: string; url: string };
    await world.t.context.db
      .update(companies)
      .set({ logoUploadId: logo.id, isPage: true })
      .where(eq(companies.id, await companyIdOf(world.t, vendor)));
    return logo.url;
  })();
  publicLogos.set(world, making);
  return making;
}

/** An upload route's example: the file as a browser sends it. */
const uploading =
  (file: () => Buffer | Promise<Buffer>, fileName: string, url: string): Example =>
  async () => {
    const { payload, headers } = samples.multipart(await file(), { fileName });
    return { url, payload, headers };
  };

/** The role's bookmark of company C, made in the database when missing. */
async function bookmarkOfC(world: World, role: Role): Promise<string> {
  const member = memberOf(world, role);
  if (member) {
    await world.t.context.db
      .insert(bookmarks)
      .values({ userId: member.id, kind: "company", companyId: world.companyId })
      .onConflictDoNothing();
  }
  return `/api/bookmarks/company/${world.companyId}`;
}

/** A new collection of the role's member: one to rename or delete. */
async function collection(world: World, role: Role): Promise<string> {
  const member = memberOf(world, role);
  if (!member) return randomUUID();
  const [row] = await world.t.context.db
    .insert(bookmarkCollections)
    .values({ userId: member.id, name: `Reading ${randomUUID().slice(0, 8)}` })
    .returning({ id: bookmarkCollections.id });
  if (!row) throw new Error("no collection was made");
  return row.id;
}

/** A new account with nothing to it, made in the database: one to delete. */
async function bareAccount(world: World): Promise<string> {
  const id = randomUUID();
  await world.t.context.db
    .insert(users)
    .values({ id, name: "Someone to delete", email: `delete-${id}@example.com`, emailVerified: true });
  return id;
}

/**
 * Stand-ins (World.standIn) for a route that deletes its caller's account, each used once. The
 * route's first call begins them all together: making one hashes a password, which takes longest,
 * and the hashes then run side by side instead of one after another.
 */
function standInsMadeTogether(): (world: World, role: Role) => Promise<TestUser | null> {
  const pools = new WeakMap<World, Map<Role, Promise<TestUser | null>>>();
  return (world, role) => {
    let pool = pools.get(world);
    if (!pool) {
      pool = new Map(ROLES.map((each) => [each, world.standIn(each)]));
      // A failure surfaces when its role's call awaits it, not as an unhandled rejection before.
      for (const standIn of pool.values()) standIn.catch(() => undefined);
      pools.set(world, pool);
    }
    const standIn = pool.get(role) ?? world.standIn(role);
    pool.delete(role);
    return standIn;
  };
}
const accountDeleter = standInsMadeTogether();
const userDeleter = standInsMadeTogether();

/** A new unread notification of the role's member: one to mark read. */
async function notification(world: World, role: Role): Promise<string> {
  const member = memberOf(world, role);
  if (!member) return randomUUID();
  const [row] = await world.t.context.db
    .insert(notifications)
    .values({
      userId: member.id,
      kind: "company_follower",
      groupKey: `company_follower:${randomUUID()}`,
      actorId: world.people.leader.id,
      companyId: world.companyId,
      subject: "Company C",
      inApp: true,
      email: false,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("no notification was made");
  return row.id;
}

/** A call that needs nothing but its path. */
const at =
  (url: string): Example =>
  async (): Promise<ExampleRequest> => ({ url });

export const accountsExamples: RouteExamples = {
  "GET /api/health": async () => ({ url: "/api/health" }),
  "GET /api/live": async () => ({ url: "/api/live" }),
  "GET /api/ready": async () => ({ url: "/api/ready" }),
  "GET /api/config": at("/api/config"),
  "GET /api/plans": at("/api/plans"),

  "GET /api/profile": async () => ({ url: "/api/profile" }),
  "PATCH /api/profile": async () => ({ url: "/api/profile", payload: { jobTitle: "Head of Technology" } }),
  "PUT /api/profile/photo": uploading(() => samples.png(200, 200), "photo.png", "/api/profile/photo"),

  "GET /api/account/sessions": at("/api/account/sessions"),
  "DELETE /api/account/sessions/:id": async (world, role) => ({
    url: `/api/account/sessions/${await extraSession(world, role)}`,
  }),
  "POST /api/account/sessions/end-others": async (world, role) => {
    await extraSession(world, role);
    return { url: "/api/account/sessions/end-others" };
  },

  "GET /api/account/settings": at("/api/account/settings"),
  "PATCH /api/account/settings": async () => ({
    url: "/api/account/settings",
    payload: { timeZone: "Europe/Berlin" },
  }),
  // The link in a digest mail works without a session for whoever holds it.
  "GET /api/account/digest/unsubscribe": async (world) => ({
    url: digestUnsubscribePath((await world.t.context.auth.$context).secret, world.people.leader.id),
  }),

  "POST /api/account/data-exports": at("/api/account/data-exports"),
  "GET /api/account/data-exports/latest": at("/api/account/data-exports/latest"),
  "GET /api/account/data-exports/:id/download": async (world, role) => ({
    url: `/api/account/data-exports/${await readyExport(world, role)}/download`,
  }),
  "POST /api/account/delete": async (world, role) => ({
    url: "/api/account/delete",
    payload: { password: TEST_PASSWORD, content: "remove" },
    as: await accountDeleter(world, role),
  }),

  "GET /api/company-specialities/short": at("/api/company-specialities/short"),
  "GET /api/interests/short": at("/api/interests/short"),
  "GET /api/industries/short": at("/api/industries/short"),
  "GET /api/job-titles/short": at("/api/job-titles/short"),
  "GET /api/job-functions/short": at("/api/job-functions/short"),
  "GET /api/company-sizes": at("/api/company-sizes"),
  "GET /api/revenue-bands": at("/api/revenue-bands"),
  "POST /api/reference-data/:kind": async () => ({
    url: "/api/reference-data/interests",
    payload: { name: `Interest ${randomUUID().slice(0, 8)}` },
  }),
  "PATCH /api/reference-data/:kind/:id": async (world) => ({
    url: `/api/reference-data/interests/${await referenceItem(world)}`,
    payload: { name: `Interest ${randomUUID().slice(0, 8)}` },
  }),
  "DELETE /api/reference-data/:kind/:id": async (world) => ({
    url: `/api/reference-data/interests/${await referenceItem(world)}`,
  }),

  "GET /api/files/*": async (world) => ({ url: await publicLogo(world) }),
  "POST /api/upload/document": uploading(samples.pdf, "brief.pdf", "/api/upload/document"),
  "POST /api/upload/csv": uploading(samples.csv, "accounts.csv", "/api/upload/csv"),
  "POST /api/upload/video": uploading(() => samples.mp4(2000), "clip.mp4", "/api/upload/video"),
  "POST /api/factor/upload/image": uploading(
    () => samples.png(400, 300),
    "picture.png",
    "/api/factor/upload/image",
  ),

  "GET /api/bookmarks": at("/api/bookmarks"),
  "GET /api/bookmarks/:kind/:targetId": async (world, role) => ({ url: await bookmarkOfC(world, role) }),
  "PUT /api/bookmarks/:kind/:targetId": async (world) => ({
    url: `/api/bookmarks/company/${world.companyId}`,
    payload: {},
  }),
  "PATCH /api/bookmarks/:kind/:targetId": async (world, role) => ({
    url: await bookmarkOfC(world, role),
    payload: { collectionId: await collection(world, role) },
  }),
  "DELETE /api/bookmarks/:kind/:targetId": async (world, role) => ({ url: await bookmarkOfC(world, role) }),
  "GET /api/bookmark-collections": at("/api/bookmark-collections"),
  "POST /api/bookmark-collections": async () => ({
    url: "/api/bookmark-collections",
    payload: { name: `Reading ${randomUUID().slice(0, 8)}` },
  }),
  "PATCH /api/bookmark-collections/:id": async (world, role) => ({
    url: `/api/bookmark-collections/${await collection(world, role)}`,
    payload: { name: `Renamed ${randomUUID().slice(0, 8)}` },
  }),
  "DELETE /api/bookmark-collections/:id": async (world, role) => ({
    url: `/api/bookmark-collections/${await collection(world, role)}`,
  }),

  // Members delete their own account; the platform admin's stand-in deletes theirs too.
  "DELETE /api/user/:id": async (world, role) => {
    const standIn = await userDeleter(world, role);
    return { url: `/api/user/${standIn?.id ?? randomUUID()}`, as: standIn };
  },
  "POST /api/user/delete-bulk-users": async (world) => ({
    url: "/api/user/delete-bulk-users",
    payload: { userIds: [await bareAccount(world)] },
  }),

  "GET /api/notifications": at("/api/notifications"),
  "GET /api/notifications/unread-count": at("/api/notifications/unread-count"),
  "POST /api/notifications/:id/read": async (world, role) => ({
    url: `/api/notifications/${await notification(world, role)}/read`,
  }),
  "POST /api/notifications/read-all": at("/api/notifications/read-all"),
  "GET /api/notifications/preferences": at("/api/notifications/preferences"),
  "PATCH /api/notifications/preferences": async () => ({
    url: "/api/notifications/preferences",
    payload: { kinds: [{ kind: "post_comment", inApp: true }] },
  }),
  "GET /api/notifications/stream": {
    skip:
      "a never-ending text/event-stream; server/features/notifications/notification-streams.test.ts " +
      'checks it: "answers a visitor with 401 and the error object" and "sends another member\'s ' +
      'notifications only to them"',
  },
};
