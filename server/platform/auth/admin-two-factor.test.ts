import { ADMIN_TWO_FACTOR_REQUIRED_MESSAGE } from "@common/auth";
import { createUser, sessionCookie, setUpTestApp, TEST_PASSWORD, type TestUser } from "@server/test/app";
import { makePlatformAdmin } from "@server/test/company-cast";
import { totpCode, totpSecretOf } from "@server/test/totp";
import { describe, expect, it } from "vitest";

const t = setUpTestApp({ REQUIRE_ADMIN_TWO_FACTOR: "true" });

const get = (url: string, cookie?: string) =>
  t.request({ method: "GET", url, ...(cookie ? { cookie } : {}) });
const post = (url: string, payload: object, cookie?: string) =>
  t.request({ method: "POST", url, payload, ...(cookie ? { cookie } : {}) });

async function platformAdmin(): Promise<TestUser> {
  const admin = await createUser(t);
  await makePlatformAdmin(t, admin);
  // A fresh session, so that no earlier read of it remembers the member before they were an admin.
  const signedIn = await post("/api/auth/sign-in/email", { email: admin.email, password: TEST_PASSWORD });
  return { ...admin, cookie: sessionCookie(signedIn) };
}

const REFUSAL = { reason: "AccessDenied", messages: [ADMIN_TWO_FACTOR_REQUIRED_MESSAGE] };

describe("two-factor required of platform admins", () => {
  it("answers an admin without two-factor 403 with the error object, reads and writes alike", async () => {
    const admin = await platformAdmin();
    for (const [method, url] of [
      ["GET", "/api/profile"],
      ["GET", "/api/customers"],
      ["GET", "/api/account/sessions"],
      ["POST", "/api/auth/change-password"],
      ["POST", "/api/auth/change-email"],
      ["GET", "/api/auth/passkey/list-user-passkeys"],
    ] as const) {
      const response = await t.request({
        method,
        url,
        cookie: admin.cookie,
        payload: method === "POST" ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(REFUSAL);
    }
  });

  it("lets such an admin read who they are, set two-factor up, and then use everything", async () => {
    const admin = await platformAdmin();
    const session = await get("/api/auth/get-session", admin.cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ isPlatformAdmin: true, twoFactorEnabled: false });
    expect((await get("/api/config", admin.cookie)).json()).toMatchObject({ adminTwoFactorRequired: true });

    const enabled = await post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }, admin.cookie);
    expect(enabled.statusCode).toBe(200);
    const code = totpCode(totpSecretOf(enabled.json().totpURI));
    const confirmed = await post("/api/auth/two-factor/verify-totp", { code }, admin.cookie);
    expect(confirmed.statusCode).toBe(200);

    const profile = await get("/api/profile", sessionCookie(confirmed));
    expect(profile.statusCode).toBe(200);
    expect((await get("/api/customers", sessionCookie(confirmed))).statusCode).toBe(200);
  });

  it("lets such an admin sign out", async () => {
    const admin = await platformAdmin();
    const signedOut = await post("/api/auth/sign-out", {}, admin.cookie);
    expect(signedOut.statusCode).toBe(200);
    expect((await get("/api/profile", admin.cookie)).statusCode).toBe(401);
  });

  it("asks nothing more of members and visitors", async () => {
    const member = await createUser(t);
    expect((await get("/api/profile", member.cookie)).statusCode).toBe(200);
    expect((await get("/api/profile")).statusCode).toBe(401);
    expect((await get("/api/config")).statusCode).toBe(200);
  });
});
