import { randomUUID } from "node:crypto";
import { EMAIL_CHANGED_LANDING } from "@common/auth";
import { customers } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { mailOutbox } from "@server/platform/database/schema/mail";
import {
  createUser,
  leaderSignUp,
  sessionCookie,
  setUpTestApp,
  TEST_PASSWORD,
  type TestUser,
} from "@server/test/app";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();

const newAddress = () => `moved-${randomUUID().slice(0, 8)}@example.com`;

const askToChange = (member: TestUser | null, newEmail: string, password = TEST_PASSWORD) =>
  t.request({
    method: "POST",
    url: "/api/auth/change-email",
    payload: { newEmail, password },
    ...(member ? { cookie: member.cookie } : {}),
  });

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
