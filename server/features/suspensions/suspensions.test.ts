import { SUSPENDED_MESSAGE } from "@common/constants";
import { createUser, sessionCookie, setUpTestApp, type TestUser } from "@server/test/app";
import { makePlatformAdmin } from "@server/test/company-cast";
import { beforeEach, describe, expect, it } from "vitest";

const t = setUpTestApp();
const ORIGIN = { origin: "http://localhost:3000" };
let operator: TestUser;
let member: TestUser;

beforeEach(async () => {
  operator = await createUser(t);
  await makePlatformAdmin(t, operator);
  member = await createUser(t);
});

const suspend = (user: TestUser, as: TestUser | null = operator, method: "PUT" | "DELETE" = "PUT") =>
  t.request({ method, url: `/api/user/${user.id}/suspension`, cookie: as?.cookie, headers: ORIGIN });

const signIn = (user: TestUser) =>
  t.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: user.email, password: user.password },
    headers: ORIGIN,
  });

describe("suspending a member", () => {
  it("ends their open session on its next request, in the API and in better-auth's calls", async () => {
    expect((await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie })).statusCode).toBe(
      200,
    );
    const response = await suspend(member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: member.id, suspendedAt: expect.any(String) });

    expect((await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie })).statusCode).toBe(
      401,
    );
    const session = await t.request({ method: "GET", url: "/api/auth/get-session", cookie: member.cookie });
    expect(session.json()).toBeNull();
  });

  it("refuses sign-in with a message that says why, and only once the password is right", async () => {
    await suspend(member);
    const refused = await signIn(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: "AccessDenied", messages: [SUSPENDED_MESSAGE] });
    expect(refused.cookies.filter((cookie) => cookie.value)).toEqual([]);

    const wrongPassword = await t.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: member.email, password: "not-the-password-at-all" },
      headers: ORIGIN,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.body).not.toContain("suspended");
  });

  it("lets a restored member sign in again", async () => {
    await suspend(member);
    const restored = await suspend(member, operator, "DELETE");
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ userId: member.id, suspendedAt: null });
    const signedIn = await signIn(member);
    expect(signedIn.statusCode).toBe(200);
    const profile = await t.request({ method: "GET", url: "/api/profile", cookie: sessionCookie(signedIn) });
    expect(profile.statusCode).toBe(200);
  });

  it("keeps the first date when a suspended member is suspended again", async () => {
    const first = (await suspend(member)).json();
    const second = (await suspend(member)).json();
    expect(second.suspendedAt).toBe(first.suspendedAt);
  });

  it("refuses the operator's own account, unknown members, and everyone but platform admins", async () => {
    const own = await suspend(operator);
    expect(own.statusCode).toBe(400);
    expect(own.json().reason).toBe("Invalid");
    expect((await suspend({ ...member, id: "no-such-member" })).statusCode).toBe(404);
    expect((await suspend(member, null)).statusCode).toBe(401);
    const other = await createUser(t);
    const byMember = await suspend(member, other);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().reason).toBe("AccessDenied");
    // Nothing changed: the member still works.
    expect((await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie })).statusCode).toBe(
      200,
    );
  });
});
