// better-auth's endpoints (server/platform/auth): sign-up and sign-in, the session, the mailed
// links, password and address changes, two-factor sign-in and passkeys.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign } from "node:crypto";
import { passkeys, twoFactors, users } from "@server/platform/database/schema/auth";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { createUser, leaderSignUp, sessionCookie, TEST_PASSWORD, type TestUser } from "../app";
import type { Role, World } from "../permission-world";
import { totpCode, totpSecretOf } from "../totp";
import { ORIGIN_URL, perWorld, unique } from "./support";
import type { ExampleRequest, RouteExamples } from "./types";

const NEW_PASSWORD = "a-brand-new-password";

function post(world: World, url: string, payload: object, cookie?: string): Promise<LightMyRequestResponse> {
  return world.t.request({ method: "POST", url, payload, cookie, headers: { origin: ORIGIN_URL } });
}

/** A request made to set a call up, which must succeed. */
function expectOk(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 400) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * Whether setting up with the caller's own session worked. It must, except for the callers a
 * member's route refuses (the visitor has no session, the suspended member's stops working): their
 * call is then refused as well, which is what the matrix checks.
 */
function setUpWith(role: Role, response: LightMyRequestResponse, what: string): boolean {
  if (response.statusCode < 400) return true;
  if (role === "visitor" || role === "suspended") return false;
  throw new Error(`${what} as ${role}: ${response.statusCode} ${response.body}`);
}

/** An account of no one in the world, to sign in to and reset: anyone may, with its password. */
const someAccount = perWorld((world) => createUser(world.t, leaderSignUp()));

/** Sends the role's own session with more cookies (a challenge the role's browser was given). */
function withCookies(world: World, role: Role, cookies: string): Pick<ExampleRequest, "as" | "headers"> {
  if (role === "visitor") return { headers: { cookie: cookies } };
  return { as: { ...world.people[role], cookie: `${world.cookieOf(role)}; ${cookies}` } };
}

// ---- Mailed links ----

/** The address of a sign-up still waiting for confirmation: anyone may ask for a new link. */
const unconfirmedAddress = perWorld(async (world) => {
  const body = leaderSignUp();
  expectOk(await post(world, "/api/auth/sign-up/email", body), "signing up");
  return body.email;
});

/** The path and query of a password reset link mailed to `email`. */
async function resetLink(world: World, email: string): Promise<string> {
  expectOk(
    await post(world, "/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" }),
    "asking for a reset link",
  );
  const [mail] = await world.t.context.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.subject, "Reset your Summit password")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The token of a password reset link mailed to `email`. */
async function resetToken(world: World, email: string): Promise<string> {
  const token = new URL(await resetLink(world, email), ORIGIN_URL).pathname.split("/").pop();
  if (!token) throw new Error(`no token in the reset link mailed to ${email}`);
  return token;
}

// ---- Two-factor sign-in ----

interface TwoFactorMember extends TestUser {
  secret: string;
  backupCodes: string[];
}

/**
 * Turns two-factor on for a new member as settings do (password, then a code from the app); the
 * confirmation replaces their session, so the answer holds the new cookie.
 */
async function memberWithTwoFactor(world: World): Promise<TwoFactorMember> {
  const person = await createUser(world.t, leaderSignUp());
  const enabled = expectOk(
    await post(world, "/api/auth/two-factor/enable", { password: person.password }, person.cookie),
    "turning two-factor on",
  );
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = totpSecretOf(totpURI);
  const confirmed = expectOk(
    await post(world, "/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, person.cookie),
    "confirming the authenticator app",
  );
  return { ...person, cookie: sessionCookie(confirmed), secret, backupCodes };
}

/**
 * The role's stand-in with two-factor on, written directly rather than set up in settings (two
 * more requests and a password check per caller): replacing the backup codes and turning
 * two-factor off read only that it is on, never the app's secret.
 */
async function standInWithTwoFactor(world: World, role: Role): Promise<TestUser | null> {
  const person = await world.standIn(role);
  if (!person) return null;
  await world.t.context.db
    .insert(twoFactors)
    .values({ id: randomUUID(), userId: person.id, secret: "not-read", backupCodes: "not-read" });
  await world.t.context.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, person.id));
  return person;
}

/** An account of no one in the world with two-factor on, whose backup codes are used one by one. */
const twoFactorAccount = perWorld(memberWithTwoFactor);

/**
 * Signs in to the two-factor account with its password: the request that asks for a code. The
 * password step expires whatever session cookie the browser had, so the challenge is all that the
 * code step sends, whoever typed the password.
 */
async function signInChallenge(world: World): Promise<Pick<ExampleRequest, "as" | "headers">> {
  const member = await twoFactorAccount(world);
  const password = expectOk(
    await post(world, "/api/auth/sign-in/email", { email: member.email, password: member.password }),
    "the password step",
  );
  return { as: null, headers: { cookie: sessionCookie(password) } };
}

// ---- Passkeys ----
// A software authenticator: a P-256 key pair and the CBOR and authenticator data that a browser
// and a device would send (WebAuthn level 2, "none" attestation), so the ceremonies run end to end.

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  return Buffer.concat([
    cborHead(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
/** User present, user verified: the device checked that it is its owner, as Summit asks. */
const PRESENT_AND_VERIFIED = 0x01 | 0x04;
const ATTESTED_CREDENTIAL = 0x40;

interface SoftPasskey {
  /** The credential id, base64url. */
  id: string;
  privateKey: KeyObject;
  /** The public key as COSE (what the server stores). */
  cose: Buffer;
}

function newSoftPasskey(): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const { x, y } = publicKey.export({ format: "jwk" });
  const cose = cbor(
    new Map<number, Cbor>([
      [1, 2], // EC2
      [3, -7], // ES256
      [-1, 1], // P-256
      [-2, Buffer.from(x ?? "", "base64url")],
      [-3, Buffer.from(y ?? "", "base64url")],
    ]),
  );
  return { id: randomBytes(16).toString("base64url"), privateKey, cose };
}

function authenticatorData(flags: number, attested?: SoftPasskey): Buffer {
  const head = Buffer.concat([sha256("localhost"), Buffer.from([flags]), Buffer.alloc(4)]);
  if (!attested) return head;
  const credentialId = Buffer.from(attested.id, "base64url");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  return Buffer.concat([head, Buffer.alloc(16), length, credentialId, attested.cose]);
}

const clientData = (type: string, challenge: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin: ORIGIN_URL, crossOrigin: false }));

/** What the browser sends after the device created `passkey` for `challenge`. */
function registrationResponse(passkey: SoftPasskey, challenge: string) {
  const attestation = new Map<string, Cbor>([
    ["fmt", "none"],
    ["attStmt", new Map()],
    ["authData", authenticatorData(PRESENT_AND_VERIFIED | ATTESTED_CREDENTIAL, passkey)],
  ]);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: "public-key",
    response: {
      clientDataJSON: clientData("webauthn.create", challenge).toString("base64url"),
      attestationObject: cbor(attestation).toString("base64url"),
      transports: ["internal"],
    },
    clientExtensionResults: {},
  };
}

/** What the browser sends after the device signed `challenge` with `passkey`. */
function authenticationResponse(passkey: SoftPasskey, challenge: string) {
  const data = authenticatorData(PRESENT_AND_VERIFIED);
  const client = clientData("webauthn.get", challenge);
  const signature = sign("sha256", Buffer.concat([data, sha256(client)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: "public-key",
    response: {
      clientDataJSON: client.toString("base64url"),
      authenticatorData: data.toString("base64url"),
      signature: signature.toString("base64url"),
    },
    clientExtensionResults: {},
  };
}

/** Stores a passkey of `userId`'s, as registering one would; its id (the row's). */
async function storePasskey(
  world: World,
  userId: string,
  passkey: SoftPasskey = newSoftPasskey(),
): Promise<string> {
  const [row] = await world.t.context.db
    .insert(passkeys)
    .values({
      id: randomUUID(),
      name: "Work laptop",
      publicKey: passkey.cose.toString("base64"),
      userId,
      credentialID: passkey.id,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      transports: "internal",
    })
    .returning({ id: passkeys.id });
  if (!row) throw new Error("no passkey stored");
  return row.id;
}

/** A passkey of the role's own (the leader's for the visitor, who is refused). */
const ownPasskey = (world: World, role: Role) =>
  storePasskey(world, world.people[role === "visitor" ? "leader" : role].id);

/** An account of no one in the world with a passkey, which anyone holding the device signs in with. */
const passkeyAccount = perWorld(async (world) => {
  const passkey = newSoftPasskey();
  await storePasskey(world, (await someAccount(world)).id, passkey);
  return passkey;
});

export const authExamples: RouteExamples = {
  "GET /api/auth/get-session": async () => ({ url: "/api/auth/get-session" }),

  "POST /api/auth/sign-up/email": async () => ({ url: "/api/auth/sign-up/email", payload: leaderSignUp() }),

  // A signed-in caller may sign in to another account: the browser then holds that session.
  "POST /api/auth/sign-in/email": async (world) => {
    const account = await someAccount(world);
    return { url: "/api/auth/sign-in/email", payload: { email: account.email, password: account.password } };
  },

  "POST /api/auth/sign-out": async (world, role) => ({
    url: "/api/auth/sign-out",
    payload: {},
    as: await world.standIn(role),
  }),

  "POST /api/auth/send-verification-email": async (world) => ({
    url: "/api/auth/send-verification-email",
    payload: { email: await unconfirmedAddress(world) },
  }),

  "POST /api/auth/request-password-reset": async (world) => ({
    url: "/api/auth/request-password-reset",
    payload: { email: (await someAccount(world)).email, redirectTo: "/auth/reset-password" },
  }),

  // The stand-in resets their own password (the visitor, a new member's): it ends their sessions.
  "POST /api/auth/reset-password": async (world, role) => {
    const person = await world.standIn(role);
    const email = (person ?? (await createUser(world.t, leaderSignUp()))).email;
    return {
      url: "/api/auth/reset-password",
      payload: { token: await resetToken(world, email), newPassword: NEW_PASSWORD },
      as: person,
    };
  },

  "POST /api/auth/change-password": async (world, role) => ({
    url: "/api/auth/change-password",
    payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    as: await world.standIn(role),
  }),

  // Only asks: the address changes once the link mailed to the new one is opened.
  "POST /api/auth/change-email": async () => ({
    url: "/api/auth/change-email",
    payload: { newEmail: `moved-${unique()}@example.com`, password: TEST_PASSWORD },
  }),

  "POST /api/auth/two-factor/enable": async (world, role) => ({
    url: "/api/auth/two-factor/enable",
    payload: { password: TEST_PASSWORD },
    as: await world.standIn(role),
  }),

  // Members confirm their own app in settings (which replaces their session, hence the stand-in);
  // the visitor, and the suspended member whose session stops working, complete a sign-in.
  "POST /api/auth/two-factor/verify-totp": async (world, role) => {
    if (role === "visitor" || role === "suspended") {
      const challenge = await signInChallenge(world);
      const { secret } = await twoFactorAccount(world);
      return { url: "/api/auth/two-factor/verify-totp", payload: { code: totpCode(secret) }, ...challenge };
    }
    const person = await world.standIn(role);
    if (!person) throw new Error(`no stand-in for ${role}`);
    const enabled = expectOk(
      await post(world, "/api/auth/two-factor/enable", { password: person.password }, person.cookie),
      "turning two-factor on",
    );
    const code = totpCode(totpSecretOf((enabled.json() as { totpURI: string }).totpURI));
    return { url: "/api/auth/two-factor/verify-totp", payload: { code }, as: person };
  },

  "POST /api/auth/two-factor/verify-backup-code": async (world) => {
    const challenge = await signInChallenge(world);
    const code = (await twoFactorAccount(world)).backupCodes.shift();
    if (!code) throw new Error("the backup codes are used up");
    return { url: "/api/auth/two-factor/verify-backup-code", payload: { code }, ...challenge };
  },

  "POST /api/auth/two-factor/generate-backup-codes": async (world, role) => ({
    url: "/api/auth/two-factor/generate-backup-codes",
    payload: { password: TEST_PASSWORD },
    as: await standInWithTwoFactor(world, role),
  }),

  "POST /api/auth/two-factor/disable": async (world, role) => ({
    url: "/api/auth/two-factor/disable",
    payload: { password: TEST_PASSWORD },
    as: await standInWithTwoFactor(world, role),
  }),

  "GET /api/auth/passkey/generate-register-options": async () => ({
    url: "/api/auth/passkey/generate-register-options",
  }),

  // The caller's browser asks for options, the device creates the passkey, the browser sends it.
  "POST /api/auth/passkey/verify-registration": async (world, role) => {
    const options = await world.t.request({
      method: "GET",
      url: "/api/auth/passkey/generate-register-options",
      cookie: world.cookieOf(role),
    });
    const challenge = setUpWith(role, options, "asking for registration options")
      ? (options.json() as { challenge: string }).challenge
      : "no-challenge";
    return {
      url: "/api/auth/passkey/verify-registration",
      payload: { response: registrationResponse(newSoftPasskey(), challenge), name: "Work laptop" },
      ...withCookies(world, role, sessionCookie(options)),
    };
  },

  "GET /api/auth/passkey/generate-authenticate-options": async () => ({
    url: "/api/auth/passkey/generate-authenticate-options",
  }),

  // Whoever holds the device signs in to its account, as with a password.
  "POST /api/auth/passkey/verify-authentication": async (world, role) => {
    const passkey = await passkeyAccount(world);
    const options = expectOk(
      await world.t.request({
        method: "GET",
        url: "/api/auth/passkey/generate-authenticate-options",
        cookie: world.cookieOf(role),
      }),
      "asking for sign-in options",
    );
    const { challenge } = options.json() as { challenge: string };
    return {
      url: "/api/auth/passkey/verify-authentication",
      payload: { response: authenticationResponse(passkey, challenge) },
      ...withCookies(world, role, sessionCookie(options)),
    };
  },

  "GET /api/auth/passkey/list-user-passkeys": async () => ({ url: "/api/auth/passkey/list-user-passkeys" }),

  "POST /api/auth/passkey/update-passkey": async (world, role) => ({
    url: "/api/auth/passkey/update-passkey",
    payload: { id: await ownPasskey(world, role), name: "Phone" },
  }),

  "POST /api/auth/passkey/delete-passkey": async (world, role) => ({
    url: "/api/auth/passkey/delete-passkey",
    payload: { id: await ownPasskey(world, role) },
  }),

  // The link of a password reset mail: it takes the token to the page that sets a new password.
  "GET /api/auth/*": async (world) => ({ url: await resetLink(world, (await someAccount(world)).email) }),

  // Ends the caller's sessions on other devices, and keeps this one.
  "POST /api/auth/*": async () => ({ url: "/api/auth/revoke-other-sessions", payload: {} }),
};
