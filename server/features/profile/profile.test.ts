import fs from "node:fs";
import path from "node:path";
import { PROFILE_PHOTO_MAX_BYTES } from "@common/constants";
import { inBlocks, pngBomb } from "@server/features/uploads/sample-files";
import { customers } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { createUser, leaderSignUp, setUpTestApp, vendorSignUp } from "@server/test/app";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
function multipart(file: Buffer, filename = "photo.png", contentType = "image/png") {
  const boundary = "----summit-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#0b3d91" } })
    .png()
    .toBuffer();

function uploadedFiles(): string[] {
  const root = path.join(t.context.config.dataDir, "uploads");
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => name.includes("."))
    : [];
}

describe("GET /api/profile", () => {
  it("needs a session", async () => {
    const response = await t.request({ method: "GET", url: "/api/profile" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["Sign in to continue."] });
  });

  it("ignores a uid query parameter and user id header: identity comes from the session", async () => {
    const [ana, ben] = [await createUser(t), await createUser(t)];
    const response = await t.request({
      method: "GET",
      url: `/api/profile?uid=${ben.id}`,
      cookie: ana.cookie,
      headers: { "x-user-id": ben.id },
    });
    expect(response.json().id).toBe(ana.id);
  });
});

describe("PATCH /api/profile", () => {
  it("changes name and job title", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: user.cookie,
      payload: { name: "Ana Ruiz", jobTitle: "CIO, EMEA" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Ana Ruiz", jobTitle: "CIO, EMEA" });
  });

  it.each([
    ["an empty body", {}],
    ["an empty name", { name: "  " }],
    ["a field that cannot be changed here", { email: "someone@else.com" }],
    ["a platform-admin flag", { isPlatformAdmin: true }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const user = await createUser(t);
    const before = (await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie })).json();
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: user.cookie,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    const after = (await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie })).json();
    expect(after).toEqual(before);
  });

  it("needs a session", async () => {
    const response = await t.request({ method: "PATCH", url: "/api/profile", payload: { name: "Nobody" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT /api/profile/photo", () => {
  it("is documented as a form with one file field", async () => {
    const document = (await t.request({ method: "GET", url: "/api/openapi.json" })).json();
    expect(
      document.paths["/api/profile/photo"].put.requestBody.content["multipart/form-data"].schema,
    ).toEqual({
      type: "object",
      properties: { file: { type: "string", format: "binary" } },
      required: ["file"],
    });
  });

  it("stores a square WebP photo and serves it with its content type", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...multipart(await png(800)),
    });
    expect(response.statusCode).toBe(200);
    const { photoUrl } = response.json();
    expect(photoUrl).toMatch(/^\/api\/files\/photos\/[0-9a-f-]+\.webp$/);

    const photo = await t.request({ method: "GET", url: photoUrl, cookie: user.cookie });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: "webp",
    });
  });

  it("replaces the previous photo file", async () => {
    const user = await createUser(t);
    const first = (
      await t.request({
        method: "PUT",
        url: "/api/profile/photo",
        cookie: user.cookie,
        ...multipart(await png()),
      })
    ).json();
    await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...multipart(await png()),
    });
    expect((await t.request({ method: "GET", url: first.photoUrl })).statusCode).toBe(404);
  });

  it("judges the type from the bytes, not the name, and leaves nothing behind", async () => {
    const user = await createUser(t);
    const before = uploadedFiles();
    const response = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...multipart(Buffer.from("#!/bin/sh\necho not an image\n"), "photo.png", "image/png"),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().reason).toBe("Invalid");
    expect(uploadedFiles()).toEqual(before);
    expect(
      (await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie })).json().photoUrl,
    ).toBeNull();
  });

  it("refuses a truncated image", async () => {
    const user = await createUser(t);
    const whole = await png(300);
    const response = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...multipart(whole.subarray(0, 60)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toContain("could not be read");
  });

  it("refuses an empty file, a file over the limit and a non-multipart body", async () => {
    const user = await createUser(t);
    const empty = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...multipart(Buffer.alloc(0)),
    });
    expect(empty.statusCode).toBe(400);

    const huge = Buffer.concat([await png(), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    const tooLarge = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...multipart(huge),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().reason).toBe("Invalid");

    const json = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a photo over the limit with 413 however its bytes arrive, and stores nothing", async () => {
    const user = await createUser(t);
    const before = uploadedFiles();
    // 6.29 MB, sent in 64 KiB blocks: the 5 MiB limit falls exactly on a block boundary.
    const { payload, headers } = multipart(Buffer.concat([await png(), Buffer.alloc(6_290_000)]));
    const response = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      headers: { ...headers, "content-length": String(payload.length) },
      payload: inBlocks(payload),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ reason: "Invalid", messages: ["The photo is larger than 5 MB."] });
    expect(uploadedFiles()).toEqual(before);
    const profile = await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie });
    expect(profile.json().photoUrl).toBeNull();
  });

  it.each([
    ["a PNG of 60 megapixels in 60 KB", () => pngBomb(10_000, 6_000)],
    ["a PNG that declares 30000 x 30000 pixels", () => pngBomb(30_000, 30_000, 1)],
  ])("refuses a decompression bomb, %s, with 413 before decoding it", async (_label, bomb) => {
    const user = await createUser(t);
    const before = uploadedFiles();
    const response = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...multipart(bomb()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      reason: "Invalid",
      messages: ["The photo is too large: at most 50 megapixels."],
    });
    expect(uploadedFiles()).toEqual(before);
  });

  it("needs a session", async () => {
    const response = await t.request({ method: "PUT", url: "/api/profile/photo", ...multipart(await png()) });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for a file that does not exist or a key that tries to leave storage", async () => {
    expect((await t.request({ method: "GET", url: "/api/files/photos/nothing.webp" })).statusCode).toBe(404);
    expect(
      (await t.request({ method: "GET", url: "/api/files/..%2F..%2Fauth-secret.webp" })).statusCode,
    ).toBe(404);
  });
});

describe("completing a sign-up", () => {
  it("links a vendor's company on the next profile read when the step after sign-up did not finish", async () => {
    const user = await createUser(t, leaderSignUp());
    await t.context.db
      .update(users)
      .set({ accountType: "vendor", signupCompanyName: "Initech Cloud" })
      .where(eq(users.id, user.id));
    const profile = (await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie })).json();
    expect(profile.company).toMatchObject({ name: "Initech Cloud", privilege: "owner" });
  });
});

describe("customer matching (spec section 4)", () => {
  it("attaches the customer with the same e-mail at sign-up and copies memberData", async () => {
    const body = leaderSignUp();
    await t.context.db
      .insert(customers)
      .values({ email: body.email.toLowerCase(), planName: "Member", memberData: { accountManager: "Jo" } });
    const user = await createUser(t, body);
    const profile = (await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie })).json();
    expect(profile.customer).toMatchObject({ planName: "Member" });
    expect(profile.memberData).toEqual({ accountManager: "Jo" });
  });

  it("matches a profile to a customer created later, copying planName only when the profile has none", async () => {
    const user = await createUser(t, vendorSignUp());
    await t.context.db.update(users).set({ planName: null }).where(eq(users.id, user.id));
    await t.context.db
      .insert(customers)
      .values({ email: user.email.toLowerCase(), planName: "Enterprise", memberData: { seats: 12 } });

    const profile = (await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie })).json();
    expect(profile.customer).toMatchObject({ planName: "Enterprise" });
    expect(profile.planName).toBe("Enterprise");
    expect(profile.memberData).toEqual({ seats: 12 });
  });

  it("keeps the profile's own planName and memberData when they are present", async () => {
    const user = await createUser(t, vendorSignUp({ plan: "Starter" } as never));
    await t.context.db
      .update(users)
      .set({ memberData: { mine: true } })
      .where(eq(users.id, user.id));
    await t.context.db
      .insert(customers)
      .values({ email: user.email.toLowerCase(), planName: "Enterprise", memberData: { theirs: true } });

    const profile = (await t.request({ method: "GET", url: "/api/profile", cookie: user.cookie })).json();
    expect(profile.customer).not.toBeNull();
    expect(profile.planName).toBe("Starter");
    expect(profile.memberData).toEqual({ mine: true });
  });
});
