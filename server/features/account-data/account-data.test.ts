import { users } from "@server/platform/database/schema/auth";
import { comments, posts } from "@server/platform/database/schema/community";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { accountDeletions, dataExports } from "@server/platform/database/schema/member-data";
import {
  createUser,
  leaderSignUp,
  sessionCookie,
  setUpTestApp,
  type TestUser,
  vendorSignUp,
} from "@server/test/app";
import { companyIdOf, makeCompanyAdmin, makePlatformAdmin } from "@server/test/company-cast";
import { totpCode, totpSecretOf } from "@server/test/totp";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { expireExports } from "./account-data.service";

const t = setUpTestApp();

/** Every entry of a ZIP, by name, as text. */
async function unzip(buffer: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          entries.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
          zip.readEntry();
        });
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return entries;
}

const latest = async (user: TestUser) =>
  (await t.request({ method: "GET", url: "/api/account/data-exports/latest", cookie: user.cookie })).json()
    .export;

async function exportReady(user: TestUser) {
  await expect
    .poll(async () => (await latest(user))?.status, { timeout: 20_000, interval: 250 })
    .toBe("ready");
  return latest(user);
}

const post = async (user: TestUser, body: string) => {
  const response = await t.request({
    method: "POST",
    url: "/api/posts",
    cookie: user.cookie,
    payload: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

const commentOn = async (user: TestUser, postId: string, body: string) => {
  const response = await t.request({
    method: "POST",
    url: `/api/posts/${postId}/comments`,
    cookie: user.cookie,
    payload: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

const deleteAccount = (user: TestUser | null, payload: unknown) =>
  t.request({ method: "POST", url: "/api/account/delete", cookie: user?.cookie, payload: payload as object });

const profileStatus = async (cookie: string) =>
  (await t.request({ method: "GET", url: "/api/profile", cookie })).statusCode;

describe("exporting a member's data", () => {
  it("builds a ZIP of JSON and CSV with the member's data and no one else's, and mails its link", async () => {
    const member = await createUser(t, leaderSignUp({ name: "Erin Export" }));
    const other = await createUser(t, leaderSignUp({ name: "Oscar Other" }));
    const mine = await post(member, '=HYPERLINK("http://evil.example") my own post');
    await post(other, "Someone else's post");
    await commentOn(member, mine, "My own comment");

    const requested = await t.request({
      method: "POST",
      url: "/api/account/data-exports",
      cookie: member.cookie,
    });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toMatchObject({ status: "queued", progress: 0, downloadUrl: null });
    const ready = await exportReady(member);
    expect(ready).toMatchObject({
      progress: 100,
      downloadUrl: `/api/account/data-exports/${ready.id}/download`,
    });
    const days = (Date.parse(ready.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const download = await t.request({ method: "GET", url: ready.downloadUrl, cookie: member.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["cache-control"]).toBe("private, no-store");
    const entries = await unzip(download.rawPayload);
    for (const part of [
      "profile",
      "posts",
      "comments",
      "notifications",
      "signals",
      "learning-progress",
      "courses",
      "certificates",
    ]) {
      expect(entries.has(`${part}.json`), part).toBe(true);
      expect(entries.has(`${part}.csv`), part).toBe(true);
    }
    expect(JSON.parse(entries.get("profile.json") ?? "[]")).toEqual([
      expect.objectContaining({ id: member.id, name: "Erin Export", email: member.email.toLowerCase() }),
    ]);
    const exportedPosts = JSON.parse(entries.get("posts.json") ?? "[]");
    expect(exportedPosts.map((row: { id: string }) => row.id)).toEqual([mine]);
    expect(entries.get("comments.csv")).toContain("My own comment");
    // A formula is written as text in the CSV, never as something a spreadsheet runs.
    expect(entries.get("posts.csv")).toContain(`"'=HYPERLINK(""http://evil.example"") my own post"`);
    const everything = [...entries.values()].join("\n");
    expect(everything).not.toContain("Someone else's post");
    expect(everything).not.toContain(other.id);

    const [mail] = await t.context.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email.toLowerCase()));
    expect(mail?.subject).toBe("Your Summit data is ready to download");
    expect(mail?.text).toContain(`http://localhost:3000${ready.downloadUrl}`);
  });

  it("runs one at a time: asking again while it runs answers the same export", async () => {
    const member = await createUser(t);
    const [first, second] = await Promise.all([
      t.request({ method: "POST", url: "/api/account/data-exports", cookie: member.cookie }),
      t.request({ method: "POST", url: "/api/account/data-exports", cookie: member.cookie }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    const ids = new Set([first.json().id, second.json().id]);
    // Unless the first finished in between, both answer the same export.
    if (ids.size === 1) expect(statuses).toEqual([200, 202]);
    const rows = await t.context.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    expect(rows.length).toBeLessThanOrEqual(2);
    await exportReady(member);
  });

  it("is downloaded only by its member, only until its link expires; then its file is deleted", async () => {
    const member = await createUser(t);
    const stranger = await createUser(t);
    await t.request({ method: "POST", url: "/api/account/data-exports", cookie: member.cookie });
    const ready = await exportReady(member);

    const refused = await t.request({ method: "GET", url: ready.downloadUrl, cookie: stranger.cookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().reason).toBe("NotFound");
    expect((await t.request({ method: "GET", url: ready.downloadUrl })).statusCode).toBe(401);
    for (const url of [
      "/api/account/data-exports/not-an-id/download",
      `/api/account/data-exports/${crypto.randomUUID()}/download`,
    ]) {
      const response = await t.request({ method: "GET", url, cookie: member.cookie });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().reason).toBeDefined();
    }

    await t.context.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, ready.id));
    const expired = await t.request({ method: "GET", url: ready.downloadUrl, cookie: member.cookie });
    expect(expired.statusCode).toBe(404);
    expect(await latest(member)).toMatchObject({ status: "expired", downloadUrl: null });

    const [row] = await t.context.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(row?.storageKey).toBeTruthy();
    expect(await t.context.storage.stat(row?.storageKey ?? "")).not.toBeNull();
    expect(await expireExports(t.context.db, t.context.storage)).toBeGreaterThanOrEqual(1);
    expect(await t.context.storage.stat(row?.storageKey ?? "")).toBeNull();
    const [after] = await t.context.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(after).toMatchObject({ status: "expired", storageKey: null });
  });

  it("is the member's own business: a visitor gets 401 on every call", async () => {
    for (const [method, url] of [
      ["POST", "/api/account/data-exports"],
      ["GET", "/api/account/data-exports/latest"],
      ["POST", "/api/account/delete"],
    ] as const) {
      const response = await t.request({
        method,
        url,
        ...(method === "POST" && url.endsWith("delete")
          ? { payload: { password: "x", content: "remove" } }
          : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().reason).toBe("AccessDenied");
    }
  });
});

describe("deleting one's own account", () => {
  it("refuses a wrong password, and changes nothing", async () => {
    const member = await createUser(t);
    const postId = await post(member, "Still here");
    const recordsBefore = (await t.context.db.select().from(accountDeletions)).length;
    const response = await deleteAccount(member, { password: "not-my-password", content: "remove" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["That password is not right."] });
    expect(await profileStatus(member.cookie)).toBe(200);
    expect(await t.context.db.select().from(posts).where(eq(posts.id, postId))).toHaveLength(1);
    expect(await t.context.db.select().from(accountDeletions)).toHaveLength(recordsBefore);
  });

  it.each([
    ["no body fields", {}],
    ["a missing choice", { password: "x" }],
    ["an unknown choice", { password: "x", content: "archive" }],
    ["a password that is not text", { password: 12345, content: "remove" }],
    ["an unknown field", { password: "x", content: "remove", userId: "someone" }],
  ])("refuses %s with 400", async (_label, payload) => {
    const member = await createUser(t);
    const response = await deleteAccount(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await profileStatus(member.cookie)).toBe(200);
  });

  it("asks a member with two-factor on for a code as well, and takes an app's code or a backup code", async () => {
    for (const kind of ["app", "backup"] as const) {
      const member = await createUser(t);
      const enabled = await t.request({
        method: "POST",
        url: "/api/auth/two-factor/enable",
        cookie: member.cookie,
        payload: { password: member.password },
      });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
      const secret = totpSecretOf(totpURI);
      const confirmed = await t.request({
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        cookie: member.cookie,
        payload: { code: totpCode(secret) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const signedIn = { ...member, cookie: sessionCookie(confirmed) };

      const noCode = await deleteAccount(signedIn, { password: member.password, content: "remove" });
      expect(noCode.statusCode).toBe(403);
      expect(noCode.json().messages[0]).toContain("type a code from your authenticator app");
      const wrong = await deleteAccount(signedIn, {
        password: member.password,
        code: "000000",
        content: "remove",
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ reason: "AccessDenied", messages: ["That code is not right."] });
      expect(await profileStatus(signedIn.cookie)).toBe(200);

      const code = kind === "app" ? totpCode(secret) : (backupCodes[0] ?? "");
      const deleted = await deleteAccount(signedIn, { password: member.password, code, content: "remove" });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await profileStatus(signedIn.cookie)).toBe(401);
    }
  });

  it("removes the member, their posts and comments, ends every session, and they cannot sign in", async () => {
    const member = await createUser(t);
    const reader = await createUser(t);
    const postId = await post(member, "Going away");
    const readersPost = await post(reader, "Reader's post");
    await commentOn(member, readersPost, "Bye");
    const secondSession = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: member.email, password: member.password },
    });
    const otherCookie = secondSession.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect(await profileStatus(otherCookie)).toBe(200);

    const response = await deleteAccount(member, { password: member.password, content: "remove" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ content: "remove" });

    expect(await profileStatus(member.cookie)).toBe(401);
    expect(await profileStatus(otherCookie)).toBe(401);
    expect(await t.context.db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await t.context.db.select().from(posts).where(eq(posts.id, postId))).toEqual([]);
    expect(await t.context.db.select().from(comments).where(eq(comments.postId, readersPost))).toEqual([]);
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(401);

    const records = await t.context.db.select().from(accountDeletions);
    const record = records.at(-1);
    expect(record).toMatchObject({ content: "remove", formerMemberId: null });
    expect(record?.anonymisedUserId).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(records)).not.toContain(member.id);
    expect(JSON.stringify(records)).not.toContain(member.email);
  });

  it("keeps public posts and comments as by a former member, who is no one to find or sign in as", async () => {
    const member = await createUser(t, leaderSignUp({ name: "Kim Keeper" }));
    const reader = await createUser(t);
    const postId = await post(member, "Worth keeping");
    await commentOn(member, postId, "And a comment");

    const response = await deleteAccount(member, { password: member.password, content: "keep" });
    expect(response.statusCode, response.body).toBe(200);

    const kept = await t.request({ method: "GET", url: `/api/posts/${postId}`, cookie: reader.cookie });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().author).toMatchObject({ name: "A former member", photoUrl: null, jobTitle: null });
    expect(kept.json().author.id).not.toBe(member.id);
    const thread = await t.request({
      method: "GET",
      url: `/api/posts/${postId}/comments`,
      cookie: reader.cookie,
    });
    expect(thread.json().items[0]).toMatchObject({
      body: "And a comment",
      author: { name: "A former member" },
    });

    const [former] = await t.context.db.select().from(users).where(eq(users.id, kept.json().author.id));
    expect(former).toMatchObject({ name: "A former member", image: null, jobTitle: null, companyId: null });
    expect(former?.email).not.toContain(member.email.split("@")[0] ?? "");
    expect(former?.formerMemberAt).not.toBeNull();
    const found = await t.request({
      method: "GET",
      url: "/api/factor/search/user?search=former",
      cookie: reader.cookie,
    });
    expect(found.json().items).toEqual([]);
    const [record] = await t.context.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.formerMemberId, kept.json().author.id));
    expect(record?.content).toBe("keep");
  });

  it("refuses the only owner of a company with 409 naming it, and deletes once someone else owns it", async () => {
    const owner = await createUser(t, vendorSignUp({ companyName: "Solo Owner Ltd" }));
    const companyId = await companyIdOf(t, owner);
    const refused = await deleteAccount(owner, { password: owner.password, content: "remove" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe("AlreadyExists");
    expect(refused.json().messages[0]).toContain("Make another admin an owner");
    expect(refused.json().messages[1]).toBe(`Solo Owner Ltd (${companyId})`);
    expect(await profileStatus(owner.cookie)).toBe(200);

    const successor = await createUser(t, vendorSignUp());
    await makeCompanyAdmin(t, companyId, successor, "owner");
    const deleted = await deleteAccount(owner, { password: owner.password, content: "remove" });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it("lets a leader, a vendor and a platform admin delete only their own account", async () => {
    const leader = await createUser(t);
    const vendorOwner = await createUser(t, vendorSignUp());
    const vendorMember = await createUser(t, vendorSignUp());
    await makeCompanyAdmin(t, await companyIdOf(t, vendorOwner), vendorMember, "owner");
    const admin = await createUser(t);
    await makePlatformAdmin(t, admin);
    t.context.sessions.forgetAll();
    for (const user of [leader, vendorOwner, admin]) {
      const response = await deleteAccount(user, { password: user.password, content: "remove" });
      expect(response.statusCode, response.body).toBe(200);
      expect(await profileStatus(user.cookie)).toBe(401);
    }
    // The vendor's co-owner is untouched.
    expect(await profileStatus(vendorMember.cookie)).toBe(200);
  });
});
