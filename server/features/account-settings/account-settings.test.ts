import { randomUUID } from "node:crypto";
import { DEFAULT_PROFILE_VISIBILITY, type ProfileVisibility } from "@common/member-settings";
import { FILES_URL_PREFIX } from "@common/uploads";
import { sendDueDigests } from "@server/features/notifications/notifications.jobs";
import { users } from "@server/platform/database/schema/auth";
import { posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { notificationSettings, notifications } from "@server/platform/database/schema/notifications";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();

const settingsOf = (user: TestUser) =>
  t.request({ method: "GET", url: "/api/account/settings", cookie: user.cookie });
const change = (user: TestUser | null, payload: unknown) =>
  t.request({
    method: "PATCH",
    url: "/api/account/settings",
    cookie: user?.cookie,
    payload: payload as object,
  });

async function makePlatformAdmin(user: TestUser) {
  await t.context.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, user.id));
  t.context.sessions.forgetAll();
}

describe("GET and PATCH /api/account/settings", () => {
  it("start from UTC, the sign-up's community, a weekly digest and the default visibility", async () => {
    const member = await createUser(t, leaderSignUp({ role: "CISO" }));
    const response = await settingsOf(member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timeZone: "UTC",
      hub: "ciso",
      digest: "weekly",
      visibility: DEFAULT_PROFILE_VISIBILITY,
    });
  });

  it("keep every change, shown in the profile and the notification preferences too", async () => {
    const member = await createUser(t);
    const visibility: ProfileVisibility = {
      photo: { visitors: false, members: false },
      jobTitle: { visitors: true, members: true },
      company: { visitors: false, members: true },
    };
    const response = await change(member, {
      timeZone: "Europe/Berlin",
      hub: "cfo",
      digest: "daily",
      visibility,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ timeZone: "Europe/Berlin", hub: "cfo", digest: "daily", visibility });
    expect((await settingsOf(member)).json()).toEqual(response.json());
    const profile = (await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie })).json();
    expect(profile).toMatchObject({ timeZone: "Europe/Berlin", hub: "cfo" });
    const preferences = await t.request({
      method: "GET",
      url: "/api/notifications/preferences",
      cookie: member.cookie,
    });
    expect(preferences.json().digest).toBe("daily");
  });

  it.each([
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }],
    ["a time zone that is not text", { timeZone: 3 }],
    ["an unknown community", { hub: "ceo" }],
    ["an unknown digest", { digest: "hourly" }],
    [
      "a visibility shown to visitors but not members",
      { visibility: { ...DEFAULT_PROFILE_VISIBILITY, photo: { visitors: true, members: false } } },
    ],
    ["a visibility missing a field", { visibility: { photo: { visitors: false, members: true } } }],
    ["an unknown setting", { timeZone: "UTC", isPlatformAdmin: true }],
    ["an empty body", {}],
    ["a list", []],
  ])("refuse %s with 400 and change nothing", async (_label, payload) => {
    const member = await createUser(t);
    const before = (await settingsOf(member)).json();
    // A valid field beside the bad one is not written either.
    const response = await change(
      member,
      Array.isArray(payload) || Object.keys(payload).length === 0 ? payload : { hub: "cfo", ...payload },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect((await settingsOf(member)).json()).toEqual(before);
  });

  it("refuses an oversized body with the error object", async () => {
    const member = await createUser(t);
    const response = await change(member, { timeZone: "x".repeat(2_000_000) });
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json().reason).toBe("Invalid");
  });

  it("are the member's own: a visitor gets 401 on every call", async () => {
    for (const response of [
      await t.request({ method: "GET", url: "/api/account/settings" }),
      await change(null, { timeZone: "UTC" }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().reason).toBe("AccessDenied");
    }
  });

  it("belong to whoever is signed in: a leader, a vendor and a platform admin change only their own", async () => {
    const [leader, vendor, admin] = [
      await createUser(t),
      await createUser(t, vendorSignUp()),
      await createUser(t),
    ];
    await makePlatformAdmin(admin);
    for (const [user, timeZone] of [
      [leader, "America/New_York"],
      [vendor, "Asia/Tokyo"],
      [admin, "Australia/Sydney"],
    ] as const) {
      expect((await change(user, { timeZone })).statusCode).toBe(200);
    }
    expect((await settingsOf(leader)).json().timeZone).toBe("America/New_York");
    expect((await settingsOf(vendor)).json().timeZone).toBe("Asia/Tokyo");
    expect((await settingsOf(admin)).json().timeZone).toBe("Australia/Sydney");
  });
});

describe("the digest e-mail", () => {
  it("shows times in the member's time zone and turns off with its one-click link", async () => {
    const member = await createUser(t);
    const actor = await createUser(t, leaderSignUp({ name: "Dora Digest" }));
    await change(member, { timeZone: "Asia/Kolkata", digest: "daily" });
    const post = await t.request({
      method: "POST",
      url: "/api/posts",
      cookie: member.cookie,
      payload: { body: "Who runs zero trust?" },
    });
    await t.request({
      method: "POST",
      url: `/api/posts/${post.json().id}/comments`,
      cookie: actor.cookie,
      payload: { body: "We do" },
    });
    await t.context.db
      .update(notifications)
      .set({ createdAt: sql`'2026-03-02 10:00:00+00'::timestamptz` })
      .where(eq(notifications.userId, member.id));
    // The member was last here before it arrived.
    await t.context.db
      .update(notificationSettings)
      .set({ lastActiveAt: sql`'2026-03-01 10:00:00+00'::timestamptz` })
      .where(eq(notificationSettings.userId, member.id));
    await sendDueDigests({
      db: t.context.db,
      mailer: t.context.mailer,
      publicUrl: "http://localhost:3000",
      secret: (await t.context.auth.$context).secret,
      logger: pino({ level: "silent" }),
    });
    const [mail] = await t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mail?.text).toContain("2 Mar 2026, 15:30 GMT+5:30");
    const link = mail?.text.match(/http:\/\/localhost:3000(\/api\/account\/digest\/unsubscribe\?\S+)/)?.[1];
    expect(link).toBeDefined();

    // Forged or altered links change nothing.
    for (const url of [
      `/api/account/digest/unsubscribe?token=${member.id}.forged`,
      `${link}x`,
      "/api/account/digest/unsubscribe",
    ]) {
      const refused = await t.request({ method: "GET", url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().reason).toBe("Invalid");
    }
    expect((await settingsOf(member)).json().digest).toBe("daily");

    const clicked = await t.request({ method: "GET", url: link ?? "" });
    expect(clicked.statusCode).toBe(303);
    expect(clicked.headers.location).toBe("/account?tab=settings&digest=off");
    expect((await settingsOf(member)).json().digest).toBe("off");
  });
});

describe("what others see of a member", () => {
  /** A vendor who speaks for a public company page, with a photo and a post on that page. */
  async function vendorOnPublicPage(visibility: ProfileVisibility) {
    const vendor = await createUser(
      t,
      vendorSignUp({ name: `Vera ${randomUUID().slice(0, 6)}`, jobTitle: "VP Sales" }),
    );
    const companyId = await companyIdOf(t, vendor);
    await t.context.db.update(companies).set({ isPage: true }).where(eq(companies.id, companyId));
    const key = `photos/${randomUUID()}.webp`;
    await t.context.storage.put(key, Buffer.from("RIFF0000WEBPVP8 "));
    await t.context.db
      .update(users)
      .set({ image: `${FILES_URL_PREFIX}${key}` })
      .where(eq(users.id, vendor.id));
    await t.context.db.insert(posts).values({ authorId: vendor.id, companyId, hub: "cio", body: "Our news" });
    expect((await change(vendor, { visibility })).statusCode).toBe(200);
    return { vendor, companyId, photoUrl: `${FILES_URL_PREFIX}${key}` };
  }

  const authorOnPage = async (companyId: string, viewer: TestUser | null) => {
    const response = await t.request({
      method: "GET",
      url: `/api/companies/${companyId}/posts`,
      cookie: viewer?.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items[0].author as {
      name: string;
      jobTitle: string | null;
      photoUrl: string | null;
    };
  };

  const personFound = async (name: string, viewer: TestUser) => {
    const response = await t.request({
      method: "GET",
      url: `/api/factor/search/user?search=${encodeURIComponent(name)}`,
      cookie: viewer.cookie,
    });
    return response.json().items[0] as
      | { jobTitle: string | null; photoUrl: string | null; company: unknown }
      | undefined;
  };

  const photoStatus = async (url: string, viewer: TestUser | null) =>
    (await t.request({ method: "GET", url, cookie: viewer?.cookie })).statusCode;

  it("by default: members see photo, title and company; visitors the title only", async () => {
    const { vendor, companyId, photoUrl } = await vendorOnPublicPage(DEFAULT_PROFILE_VISIBILITY);
    const member = await createUser(t);
    expect(await authorOnPage(companyId, null)).toMatchObject({ jobTitle: "VP Sales", photoUrl: null });
    expect(await authorOnPage(companyId, member)).toMatchObject({ jobTitle: "VP Sales", photoUrl });
    expect(await photoStatus(photoUrl, null)).toBe(401);
    expect(await photoStatus(photoUrl, member)).toBe(200);
    const found = await personFound((await settingsName(vendor)) ?? "", member);
    expect(found).toMatchObject({ jobTitle: "VP Sales", photoUrl, company: { id: companyId } });
  });

  it("hidden from everyone: neither visitors nor members see it, the member and platform admins do", async () => {
    const nothing = { visitors: false, members: false };
    const { vendor, companyId, photoUrl } = await vendorOnPublicPage({
      photo: nothing,
      jobTitle: nothing,
      company: nothing,
    });
    const [member, admin] = [await createUser(t), await createUser(t)];
    await makePlatformAdmin(admin);
    const name = (await settingsName(vendor)) ?? "";

    expect(await authorOnPage(companyId, null)).toMatchObject({ jobTitle: null, photoUrl: null });
    expect(await authorOnPage(companyId, member)).toMatchObject({ jobTitle: null, photoUrl: null });
    expect(await personFound(name, member)).toMatchObject({ jobTitle: null, photoUrl: null, company: null });
    // Nor does naming the company find them among its people.
    const ofCompany = await t.request({
      method: "GET",
      url: `/api/factor/search/user?search=${encodeURIComponent(name)}&companyId=${companyId}`,
      cookie: member.cookie,
    });
    expect(ofCompany.json().items).toEqual([]);
    const employees = await t.request({
      method: "GET",
      url: `/api/companies/${companyId}/employees`,
      cookie: member.cookie,
    });
    expect(employees.json().items.map((person: { id: string }) => person.id)).not.toContain(vendor.id);
    expect(await photoStatus(photoUrl, null)).toBe(404);
    expect(await photoStatus(photoUrl, member)).toBe(404);

    for (const viewer of [vendor, admin]) {
      expect(await authorOnPage(companyId, viewer)).toMatchObject({ jobTitle: "VP Sales", photoUrl });
      expect(await personFound(name, viewer)).toMatchObject({
        jobTitle: "VP Sales",
        photoUrl,
        company: { id: companyId },
      });
      expect(await photoStatus(photoUrl, viewer)).toBe(200);
    }
    const asAdmin = await t.request({
      method: "GET",
      url: `/api/companies/${companyId}/employees`,
      cookie: admin.cookie,
    });
    expect(asAdmin.json().items.map((person: { id: string }) => person.id)).toContain(vendor.id);
  });

  it("shown to visitors too: a visitor sees the photo on the public page", async () => {
    const everyone = { visitors: true, members: true };
    const { companyId, photoUrl } = await vendorOnPublicPage({
      photo: everyone,
      jobTitle: everyone,
      company: everyone,
    });
    expect(await authorOnPage(companyId, null)).toMatchObject({ jobTitle: "VP Sales", photoUrl });
    expect(await photoStatus(photoUrl, null)).toBe(200);
  });

  it("reaches discover's people search: a hidden title neither shows nor finds them", async () => {
    const member = await createUser(t);
    const shy = await createUser(
      t,
      leaderSignUp({ name: `Quill ${randomUUID().slice(0, 6)}`, jobTitle: "Chief Zebra Officer" }),
    );
    const hidden = { visitors: false, members: false };
    await change(shy, { visibility: { ...DEFAULT_PROFILE_VISIBILITY, jobTitle: hidden } });
    const name = (await settingsName(shy)) ?? "";
    const byName = await t.request({
      method: "GET",
      url: `/api/discover?search=${encodeURIComponent(name)}&type=people`,
      cookie: member.cookie,
    });
    const person = byName.json().people.items.find((item: { id: string }) => item.id === shy.id);
    expect(person.jobTitle).toBeNull();
    // Discover shows every member the same cards (the member's own as others see it); a platform
    // admin sees it whole.
    const admin = await createUser(t);
    await makePlatformAdmin(admin);
    const asAdmin = await t.request({
      method: "GET",
      url: `/api/discover?search=${encodeURIComponent(name)}&type=people`,
      cookie: admin.cookie,
    });
    expect(
      asAdmin.json().people.items.find((item: { id: string }) => item.id === shy.id).jobTitle,
    ).not.toBeNull();
  });
});

async function settingsName(user: TestUser): Promise<string | undefined> {
  const [row] = await t.context.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  return row?.name;
}
