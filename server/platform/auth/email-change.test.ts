import { randomUUID } from "node:crypto";
import { EMAIL_CHANGED_LANDING } from "@common/auth";
import { customers } from "@server/platform/database/schema/accounts";
import { twoFactors, users } from "@server/platform/database/schema/auth";
import { mailOutbox } from "@server/platform/database/schema/mail";
import {
  createUser,
  leaderSignUp,
  sessionCookie,
  setUpTestApp,
  TEST_PASSWORD,
  type TestUser,
} from "@server/test/app";
import { totpCode, totpSecretOf } from "@server/test/totp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_LIMITS } from "./auth";

const t = setUpTestApp();

const newAddress = () => `moved-${randomUUID().slice(0, 8)}@example.com`;

const askToChange = (member: TestUser | null, newEmail: string, password = TEST_PASSWORD, code?: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/change-email",
    payload: { newEmail, password, ...(code === undefined ? {} : { code }) },
    ...(member ? { cookie: member.cookie } : {}),
  });

interface TwoFactorMember extends TestUser {
  secret: string;
  backupCodes: string[];
}

/** A member who turned two-factor on in settings: password, then a code from the app. */
async function memberWithTwoFactor(): Promise<TwoFactorMember> {
  const member = await createUser(t);
  const enabled = await t.request({
    method: "POST",
    url: "/api/auth/two-factor/enable",
    payload: { password: TEST_PASSWORD },
    cookie: member.cookie,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json();
  const secret = totpSecretOf(totpURI);
  const confirmed = await t.request({
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    payload: { code: totpCode(secret) },
    cookie: member.cookie,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...member, cookie: sessionCookie(confirmed), secret, backupCodes };
}

/** A six-digit code that is not the app's (nor the one before or after, which are also taken). */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, now + shift)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

const mailsTo = (email: string) =>
  t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));

const addressOf = async (member: TestUser) =>
  (await t.context.db.select({ email: users.email }).from(users).where(eq(users.id, member.id)))[0]?.email;

/** The path and query of the confirmation link in the one mail sent to `email`. */
async function linkMailedTo(email: string): Promise<string> {
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const link = mails[0]?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

describe("changing the e-mail address", () => {
  it("mails a link to the new address, tells the current one, and changes only once the link is opened", async () => {
    const member = await createUser(t);
    const target = newAddress();
    const response = await askToChange(member, target);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(await addressOf(member)).toBe(member.email.toLowerCase());

    const [notice] = await mailsTo(member.email);
    expect(notice?.subject).toBe("Your Summit e-mail address is about to change");
    expect(notice?.text).toContain(target);
    const [confirmation] = await mailsTo(target);
    expect(confirmation?.subject).toBe("Confirm your new e-mail address for Summit");
    // Whoever holds the new address learns nothing about the account.
    expect(confirmation?.text).not.toContain(member.email.toLowerCase());
    expect(confirmation?.text).not.toMatch(/Leader \d+/);

    // Opened in a browser where nobody is signed in: it changes the address and signs nobody in.
    const opened = await t.request({ method: "GET", url: await linkMailedTo(target) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(EMAIL_CHANGED_LANDING);
    expect(opened.cookies.filter((cookie) => cookie.value)).toEqual([]);
    expect(await addressOf(member)).toBe(target);

    const signedIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: target, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    // The member's other sessions go on (docs/decisions/0023-two-factor-and-passkeys.md).
    expect(
      (await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie })).json().email,
    ).toBe(target);
  });

  it("needs the current password: a wrong or missing one is 400 and nothing is mailed", async () => {
    const member = await createUser(t);
    const target = newAddress();
    const wrong = await askToChange(member, target, "not-the-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    const missing = await t.request({
      method: "POST",
      url: "/api/auth/change-email",
      payload: { newEmail: target },
      cookie: member.cookie,
    });
    expect(missing.statusCode).toBe(400);
    // A password that is not text is refused as such (found by the fuzz test: it was a 500).
    const notText = await t.request({
      method: "POST",
      url: "/api/auth/change-email",
      payload: { newEmail: target, password: 5 },
      cookie: member.cookie,
    });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({ reason: "Invalid", messages: ["password: must be text"] });
    expect(await mailsTo(target)).toEqual([]);
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it("answers a visitor 401 and an address that is not one 400", async () => {
    const visitor = await askToChange(null, newAddress());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ reason: "AccessDenied" });
    const member = await createUser(t);
    const bad = await askToChange(member, "not an address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ reason: "Invalid" });
  });

  it("answers an address that has an account as any other, and mails it nothing", async () => {
    const member = await createUser(t);
    const other = await createUser(t);
    const response = await askToChange(member, other.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(await mailsTo(other.email)).toEqual([]);
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect(await addressOf(member)).toBe(member.email.toLowerCase());
  });

  it("refuses the link once the new address has an account of its own, and keeps the old address", async () => {
    const member = await createUser(t);
    const target = newAddress();
    await askToChange(member, target);
    const link = await linkMailedTo(target);
    await createUser(t, leaderSignUp({ email: target }));
    const opened = await t.request({ method: "GET", url: link });
    expect(opened.statusCode).toBeLessThan(500);
    expect(await addressOf(member)).toBe(member.email.toLowerCase());
  });

  it("matches the billing customer written for the new address", async () => {
    const member = await createUser(t);
    const target = newAddress();
    const [customer] = await t.context.db
      .insert(customers)
      .values({ email: target, planName: "Member", memberData: { seat: "board" } })
      .returning();
    await askToChange(member, target);
    await t.request({ method: "GET", url: await linkMailedTo(target) });
    const [row] = await t.context.db
      .select({ customerId: users.customerId, memberData: users.memberData })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row).toEqual({ customerId: customer?.id, memberData: { seat: "board" } });
  });

  it("does not let a link opened in another member's browser change anything", async () => {
    const member = await createUser(t);
    const stranger = await createUser(t);
    const target = newAddress();
    await askToChange(member, target);
    const opened = await t.request({
      method: "GET",
      url: await linkMailedTo(target),
      cookie: stranger.cookie,
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toContain("error=");
    expect(await addressOf(member)).toBe(member.email.toLowerCase());
    expect(await addressOf(stranger)).toBe(stranger.email.toLowerCase());
    expect(sessionCookie(opened)).not.toContain("summit.session_token=");
  });
});

describe("changing the e-mail address with two-factor on", () => {
  it("asks for a code as well: without one it is 403, nothing is mailed and nothing changes", async () => {
    const member = await memberWithTwoFactor();
    const target = newAddress();
    const response = await askToChange(member, target);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      reason: "AccessDenied",
      messages: [expect.stringContaining("type a code from your authenticator app")],
    });
    const blank = await askToChange(member, target, TEST_PASSWORD, "  ");
    expect(blank.statusCode).toBe(403);
    expect(await mailsTo(target)).toEqual([]);
    expect(await mailsTo(member.email)).toEqual([]);
    expect(await addressOf(member)).toBe(member.email.toLowerCase());
  });

  it("refuses a wrong code with 403, mails nothing and changes nothing", async () => {
    const member = await memberWithTwoFactor();
    const target = newAddress();
    for (const code of [wrongCode(member.secret), "not-a-backup-code"]) {
      const response = await askToChange(member, target, TEST_PASSWORD, code);
      expect(response.statusCode, code).toBe(403);
      expect(response.json()).toMatchObject({
        reason: "AccessDenied",
        messages: ["That code is not right."],
      });
    }
    // The code is asked for only once the password is right.
    const wrongPassword = await askToChange(member, target, "not-the-password", totpCode(member.secret));
    expect(wrongPassword.statusCode).toBe(400);
    const notText = await t.request({
      method: "POST",
      url: "/api/auth/change-email",
      payload: { newEmail: target, password: TEST_PASSWORD, code: 123456 },
      cookie: member.cookie,
    });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({ reason: "Invalid", messages: ["code: must be text"] });
    expect(await mailsTo(target)).toEqual([]);
    expect(await mailsTo(member.email)).toEqual([]);
    expect(await addressOf(member)).toBe(member.email.toLowerCase());
  });

  it("goes ahead with the app's code: the link goes to the new address and changes it", async () => {
    const member = await memberWithTwoFactor();
    const target = newAddress();
    const response = await askToChange(member, target, TEST_PASSWORD, totpCode(member.secret));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(await mailsTo(member.email)).toHaveLength(1);
    const opened = await t.request({ method: "GET", url: await linkMailedTo(target) });
    expect(opened.statusCode).toBe(302);
    expect(await addressOf(member)).toBe(target);
  });

  it("takes a backup code once only", async () => {
    const member = await memberWithTwoFactor();
    const code = member.backupCodes[0] ?? "";
    const first = newAddress();
    const response = await askToChange(member, first, TEST_PASSWORD, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailsTo(first)).toHaveLength(1);

    const second = newAddress();
    const again = await askToChange(member, second, TEST_PASSWORD, code);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ reason: "AccessDenied", messages: ["That code is not right."] });
    expect(await mailsTo(second)).toEqual([]);
  });

  it("counts wrong codes towards sign-in's wait: after ten in a row even the right code waits", async () => {
    const member = await memberWithTwoFactor();
    const target = newAddress();
    for (let attempt = 0; attempt < TWO_FACTOR_LIMITS.failuresBeforeWait; attempt += 1) {
      const wrong = await askToChange(member, target, TEST_PASSWORD, wrongCode(member.secret));
      expect(wrong.statusCode, `attempt ${attempt + 1}`).toBe(403);
    }
    const waiting = await askToChange(member, target, TEST_PASSWORD, totpCode(member.secret));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBeDefined();
    expect(waiting.json()).toMatchObject({
      reason: "Failure",
      messages: [expect.stringContaining("Try again")],
    });
    expect(await mailsTo(target)).toEqual([]);

    // The same wait as sign-in's: its code step is refused too.
    const signIn = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: member.email, password: TEST_PASSWORD },
    });
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const code = await t.request({
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      payload: { code: totpCode(member.secret) },
      cookie: sessionCookie(signIn),
    });
    expect(code.statusCode).toBe(429);

    // Once the wait is over, the right code goes through and the count starts again.
    await t.context.db
      .update(twoFactors)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactors.userId, member.id));
    const after = await askToChange(member, target, TEST_PASSWORD, totpCode(member.secret));
    expect(after.statusCode, after.body).toBe(200);
    const [row] = await t.context.db
      .select({ failures: twoFactors.failedVerificationCount, lockedUntil: twoFactors.lockedUntil })
      .from(twoFactors)
      .where(eq(twoFactors.userId, member.id));
    expect(row).toEqual({ failures: 0, lockedUntil: null });
  });
});
