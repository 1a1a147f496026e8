import { randomUUID } from "node:crypto";
import { passkeys } from "@server/platform/database/schema/auth";
import { createUser, setUpTestApp, type TestUser } from "@server/test/app";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();

const get = (url: string, cookie?: string) =>
  t.request({ method: "GET", url, ...(cookie ? { cookie } : {}) });
const post = (url: string, payload: object, cookie?: string, headers: Record<string, string> = {}) =>
  t.request({ method: "POST", url, payload, headers, ...(cookie ? { cookie } : {}) });

/** A stored passkey of the member's (the browser's part of registering one is in e2e/passkeys.spec.ts). */
async function storedPasskey(member: TestUser, name = "Work laptop") {
  const [row] = await t.context.db
    .insert(passkeys)
    .values({
      id: randomUUID(),
      name,
      publicKey: "cHVibGljLWtleQ",
      userId: member.id,
      credentialID: randomUUID(),
      counter: 0,
      deviceType: "multiDevice",
      backedUp: true,
      transports: "internal",
    })
    .returning();
  if (!row) throw new Error("no passkey stored");
  return row;
}

describe("registering a passkey", () => {
  it("gives a signed-in member options for Summit's host that ask the device to check its owner", async () => {
    const member = await createUser(t);
    const response = await get("/api/auth/passkey/generate-register-options", member.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json();
    expect(options.rp).toEqual({ name: "Summit", id: "localhost" });
    expect(options.challenge).toEqual(expect.any(String));
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
  });

  it("answers a visitor 401", async () => {
    const response = await get("/api/auth/passkey/generate-register-options");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: "AccessDenied" });
  });

  it("refuses a response the browser did not make with 400 and the error object, and stores nothing", async () => {
    const member = await createUser(t);
    const options = await get("/api/auth/passkey/generate-register-options", member.cookie);
    const challengeCookie = options.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const response = await post(
      "/api/auth/passkey/verify-registration",
      { response: { id: "forged", rawId: "forged", type: "public-key", response: {} } },
      `${member.cookie}; ${challengeCookie}`,
      { origin: "http://localhost:3000" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid", messages: [expect.any(String)] });
    expect(await t.context.db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
  });
});

describe("signing in with a passkey", () => {
  it("gives anyone options, and refuses an unknown passkey with 401", async () => {
    const options = await get("/api/auth/passkey/generate-authenticate-options");
    expect(options.statusCode).toBe(200);
    expect(options.json().challenge).toEqual(expect.any(String));
    const challengeCookie = options.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const response = await post(
      "/api/auth/passkey/verify-authentication",
      { response: { id: "unknown", rawId: "unknown", type: "public-key", response: {} } },
      challengeCookie,
      { origin: "http://localhost:3000" },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: "AccessDenied" });
    expect(response.cookies.find((cookie) => cookie.name === "summit.session_token")).toBeUndefined();
  });

  it("refuses a request without the challenge it answers", async () => {
    const response = await post("/api/auth/passkey/verify-authentication", { response: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid" });
  });
});

describe("managing passkeys", () => {
  it("lists, renames and removes the member's own passkeys", async () => {
    const member = await createUser(t);
    const passkey = await storedPasskey(member);
    const listed = await get("/api/auth/passkey/list-user-passkeys", member.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: passkey.id, name: "Work laptop" })]);

    const renamed = await post(
      "/api/auth/passkey/update-passkey",
      { id: passkey.id, name: "Phone" },
      member.cookie,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().passkey).toMatchObject({ id: passkey.id, name: "Phone" });

    const removed = await post("/api/auth/passkey/delete-passkey", { id: passkey.id }, member.cookie);
    expect(removed.statusCode).toBe(200);
    expect((await get("/api/auth/passkey/list-user-passkeys", member.cookie)).json()).toEqual([]);
  });

  it("never lets one member see, rename or remove another's passkey", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const passkey = await storedPasskey(owner);
    expect((await get("/api/auth/passkey/list-user-passkeys", other.cookie)).json()).toEqual([]);
    const renamed = await post(
      "/api/auth/passkey/update-passkey",
      { id: passkey.id, name: "Mine" },
      other.cookie,
    );
    expect(renamed.statusCode).toBeGreaterThanOrEqual(400);
    expect(renamed.statusCode).toBeLessThan(500);
    const removed = await post("/api/auth/passkey/delete-passkey", { id: passkey.id }, other.cookie);
    expect(removed.statusCode).toBeGreaterThanOrEqual(400);
    expect(removed.statusCode).toBeLessThan(500);
    const [kept] = await t.context.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(kept?.name).toBe("Work laptop");
  });

  it("answers a visitor 401 on every change", async () => {
    for (const [url, payload] of [
      ["/api/auth/passkey/update-passkey", { id: "x", name: "y" }],
      ["/api/auth/passkey/delete-passkey", { id: "x" }],
      ["/api/auth/passkey/verify-registration", { response: {} }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ reason: "AccessDenied" });
    }
  });

  it("refuses an empty name with 400", async () => {
    const member = await createUser(t);
    const passkey = await storedPasskey(member);
    const response = await post(
      "/api/auth/passkey/update-passkey",
      { id: passkey.id, name: "  " },
      member.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid" });
  });
});
