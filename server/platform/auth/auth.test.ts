import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createUser,
  leaderSignUp,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
  vendorSignUp,
} from "../../test/app";
import { sessions } from "../database/schema/auth";
import { mailOutbox } from "../database/schema/mail";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress?: string) =>
  t.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const profileOf = (cookie: string) => t.request({ method: "GET", url: "/api/profile", cookie });

describe("sign-up", () => {
  it("signs a leader up, sets an httpOnly SameSite=Lax session cookie and puts them in their role's hub", async () => {
    const body = leaderSignUp({ role: "CISO" } as never);
    const response = await t.request({ method: "POST", url: "/api/auth/sign-up/email", payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(body.email);
    expect(response.json()).not.toHaveProperty("token");
    const cookie = response.cookies.find((c) => c.name === "summit.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const profile = (await profileOf(sessionCookie(response))).json();
    expect(profile).toMatchObject({
      accountType: "leader",
      hub: "ciso",
      planName: "Member",
      jobTitle: body.jobTitle,
      company: null,
    });
  });

  it("creates a vendor's company with the vendor as its owner", async () => {
    const body = vendorSignUp({ companyName: "Acme Observability", plan: "Enterprise" } as never);
    const user = await createUser(t, body);
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

    const accepted = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: leaderSignUp({ industry: "computer SOFTWARE" }),
    });
    expect(accepted.statusCode).toBe(200);
    expect((await profileOf(sessionCookie(accepted))).json().industry).toBe("Computer Software");
  });

  it("answers 409 AlreadyExists for an e-mail that has an account", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: leaderSignUp({ email: user.email.toUpperCase() } as never),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().reason).toBe("AlreadyExists");
  });

  it("does not let a client make itself a platform admin", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...leaderSignUp(), isPlatformAdmin: true },
    });
    const profile = (await profileOf(sessionCookie(response))).json();
    expect(profile.isPlatformAdmin).toBe(false);
  });
});

describe("sign-in and sign-out", () => {
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
    const [name, value = ""] = user.cookie.split("=");
    const [token, signature] = decodeURIComponent(value).split(".");
    expect((await profileOf(`${name}=${encodeURIComponent(`${token}.${signature}`)}`)).statusCode).toBe(200);
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await profileOf(forged)).statusCode).toBe(401);
    expect((await profileOf(`${name}=${token}`)).statusCode).toBe(401);

    const expired = await createUser(t);
    await t.context.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect((await profileOf(expired.cookie)).statusCode).toBe(401);
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

describe("password reset", () => {
  it("mails a link whose token sets a new password and ends the old sessions", async () => {
    const user = await createUser(t);
    const request = await t.request({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "/auth/reset-password" },
    });
    expect(request.statusCode).toBe(200);

    const [mail] = await t.context.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
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
});

describe("rate limiting", () => {
  it("answers 429 to the eighth wrong password in a minute from one address, whatever X-Forwarded-For says", async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "192.0.2.10",
        headers: { "x-forwarded-for": `198.51.100.${attempt}`, "x-summit-client-ip": `203.0.113.${attempt}` },
        payload: { email: user.email, password: "wrong-password-123" },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().reason).toBe("Failure");
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn(user.email, user.password, "192.0.2.11")).statusCode).toBe(200);
  });
});

describe("rate limiting behind a trusted proxy", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(() => proxied.close());

  it("counts each forwarded client address separately only when TRUST_PROXY is set", async () => {
    const user = await createUser(proxied);
    const attempt = (clientAddress: string) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": clientAddress },
        payload: { email: user.email, password: "wrong-password-123" },
      });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt("198.51.100.7")).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt("198.51.100.8")).statusCode).toBe(401);
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
