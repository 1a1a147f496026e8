import { EMAIL_NOT_CONFIRMED_MESSAGE, SessionSchema, SignedInSchema, SignedOutSchema } from "@common/auth";
import { sessions, users, verifications } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { signInFailures } from "@server/platform/database/schema/sign-in-limits";
import {
  buildTestApp,
  confirmationLink,
  createUser,
  leaderSignUp,
  sessionCookie,
  setUpTestApp,
  TEST_PASSWORD,
  type TestApp,
  vendorSignUp,
} from "@server/test/app";
import { and, eq, like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "./sign-in-limits";

const t = setUpTestApp();
const signIn = (email: string, password: string, remoteAddress?: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const profileOf = (cookie: string) => t.request({ method: "GET", url: "/api/profile", cookie });

const signUp = (payload: object) => t.request({ method: "POST", url: "/api/auth/sign-up/email", payload });

const mailsTo = (email: string) =>
  t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));

/** What a client can see of an answer: status, headers but the per-request ones, body, cookies. */
function visible(response: LightMyRequestResponse) {
  const { date: _date, "x-request-id": _id, "content-length": _length, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body, cookies: response.cookies };
}

describe("sign-up", () => {
  it("asks a new member to confirm their address; the link signs them in, in their role's hub", async () => {
    const body = leaderSignUp({ role: "CISO" } as never);
    const response = await signUp(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: body.email });
    expect(response.cookies).toEqual([]);

    const confirmed = await t.request({ method: "GET", url: await confirmationLink(t, body.email) });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe("/auth?confirmation=1");
    const cookie = confirmed.cookies.find((c) => c.name === "summit.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const profile = (await profileOf(sessionCookie(confirmed))).json();
    expect(profile).toMatchObject({
      accountType: "leader",
      hub: "ciso",
      planName: "Member",
      jobTitle: body.jobTitle,
      company: null,
    });
  });

  it("creates a vendor's company, with the vendor as its owner, once the address is confirmed", async () => {
    const body = vendorSignUp({ companyName: "Acme Observability", plan: "Enterprise" } as never);
    await signUp(body);
    const companyNamed = (name: string) =>
      t.context.db.select().from(companies).where(eq(companies.name, name));
    expect(await companyNamed("Acme Observability")).toHaveLength(0);

    const confirmed = await t.request({ method: "GET", url: await confirmationLink(t, body.email) });
    const user = { cookie: sessionCookie(confirmed) };
    expect(await companyNamed("Acme Observability")).toHaveLength(1);
    const profile = (await profileOf(user.cookie)).json();
    expect(profile).toMatchObject({
      accountType: "vendor",
      planName: "Enterprise",
      company: { name: "Acme Observability", privilege: "owner" },
      pendingCompany: null,
    });
  });

  it("asks to join a company that already exists instead of creating a second one", async () => {
    await createUser(t, vendorSignUp({ companyName: "Globex Data" } as never));
    const joiner = await createUser(t, vendorSignUp({ companyName: "globex data" } as never));
    const profile = (await profileOf(joiner.cookie)).json();
    expect(profile.company).toBeNull();
    expect(profile.pendingCompany).toMatchObject({ name: "Globex Data" });
  });

  it.each([
    ["a missing role", { role: undefined }, "role"],
    ["an unknown role", { role: "Chief Vibes Officer" }, "role"],
  ])("refuses a leader with %s, naming the field", async (_label, change, field) => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...leaderSignUp(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(response.json().messages.join(" ")).toContain(field);
  });

  it.each([
    ["a missing plan", { plan: undefined }, "plan"],
    ["an unknown plan", { plan: "Platinum" }, "plan"],
    ["a missing company name", { companyName: "" }, "companyName"],
  ])("refuses a vendor with %s, naming the field", async (_label, change, field) => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...vendorSignUp(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid" });
    expect(response.json().messages.join(" ")).toContain(field);
  });

  it("refuses a password shorter than 12 characters and creates nothing", async () => {
    const body = leaderSignUp({ password: "short-pass1" } as never);
    const response = await t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages.join(" ")).toContain("password");
    expect((await signIn(body.email, "short-pass1")).statusCode).toBe(401);
  });

  it("refuses an unknown account type and a body that is not JSON", async () => {
    const wrongType = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...leaderSignUp(), accountType: "admin" },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().messages.join(" ")).toContain("accountType");

    const notJson = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: "name=x",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json().reason).toBe("Invalid");
  });

  it("takes the industry from the industries list in its own spelling, and nothing else", async () => {
    const outside = leaderSignUp({ industry: "Space Piracy" });
    const refused = await t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: outside });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual(["industry: choose an industry from the list"]);
    expect((await signIn(outside.email, outside.password)).statusCode).toBe(401);

    const accepted = await createUser(t, leaderSignUp({ industry: "computer SOFTWARE" }));
    expect((await profileOf(accepted.cookie)).json().industry).toBe("Computer Software");
  });

  it("answers an address that has an account exactly as a new one, and tells the owner by e-mail", async () => {
    const owner = await createUser(t);
    const fresh = leaderSignUp();
    const taken = leaderSignUp({ email: owner.email, password: "another-long-password" } as never);

    const forNew = visible(await signUp(fresh));
    const forTaken = visible(await signUp(taken));
    expect(forTaken.status).toBe(200);
    expect(forTaken.cookies).toEqual([]);
    expect(forTaken.headers).toEqual(forNew.headers);
    expect(forTaken.body.replace(taken.email, "")).toBe(forNew.body.replace(fresh.email, ""));

    const notice = (await mailsTo(taken.email)).find((mail) => mail.subject.startsWith("Someone tried"));
    expect(notice?.subject).toBe("Someone tried to sign up to Summit with your address");
    expect(notice?.text).toContain("http://localhost:3000/auth\n");
    expect(notice?.text).toContain("http://localhost:3000/auth/forgot-password");
    expect(await t.context.db.select().from(users).where(eq(users.email, taken.email))).toHaveLength(1);
    expect((await signIn(taken.email, owner.password)).statusCode).toBe(200);
    expect((await signIn(taken.email, taken.password)).statusCode).toBe(401);
  });

  it("answers the same for an existing address typed in capitals", async () => {
    const owner = await createUser(t);
    const response = await signUp(leaderSignUp({ email: owner.email.toUpperCase() } as never));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: owner.email });
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toContain(
      "Someone tried to sign up to Summit with your address",
    );
  });

  it("answers the eleventh sign-up in a minute from one address with 429 and when to try again", async () => {
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        remoteAddress: "192.0.2.77",
        payload: { ...leaderSignUp(), role: "Chief Vibes Officer" },
      });
    for (let index = 0; index < 10; index++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().reason).toBe("Failure");
    expect(refused.json().messages).toEqual([
      expect.stringMatching(/^Too many requests\. Try again in (\d+ seconds|1 minute)\.$/),
    ]);
  });

  it("does not let a client make itself a platform admin", async () => {
    const user = await createUser(t, { ...leaderSignUp(), isPlatformAdmin: true } as never);
    const profile = (await profileOf(user.cookie)).json();
    expect(profile.isPlatformAdmin).toBe(false);
  });
});

describe("confirming the address", () => {
  it("refuses sign-in until the address is confirmed, saying so, and mails a new link on request", async () => {
    const body = leaderSignUp();
    await signUp(body);
    const early = await signIn(body.email, body.password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ reason: "AccessDenied", messages: [EMAIL_NOT_CONFIRMED_MESSAGE] });
    expect(early.cookies).toEqual([]);
    // A wrong password is still just a wrong password.
    expect((await signIn(body.email, "not-the-password")).statusCode).toBe(401);

    const resend = await t.request({
      method: "POST",
      url: "/api/auth/send-verification-email",
      payload: { email: body.email },
    });
    expect(resend.statusCode).toBe(200);
    expect(await mailsTo(body.email)).toHaveLength(2);

    const confirmed = await t.request({ method: "GET", url: await confirmationLink(t, body.email) });
    expect(confirmed.statusCode).toBe(302);
    expect((await signIn(body.email, body.password)).statusCode).toBe(200);
  });

  it("sends the landing page an error for a link that is not valid, and signs nobody in", async () => {
    const body = leaderSignUp();
    await signUp(body);
    const link = await confirmationLink(t, body.email);
    const tampered = await t.request({ method: "GET", url: link.replace(/token=[^&]+/, "token=x$&") });
    expect(tampered.statusCode).toBe(302);
    expect(tampered.headers.location).toBe("/auth?confirmation=1&error=INVALID_TOKEN");
    expect(tampered.cookies).toEqual([]);
    expect((await signIn(body.email, body.password)).statusCode).toBe(403);
  });

  it("signs in once: the same link opened again signs nobody in", async () => {
    const body = leaderSignUp();
    await signUp(body);
    const link = await confirmationLink(t, body.email);
    expect((await t.request({ method: "GET", url: link })).cookies).not.toEqual([]);
    const again = await t.request({ method: "GET", url: link });
    expect(again.statusCode).toBe(302);
    expect(again.cookies).toEqual([]);
  });

  it("answers a request for a new link the same for any address, and mails only an unconfirmed one", async () => {
    const member = await createUser(t);
    const before = (await mailsTo(member.email)).length;
    for (const email of [member.email, "nobody-here@example.com"]) {
      const response = await t.request({
        method: "POST",
        url: "/api/auth/send-verification-email",
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true });
    }
    expect(await mailsTo(member.email)).toHaveLength(before);
    expect(await mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  it("answers a signed-in member's request for a new link as anyone's (it was 400 Email mismatch)", async () => {
    const member = await createUser(t);
    const body = leaderSignUp();
    await signUp(body);
    const before = (await mailsTo(member.email)).length;
    for (const email of [body.email, member.email]) {
      const response = await t.request({
        method: "POST",
        url: "/api/auth/send-verification-email",
        payload: { email },
        cookie: member.cookie,
      });
      expect(response.statusCode, email).toBe(200);
      expect(response.json()).toEqual({ status: true });
    }
    expect(await mailsTo(body.email)).toHaveLength(2);
    expect(await mailsTo(member.email)).toHaveLength(before);
    expect((await profileOf(member.cookie)).statusCode).toBe(200);
  });
});

describe("sign-in and sign-out", () => {
  it("answers sign-in, the session and sign-out as the API document describes them", async () => {
    const user = await createUser(t);
    const signedIn = await signIn(user.email, user.password);
    expect(SignedInSchema.parse(signedIn.json()).user.email).toBe(user.email);
    const cookie = sessionCookie(signedIn);
    const session = await t.request({ method: "GET", url: "/api/auth/get-session", cookie });
    expect(SessionSchema.parse(session.json()).user.email).toBe(user.email);
    const out = await t.request({ method: "POST", url: "/api/auth/sign-out", payload: {}, cookie });
    expect(SignedOutSchema.parse(out.json())).toMatchObject({ success: true });

    const document = (await t.request({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/auth/get-session", "/api/auth/sign-in/email", "/api/auth/sign-out"]),
    );
  });

  it("rejects a wrong password with 401 AccessDenied and accepts the right one", async () => {
    const user = await createUser(t);
    const wrong = await signIn(user.email, "not-the-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ reason: "AccessDenied", messages: ["Invalid email or password"] });

    const right = await signIn(user.email, user.password);
    expect(right.statusCode).toBe(200);
    const session = await t.request({
      method: "GET",
      url: "/api/auth/get-session",
      cookie: sessionCookie(right),
    });
    expect(session.json().user.email).toBe(user.email);
    expect(session.json().session).not.toHaveProperty("token");
  });

  it("ends the session on sign-out, also for a session read a moment before", async () => {
    const user = await createUser(t);
    expect((await profileOf(user.cookie)).statusCode).toBe(200);
    const out = await t.request({
      method: "POST",
      url: "/api/auth/sign-out",
      payload: {},
      cookie: user.cookie,
    });
    expect(out.statusCode).toBe(200);
    const session = await t.request({ method: "GET", url: "/api/auth/get-session", cookie: user.cookie });
    expect(session.json()).toBeNull();
    expect((await profileOf(user.cookie)).statusCode).toBe(401);
  });

  it("refuses a session cookie whose signature was tampered with, or whose session has expired", async () => {
    const user = await createUser(t);
    expect((await profileOf(user.cookie)).statusCode).toBe(200);
    const name = user.cookie.slice(0, user.cookie.indexOf("="));
    const value = user.cookie.slice(name.length + 1);
    const [token, signature = ""] = decodeURIComponent(value).split(".");
    expect((await profileOf(`${name}=${encodeURIComponent(`${token}.${signature}`)}`)).statusCode).toBe(200);
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await profileOf(forged)).statusCode).toBe(401);
    expect((await profileOf(`${name}=${token}`)).statusCode).toBe(401);
    // The right signature spelt another way: one session has one cookie value (and one cache entry).
    const spellings = [
      signature.replace(/=+$/, ""),
      // base64url differs only where the signature has a "+" or a "/"; its padding always goes.
      signature.replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, ""),
      `${signature.slice(0, 10)}*${signature.slice(10)}`,
    ];
    expect(signature).toMatch(/=$/);
    for (const spelling of spellings) {
      const variant = `${name}=${encodeURIComponent(`${token}.${spelling}`)}`;
      expect((await profileOf(variant)).statusCode, spelling).toBe(401);
    }

    const expired = await createUser(t);
    await t.context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect((await profileOf(expired.cookie)).statusCode).toBe(401);
  });

  it("keeps the session tokens out of the list of a member's sessions", async () => {
    const user = await createUser(t);
    await signIn(user.email, user.password);
    const response = await t.request({ method: "GET", url: "/api/auth/list-sessions", cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Record<string, unknown>[];
    expect(listed).toHaveLength(2);
    for (const session of listed) expect(session).not.toHaveProperty("token");
  });

  it("does not offer better-auth endpoints that bypass Summit's rules", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "POST",
      url: "/api/auth/update-user",
      payload: { accountType: "vendor" },
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().reason).toBe("NotFound");
  });
});

/** Asks for a reset link for `email` and answers the token of the link it mailed. */
async function resetToken(email: string): Promise<string> {
  const tokensMailed = async () =>
    (await mailsTo(email))
      .filter((sent) => sent.subject === "Reset your Summit password")
      .map((sent) => sent.text.match(/\/api\/auth\/reset-password\/([^?\s]+)/)?.[1] ?? "");
  const before = await tokensMailed();
  const request = await t.request({
    method: "POST",
    url: "/api/auth/request-password-reset",
    payload: { email, redirectTo: "/auth/reset-password" },
  });
  expect(request.statusCode).toBe(200);
  const token = (await tokensMailed()).find((mailed) => mailed && !before.includes(mailed));
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

const resetPassword = (token: string, newPassword: string) =>
  t.request({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });

describe("password reset", () => {
  it("mails a link whose token sets a new password and ends the old sessions", async () => {
    const user = await createUser(t);
    const request = await t.request({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "/auth/reset-password" },
    });
    expect(request.statusCode).toBe(200);

    const mail = (await mailsTo(user.email)).find((sent) => sent.subject === "Reset your Summit password");
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain("/api/auth/reset-password/");

    const follow = await t.request({
      method: "GET",
      url: new URL(link as string).pathname + new URL(link as string).search,
    });
    expect(follow.statusCode).toBe(302);
    const landing = new URL(follow.headers.location as string, "http://localhost");
    expect(landing.pathname).toBe("/auth/reset-password");
    const token = landing.searchParams.get("token");

    const reset = await t.request({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "a-brand-new-password" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, "a-brand-new-password")).statusCode).toBe(200);
    expect((await profileOf(user.cookie)).statusCode).toBe(401);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: "nobody@example.com", redirectTo: "/auth/reset-password" },
    });
    expect(response.statusCode).toBe(200);
    const mails = await t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody@example.com"));
    expect(mails).toHaveLength(0);
  });

  it("refuses an invalid token", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "not-a-token", newPassword: "a-brand-new-password" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
  });

  it("takes a token once: used again it is refused and the first new password stays", async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    expect((await resetPassword(token, "the-first-new-password")).statusCode).toBe(200);
    const again = await resetPassword(token, "the-second-new-password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    expect((await signIn(user.email, "the-second-new-password")).statusCode).toBe(401);
    expect((await signIn(user.email, "the-first-new-password")).statusCode).toBe(200);
  });

  it("refuses a token older than an hour, and the password stays as it was", async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    // As if the link had been mailed an hour and a second ago.
    await t.context.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 3_601_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const opened = await t.request({
      method: "GET",
      url: `/api/auth/reset-password/${token}?callbackURL=%2Fauth%2Freset-password`,
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toContain("error=INVALID_TOKEN");
    const response = await resetPassword(token, "a-brand-new-password");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    expect((await signIn(user.email, "a-brand-new-password")).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("makes an older link stop working once a newer one is mailed", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const othersToken = await resetToken(other.email);
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect(newer).not.toBe(older);
    const refused = await resetPassword(older, "from-the-older-link");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: "Invalid" });
    expect((await signIn(user.email, "from-the-older-link")).statusCode).toBe(401);
    expect((await resetPassword(newer, "from-the-newer-link")).statusCode).toBe(200);
    expect((await signIn(user.email, "from-the-newer-link")).statusCode).toBe(200);
    // Another member's link is theirs alone: it still works.
    expect((await resetPassword(othersToken, "the-other-members-password")).statusCode).toBe(200);
  });
});

describe("failed sign-ins", () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress,
      payload: { email, password },
    });
  /** Lets the current wait of an e-mail tried from an address pass, as time would. */
  const endWait = (email: string, address: string) =>
    t.context.db
      .update(signInFailures)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(signInFailures.scope, "pair"),
          eq(signInFailures.subject, `${address} ${email.toLowerCase()}`),
        ),
      );
  /** Retry-After to the next ten seconds: the refused request itself takes a moment. */
  const waitOf = (response: LightMyRequestResponse) =>
    Math.ceil(Number(response.headers["retry-after"]) / 10) * 10;
  let addressCounter = 0;
  const newAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

  it("refuses the sixth failure for one account from one address, the same whether or not it exists", async () => {
    const member = await createUser(t);
    const guesser = newAddress();
    const answers = [];
    for (const email of [member.email, "no-account-here@example.com"]) {
      const statuses = [];
      for (let index = 0; index < 5; index++) {
        statuses.push((await attempt(email, "wrong-password-123", guesser)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const sixth = await attempt(email, "wrong-password-123", guesser);
      expect(sixth.statusCode).toBe(429);
      expect(waitOf(sixth)).toBe(30);
      const seconds = sixth.headers["retry-after"];
      expect(sixth.json()).toMatchObject({
        reason: "Failure",
        messages: [`Too many failed sign-ins. Try again in ${seconds} seconds.`],
      });
      const { headers, body, ...rest } = visible(sixth);
      const { "retry-after": _wait, ...otherHeaders } = headers;
      answers.push({ ...rest, headers: otherHeaders, body: body.replace(`${seconds} seconds`, "") });
    }
    expect(answers[1]).toEqual(answers[0]);
    // The right password waits too from there: the answer must not tell a guess that was right.
    expect((await attempt(member.email, member.password, guesser)).statusCode).toBe(429);
    // The member, elsewhere, is not locked out by a stranger's guesses.
    expect((await attempt(member.email, member.password, newAddress())).statusCode).toBe(200);
  });

  it("slows one account tried from many addresses, later than from one", async () => {
    const member = await createUser(t);
    const statuses = [];
    for (let index = 0; index < SIGN_IN_LIMITS.account.failures; index++) {
      statuses.push((await attempt(member.email, "wrong-password-123", newAddress())).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const over = await attempt(member.email, "wrong-password-123", newAddress());
    expect(over.statusCode).toBe(429);
    expect(waitOf(over)).toBe(30);
  }, 30_000);

  it("counts the addresses of one IPv6 /64 as one address", async () => {
    const member = await createUser(t);
    const statuses = [];
    for (let index = 1; index <= 6; index++) {
      statuses.push((await attempt(member.email, "wrong-password-123", `2001:db8:5:7::${index}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await attempt(member.email, member.password, "2001:db8:5:8::1")).statusCode).toBe(200);
  });

  it("refuses an e-mail longer than any account's with 400 before counting it", async () => {
    const response = await attempt(`${"a".repeat(4000)}@example.com`, "wrong-password-123", newAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(
      await t.context.db.select().from(signInFailures).where(like(signInFailures.subject, "aaaa%")),
    ).toEqual([]);
  });

  it("doubles the wait with each failure after it", async () => {
    const member = await createUser(t);
    const guesser = newAddress();
    for (let index = 0; index < 5; index++) await attempt(member.email, "wrong-password-123", guesser);
    const waits = [];
    for (let round = 0; round < 3; round++) {
      await endWait(member.email, guesser);
      expect((await attempt(member.email, "wrong-password-123", guesser)).statusCode).toBe(401);
      waits.push(waitOf(await attempt(member.email, "wrong-password-123", guesser)));
    }
    expect(waits).toEqual([60, 120, 240]);
  });

  it("forgets an account's failures when the right password is given", async () => {
    const member = await createUser(t);
    for (let index = 0; index < 4; index++) await attempt(member.email, "wrong-password-123", newAddress());
    expect((await attempt(member.email, member.password, newAddress())).statusCode).toBe(200);
    for (let index = 0; index < 4; index++) {
      expect((await attempt(member.email, "wrong-password-123", newAddress())).statusCode).toBe(401);
    }
    expect((await attempt(member.email, member.password, newAddress())).statusCode).toBe(200);
  });

  it("lets a colleague behind the same address sign in while another account there waits", async () => {
    const office = newAddress();
    const [unlucky, colleague] = [await createUser(t), await createUser(t)];
    for (let index = 0; index < 6; index++) await attempt(unlucky.email, "wrong-password-123", office);
    expect((await attempt(unlucky.email, unlucky.password, office)).statusCode).toBe(429);
    expect((await attempt(colleague.email, colleague.password, office)).statusCode).toBe(200);
  });

  it("refuses an address that fails across many accounts once its budget is spent, whatever it forwards", async () => {
    const colleague = await createUser(t);
    const spray = (index: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "192.0.2.10",
        headers: { "x-forwarded-for": `198.51.100.${index}`, "x-summit-client-ip": `203.0.113.${index}` },
        payload: { email: `target-${index}@example.com`, password: "wrong-password-123" },
      });
    const statuses = [];
    for (let index = 0; index < SIGN_IN_LIMITS.address.failures; index++) {
      statuses.push((await spray(index)).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const over = await spray(SIGN_IN_LIMITS.address.failures);
    expect(over.statusCode).toBe(429);
    expect(over.json().messages).toEqual(["Too many failed sign-ins. Try again in 15 minutes."]);
    // Spent for everyone behind that address, for the rest of the window; not for other addresses.
    expect((await attempt(colleague.email, colleague.password, "192.0.2.10")).statusCode).toBe(429);
    expect((await attempt(colleague.email, colleague.password, "192.0.2.11")).statusCode).toBe(200);
  }, 30_000);

  it("does not count successful sign-ins against the address", async () => {
    const member = await createUser(t);
    const office = newAddress();
    for (let index = 0; index < SIGN_IN_LIMITS.address.failures + 5; index++) {
      expect((await attempt(member.email, member.password, office)).statusCode).toBe(200);
    }
  }, 30_000);

  it("counts a wrong current password when a member changes their password", async () => {
    const member = await createUser(t);
    const address = newAddress();
    const change = (currentPassword: string) =>
      t.request({
        method: "POST",
        url: "/api/auth/change-password",
        cookie: member.cookie,
        remoteAddress: address,
        payload: { currentPassword, newPassword: "a-brand-new-password" },
      });
    for (let index = 0; index < 5; index++) expect((await change("wrong-password-123")).statusCode).toBe(400);
    const sixth = await change(member.password);
    expect(sixth.statusCode).toBe(429);
    expect(waitOf(sixth)).toBe(30);
    expect((await attempt(member.email, member.password, address)).statusCode).toBe(429);
  });
});

describe("failed sign-ins behind a trusted proxy", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(() => proxied.close());

  it("counts each forwarded client address separately only when TRUST_PROXY is set", async () => {
    const attempt = (clientAddress: string, index: number) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": clientAddress },
        payload: { email: `target-${index}@example.com`, password: "wrong-password-123" },
      });
    const statuses = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.address.failures; index++) {
      statuses.push((await attempt("198.51.100.7", index)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt("198.51.100.8", 0)).statusCode).toBe(401);
  }, 30_000);
});

describe("behind listed proxies", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
  });
  afterAll(() => proxied.close());

  const attempt = (from: string, forwardedFor: string, index: number) =>
    proxied.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: from,
      headers: { "x-forwarded-for": forwardedFor },
      payload: { email: `listed-${index}@example.com`, password: "wrong-password-123" },
    });

  it("counts the nearest address that is not a listed proxy, whatever a client puts before it", async () => {
    const statuses = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.address.failures; index++) {
      // Each attempt claims another address of its own; the proxies in front add the real one.
      statuses.push(
        (await attempt("127.0.0.1", `192.0.2.${index}, 198.51.100.9, 10.1.2.3`, index)).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt("127.0.0.1", "198.51.100.10", 0)).statusCode).toBe(401);
  }, 30_000);

  it("ignores the header from a peer that is not on the list", async () => {
    const statuses = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.address.failures; index++) {
      statuses.push((await attempt("203.0.113.5", `198.51.100.${20 + index}`, index)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  }, 30_000);

  it("takes a request id from a listed proxy only", async () => {
    const requestId = async (from: string) =>
      (
        await proxied.app.inject({
          method: "GET",
          url: "/api/health",
          remoteAddress: from,
          headers: { "x-request-id": "proxy-request-7" },
        })
      ).headers["x-request-id"];
    expect(await requestId("10.9.8.7")).toBe("proxy-request-7");
    expect(await requestId("203.0.113.5")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("sign-up under load", () => {
  it("completes more simultaneous sign-ups than the pool has connections", async () => {
    // The test pool holds 5 connections: a sign-up that needed a second connection while its
    // transaction held the first would wait forever once five of them did.
    const signUps = Array.from({ length: 12 }, (_, index) =>
      index % 2 ? createUser(t, vendorSignUp()) : createUser(t, leaderSignUp()),
    );
    const users = await Promise.all(signUps);
    expect(new Set(users.map((user) => user.id)).size).toBe(12);
  }, 30_000);
});
