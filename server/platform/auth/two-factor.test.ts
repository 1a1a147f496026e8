import { createUser, sessionCookie, setUpTestApp, TEST_PASSWORD, type TestUser } from "@server/test/app";
import { totpCode, totpSecretOf } from "@server/test/totp";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_LIMITS } from "./auth";

const t = setUpTestApp();

const post = (url: string, payload: object, cookie?: string) =>
  t.request({ method: "POST", url, payload, ...(cookie ? { cookie } : {}) });

const signIn = (email: string, password = TEST_PASSWORD) =>
  post("/api/auth/sign-in/email", { email, password });

/** A code that is not the current one (nor the one before or after, which are also accepted). */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, now + shift)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

interface TwoFactorMember extends TestUser {
  secret: string;
  backupCodes: string[];
}

/** A member who turned two-factor on in settings: password, then a code from the app. */
async function memberWithTwoFactor(): Promise<TwoFactorMember> {
  const member = await createUser(t);
  const enabled = await post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }, member.cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json();
  const secret = totpSecretOf(totpURI);
  const confirmed = await post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, member.cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...member, cookie: sessionCookie(confirmed), secret, backupCodes };
}

/** Signs in with the password; answers the cookie of the challenge that asks for a code. */
async function passwordStep(member: TestUser): Promise<string> {
  const response = await signIn(member.email);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  expect(response.cookies.find((cookie) => cookie.name === "summit.session_token")?.value ?? "").toBe("");
  return sessionCookie(response);
}

const profileStatus = async (cookie: string) =>
  (await t.request({ method: "GET", url: "/api/profile", cookie })).statusCode;

describe("turning two-factor on", () => {
  it("gives an authenticator link and ten backup codes, and asks for a code at sign-in once confirmed", async () => {
    const member = await createUser(t);
    const enabled = await post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }, member.cookie);
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Summit:/);
    expect(new URL(totpURI).searchParams.get("issuer")).toBe("Summit");
    expect(backupCodes).toHaveLength(10);

    // Not confirmed with a code yet: sign-in asks for none.
    expect((await signIn(member.email)).json()).toHaveProperty("user");

    const secret = totpSecretOf(totpURI);
    const confirmed = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(secret) },
      member.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    const session = await t.request({
      method: "GET",
      url: "/api/auth/get-session",
      cookie: sessionCookie(confirmed),
    });
    expect(session.json().user.twoFactorEnabled).toBe(true);

    const challenge = await passwordStep(member);
    expect(await profileStatus(challenge)).toBe(401);
    const verified = await post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, challenge);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).not.toHaveProperty("token");
    expect(await profileStatus(sessionCookie(verified))).toBe(200);
  });

  it("refuses a wrong password with 400 and the error object, and turns nothing on", async () => {
    const member = await createUser(t);
    const response = await post(
      "/api/auth/two-factor/enable",
      { password: "not-the-password" },
      member.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    expect((await signIn(member.email)).json()).toHaveProperty("user");
  });

  it("refuses a wrong code when confirming the app, and sign-in still asks for none", async () => {
    const member = await createUser(t);
    const enabled = await post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }, member.cookie);
    const secret = totpSecretOf(enabled.json().totpURI);
    const response = await post(
      "/api/auth/two-factor/verify-totp",
      { code: wrongCode(secret) },
      member.cookie,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: "AccessDenied" });
    expect((await signIn(member.email)).json()).toHaveProperty("user");
  });

  it("answers a visitor 401 on every two-factor change", async () => {
    for (const path of ["enable", "disable", "generate-backup-codes"]) {
      const response = await post(`/api/auth/two-factor/${path}`, { password: TEST_PASSWORD });
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toMatchObject({ reason: "AccessDenied" });
    }
  });

  it("answers a body without a password with 400, not 500", async () => {
    const member = await createUser(t);
    const response = await post("/api/auth/two-factor/enable", { password: 12 }, member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid" });
  });
});

describe("signing in with two-factor on", () => {
  it("refuses a wrong code and takes the right one", async () => {
    const member = await memberWithTwoFactor();
    const challenge = await passwordStep(member);
    const wrong = await post(
      "/api/auth/two-factor/verify-totp",
      { code: wrongCode(member.secret) },
      challenge,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ reason: "AccessDenied" });
    expect(wrong.cookies.find((cookie) => cookie.name === "summit.session_token")).toBeUndefined();
    const right = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(member.secret) },
      challenge,
    );
    expect(right.statusCode).toBe(200);
  });

  it("ends a sign-in after five wrong codes: even the right code is then refused", async () => {
    const member = await memberWithTwoFactor();
    const challenge = await passwordStep(member);
    for (let attempt = 0; attempt < TWO_FACTOR_LIMITS.attemptsPerChallenge; attempt += 1) {
      const wrong = await post(
        "/api/auth/two-factor/verify-totp",
        { code: wrongCode(member.secret) },
        challenge,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(member.secret) },
      challenge,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: "Failure" });
    const again = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(member.secret) },
      challenge,
    );
    expect(again.statusCode).toBe(401);
  });

  it("makes the account wait after ten wrong codes in a row, across sign-ins", async () => {
    const member = await memberWithTwoFactor();
    for (let failures = 0; failures < TWO_FACTOR_LIMITS.failuresBeforeWait; failures += 2) {
      const challenge = await passwordStep(member);
      for (const _ of [1, 2]) {
        await post("/api/auth/two-factor/verify-totp", { code: wrongCode(member.secret) }, challenge);
      }
    }
    const challenge = await passwordStep(member);
    const refused = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(member.secret) },
      challenge,
    );
    expect(refused.statusCode).toBe(429);
    const backup = await post(
      "/api/auth/two-factor/verify-backup-code",
      { code: member.backupCodes[0] },
      challenge,
    );
    expect(backup.statusCode).toBe(429);
  });

  it("takes a backup code once only", async () => {
    const member = await memberWithTwoFactor();
    const code = member.backupCodes[0];
    const first = await post("/api/auth/two-factor/verify-backup-code", { code }, await passwordStep(member));
    expect(first.statusCode).toBe(200);
    expect(await profileStatus(sessionCookie(first))).toBe(200);
    const second = await post(
      "/api/auth/two-factor/verify-backup-code",
      { code },
      await passwordStep(member),
    );
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ reason: "AccessDenied" });
  });

  it("never trusts a device: the next sign-in asks for a code again", async () => {
    const member = await memberWithTwoFactor();
    const challenge = await passwordStep(member);
    const verified = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(member.secret), trustDevice: true },
      challenge,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.cookies.map((cookie) => cookie.name)).not.toContain("summit.trust_device");
    const next = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: member.email, password: TEST_PASSWORD },
      cookie: sessionCookie(verified),
    });
    expect(next.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it("refuses a code without the password step first", async () => {
    const member = await memberWithTwoFactor();
    const response = await post("/api/auth/two-factor/verify-totp", { code: totpCode(member.secret) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: "AccessDenied" });
  });
});

describe("backup codes and turning two-factor off", () => {
  it("replaces the backup codes: the old ones stop working", async () => {
    const member = await memberWithTwoFactor();
    const wrongPassword = await post(
      "/api/auth/two-factor/generate-backup-codes",
      { password: "not-the-password" },
      member.cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    const response = await post(
      "/api/auth/two-factor/generate-backup-codes",
      { password: TEST_PASSWORD },
      member.cookie,
    );
    expect(response.statusCode).toBe(200);
    const { backupCodes } = response.json();
    expect(backupCodes).toHaveLength(10);
    const old = await post(
      "/api/auth/two-factor/verify-backup-code",
      { code: member.backupCodes[1] },
      await passwordStep(member),
    );
    expect(old.statusCode).toBe(401);
    const fresh = await post(
      "/api/auth/two-factor/verify-backup-code",
      { code: backupCodes[0] },
      await passwordStep(member),
    );
    expect(fresh.statusCode).toBe(200);
  });

  it("turns off with the password only; sign-in then asks for no code", async () => {
    const member = await memberWithTwoFactor();
    const refused = await post(
      "/api/auth/two-factor/disable",
      { password: "not-the-password" },
      member.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect((await signIn(member.email)).json()).toMatchObject({ twoFactorRedirect: true });

    const disabled = await post("/api/auth/two-factor/disable", { password: TEST_PASSWORD }, member.cookie);
    expect(disabled.statusCode).toBe(200);
    const signedIn = await signIn(member.email);
    expect(signedIn.json()).toHaveProperty("user");
    expect(await profileStatus(sessionCookie(signedIn))).toBe(200);
  });

  it("counts wrong passwords in settings towards the sign-in limits", async () => {
    const member = await createUser(t);
    const address = "10.250.1.1";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await t.request({
        method: "POST",
        url: "/api/auth/two-factor/enable",
        payload: { password: `wrong-password-${attempt}` },
        cookie: member.cookie,
        remoteAddress: address,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const waiting = await t.request({
      method: "POST",
      url: "/api/auth/two-factor/enable",
      payload: { password: TEST_PASSWORD },
      cookie: member.cookie,
      remoteAddress: address,
    });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBeDefined();
  });
});
