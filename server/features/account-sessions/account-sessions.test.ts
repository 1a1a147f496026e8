import { sessions } from "@server/platform/database/schema/auth";
import { createUser, leaderSignUp, sessionCookie, setUpTestApp, type TestUser } from "@server/test/app";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeDevice, describeNetwork } from "./account-sessions.service";

const t = setUpTestApp();

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Signs the member in again from a device and address of its own; returns that session's cookie. */
async function signInFrom(user: TestUser, userAgent: string, remoteAddress: string) {
  const response = await t.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers: { "user-agent": userAgent },
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response);
}

const list = (cookie: string | undefined) =>
  t.request({ method: "GET", url: "/api/account/sessions", cookie });
const profileStatus = async (cookie: string) =>
  (await t.request({ method: "GET", url: "/api/profile", cookie })).statusCode;

describe("a member's sessions", () => {
  it("list every device signed in as them, with its network, the current one marked", async () => {
    const member = await createUser(t, leaderSignUp());
    const laptop = await signInFrom(member, FIREFOX_ON_WINDOWS, "203.0.113.57");
    const phone = await signInFrom(member, SAFARI_ON_IPHONE, "2001:db8:85a3:1::7");

    const response = await list(laptop);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { device: string; network: string; current: boolean }[];
    expect(items).toHaveLength(3);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          device: "Firefox 133 on Windows",
          deviceKind: "desktop",
          network: "203.0.113.0/24",
          current: true,
        }),
        expect.objectContaining({
          device: "Safari 17 on iOS",
          deviceKind: "mobile",
          network: "2001:db8:85a3::/48",
          current: false,
        }),
      ]),
    );
    expect(items.filter((item) => item.current)).toHaveLength(1);
    // Another member sees only their own.
    const other = await createUser(t, leaderSignUp());
    expect((await list(other.cookie)).json().items).toHaveLength(1);
    expect(await profileStatus(phone)).toBe(200);
  });

  it("end at once when the member ends them, and never another member's", async () => {
    const member = await createUser(t, leaderSignUp());
    const phone = await signInFrom(member, SAFARI_ON_IPHONE, "198.51.100.4");
    const phoneId = (await list(phone)).json().items.find((item: { current: boolean }) => item.current).id;
    expect(await profileStatus(phone)).toBe(200); // read, and kept for a few seconds

    const stranger = await createUser(t, leaderSignUp());
    const refused = await t.request({
      method: "DELETE",
      url: `/api/account/sessions/${phoneId}`,
      cookie: stranger.cookie,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().reason).toBe("NotFound");
    expect(await profileStatus(phone)).toBe(200);

    const ended = await t.request({
      method: "DELETE",
      url: `/api/account/sessions/${phoneId}`,
      cookie: member.cookie,
    });
    expect(ended.statusCode).toBe(204);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(member.cookie)).toBe(200);
    expect(
      (await t.request({ method: "DELETE", url: `/api/account/sessions/${phoneId}`, cookie: member.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("all end but the current one on request", async () => {
    const member = await createUser(t, leaderSignUp());
    const others = [
      await signInFrom(member, SAFARI_ON_IPHONE, "198.51.100.5"),
      await signInFrom(member, FIREFOX_ON_WINDOWS, "198.51.100.6"),
    ];
    const response = await t.request({
      method: "POST",
      url: "/api/account/sessions/end-others",
      cookie: member.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect(await profileStatus(cookie)).toBe(401);
    expect((await list(member.cookie)).json().items).toEqual([expect.objectContaining({ current: true })]);
  });

  it("note when each was last used, to within five minutes", async () => {
    const member = await createUser(t, leaderSignUp());
    const [row] = await t.context.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, member.id))
      .returning({ id: sessions.id });
    t.context.sessions.forgetAll();
    expect(await profileStatus(member.cookie)).toBe(200);
    await expect
      .poll(async () => {
        const [seen] = await t.context.db
          .select({ lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.id, row?.id ?? ""));
        return Date.now() - (seen?.lastSeenAt.getTime() ?? 0);
      })
      .toBeLessThan(60_000);
  });

  it("are the member's own business: a visitor gets 401 on every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/account/sessions"],
      ["DELETE", "/api/account/sessions/some-session"],
      ["POST", "/api/account/sessions/end-others"],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().reason).toBe("AccessDenied");
    }
  });
});

describe("how a session is described", () => {
  it("names the browser, its major version and the system", () => {
    expect(describeDevice(FIREFOX_ON_WINDOWS)).toEqual({
      device: "Firefox 133 on Windows",
      deviceKind: "desktop",
    });
    expect(describeDevice(null)).toEqual({ device: "An unknown browser", deviceKind: "unknown" });
    expect(describeDevice("curl/8.5.0").deviceKind).toBe("unknown");
  });

  it("gives the network block, or what kind of address it is", () => {
    expect(describeNetwork("203.0.113.57")).toBe("203.0.113.0/24");
    expect(describeNetwork("::ffff:203.0.113.57")).toBe("203.0.113.0/24");
    expect(describeNetwork("2001:db8:85a3:1::7")).toBe("2001:db8:85a3::/48");
    expect(describeNetwork("127.0.0.1")).toBe("this computer");
    expect(describeNetwork("10.1.2.3")).toBe("a private network");
    expect(describeNetwork("fd00::1")).toBe("a private network");
    expect(describeNetwork("not an address")).toBeNull();
    expect(describeNetwork(null)).toBeNull();
  });
});
