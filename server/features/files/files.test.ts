import { FILES_URL_PREFIX } from "@common/uploads";
import * as samples from "@server/features/uploads/sample-files";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { type CastRole, type CompanyCast, cookieOf, createCompanyCast } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { contentDisposition, parseRange, UNATTACHED_PREVIEW_MS } from "./files.service";

const t = setUpTestApp();
let vendor: TestUser;
beforeAll(async () => {
  vendor = await createUser(t, vendorSignUp());
});
interface Uploaded {
  id: string;
  url: string;
  thumbnailUrl: string | null;
}

async function upload(url: string, file: Buffer, fileName: string, uploader = vendor): Promise<Uploaded> {
  const response = await t.request({
    method: "POST",
    url,
    cookie: uploader.cookie,
    ...samples.multipart(file, { fileName }),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

const uploadImage = async (uploader: TestUser) =>
  upload("/api/factor/upload/image", await samples.png(400, 300), "picture.png", uploader);
const uploadDocument = (uploader: TestUser) =>
  upload("/api/upload/document", samples.pdf(), "brief.pdf", uploader);
const uploadVideo = (uploader: TestUser) =>
  upload("/api/upload/video", samples.mp4(2000), "clip.mp4", uploader);

/** Whoever asks: a role of the file's company cast, any member, or nobody (a visitor). */
type Caller = CastRole | TestUser;

const REASONS: Record<number, string> = { 401: "AccessDenied", 403: "AccessDenied", 404: "NotFound" };
const LASTING_CACHE = "private, max-age=31536000, immutable";
const CONFIDENTIAL_CACHE = "private, no-store";

function download(cast: CompanyCast, url: string, as: Caller): Promise<LightMyRequestResponse> {
  const cookie = typeof as === "string" ? cookieOf(cast, as) : as.cookie;
  return t.request({ method: "GET", url, cookie });
}

/** The bytes storage holds under the URL's key: what an allowed download must return. */
async function storedBytes(url: string): Promise<Buffer> {
  const file = await t.context.storage.get(url.slice(FILES_URL_PREFIX.length));
  if (!file) throw new Error(`nothing stored for ${url}`);
  return Buffer.concat(await file.stream.toArray());
}

/** Asks for each URL as each caller: 200 with the stored bytes, or the refusal's status and error object. */
async function expectAccess(cast: CompanyCast, urls: string[], expected: [Caller, number][]) {
  for (const url of urls) {
    const bytes = await storedBytes(url);
    for (const [as, status] of expected) {
      const response = await download(cast, url, as);
      const who = typeof as === "string" ? as : as.email;
      expect(response.statusCode, `${who} GET ${url}`).toBe(status);
      if (status === 200) {
        expect(response.rawPayload.equals(bytes), `${who} gets the stored bytes of ${url}`).toBe(true);
      } else {
        expect(response.json()).toEqual({ reason: REASONS[status], messages: [expect.any(String)] });
      }
    }
  }
}

async function cacheControl(cast: CompanyCast, url: string, as: Caller) {
  const response = await download(cast, url, as);
  expect(response.statusCode).toBe(200);
  return response.headers["cache-control"];
}

async function call(
  cast: CompanyCast,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  as: Caller,
  payload?: object,
) {
  const cookie = typeof as === "string" ? cookieOf(cast, as) : as.cookie;
  const response = await t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return (response.body ? response.json() : {}) as { id: string };
}

const setPage = (companyId: string, isPage: boolean) =>
  t.context.db.update(companies).set({ isPage }).where(eq(companies.id, companyId));

/** Moves an upload's time back, as if it had been uploaded that long ago. */
const age = (uploadId: string, milliseconds: number) =>
  t.context.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(secs => ${milliseconds / 1000})` })
    .where(eq(uploads.id, uploadId));

describe("GET /api/files/* for an account file", () => {
  const SMALL_CSV = Buffer.from("Company,Domain\nAcme Corp,acme.com\nGlobex,globex.com\n");
  let cast: CompanyCast;
  let url: string;
  beforeAll(async () => {
    cast = await createCompanyCast(t);
    const csv = await upload("/api/upload/csv", SMALL_CSV, "targets.csv", cast.admin);
    await call(cast, "POST", `/api/companies/${cast.companyId}/account-files`, "admin", { uploadId: csv.id });
    url = csv.url;
  });

  it("is served to the company's admins and platform admins as a download no cache keeps", async () => {
    await expectAccess(
      cast,
      [url],
      [
        ["owner", 200],
        ["admin", 200],
        ["platformAdmin", 200],
      ],
    );
    const response = await download(cast, url, "owner");
    expect(response.headers).toMatchObject({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="targets.csv"; filename*=UTF-8''targets.csv`,
      "cache-control": CONFIDENTIAL_CACHE,
    });
    expect(response.rawPayload).toEqual(SMALL_CSV);
  });

  it("asks a visitor to sign in and refuses members and other companies' admins", async () => {
    await expectAccess(
      cast,
      [url],
      [
        ["visitor", 401],
        ["member", 403],
        ["otherAdmin", 403],
      ],
    );
  });

  it("is refused to the admin who uploaded it once they are removed, and still served to the owner", async () => {
    const removed = await createCompanyCast(t);
    const csv = await upload("/api/upload/csv", SMALL_CSV, "accounts.csv", removed.admin);
    await call(removed, "POST", `/api/companies/${removed.companyId}/account-files`, "admin", {
      uploadId: csv.id,
    });
    await expectAccess(removed, [csv.url], [["admin", 200]]);

    await call(
      removed,
      "DELETE",
      `/api/companies/${removed.companyId}/company-admins/${removed.admin.id}`,
      "owner",
    );
    await expectAccess(
      removed,
      [csv.url],
      [
        ["admin", 403],
        ["owner", 200],
      ],
    );
    const ranged = await t.request({
      method: "GET",
      url: csv.url,
      cookie: removed.admin.cookie,
      headers: { range: "bytes=0-3" },
    });
    expect(ranged.statusCode).toBe(403);
  });
});

describe("GET /api/files/* when a member's photo names a file that is not a photo", () => {
  it("keeps an account file confidential: sign-up stores no image, and only photos/ keys are photos", async () => {
    const cast = await createCompanyCast(t);
    const csv = await upload("/api/upload/csv", Buffer.from("Company\nAcme\n"), "t.csv", cast.admin);
    await call(cast, "POST", `/api/companies/${cast.companyId}/account-files`, "admin", { uploadId: csv.id });

    // Sign-up ignores an image in its body...
    const claimant = await createUser(t, { ...leaderSignUp(), image: csv.url } as never);
    const [stored] = await t.context.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, claimant.id));
    expect(stored?.image).toBeNull();
    // ...and a photo URL pointing outside photos/ (written by any other path) grants nothing.
    await t.context.db.update(users).set({ image: csv.url }).where(eq(users.id, claimant.id));
    await expectAccess(
      cast,
      [csv.url],
      [
        ["member", 403],
        ["otherAdmin", 403],
        ["admin", 200],
      ],
    );
  });
});

describe("GET /api/files/* for a post's attachments", () => {
  let cast: CompanyCast;
  beforeAll(async () => {
    cast = await createCompanyCast(t);
  });

  async function postWithAttachments(as: CastRole, extra: Record<string, unknown> = {}) {
    const image = await uploadImage(cast[as as Exclude<CastRole, "visitor">]);
    const document = await uploadDocument(cast[as as Exclude<CastRole, "visitor">]);
    const post = await call(cast, "POST", "/api/posts", as, {
      body: "Notes from the roundtable",
      attachmentIds: [image.id, document.id],
      ...extra,
    });
    return { post, image, urls: [image.url, image.thumbnailUrl ?? "", document.url] };
  }

  it("serves a hub post's files to members and asks visitors to sign in", async () => {
    const { urls } = await postWithAttachments("member");
    await expectAccess(cast, urls, [
      ["visitor", 401],
      ["member", 200],
      ["otherAdmin", 200],
      ["platformAdmin", 200],
    ]);
  });

  it("serves a company post's files as the company: to visitors only once it runs a public page", async () => {
    const { urls } = await postWithAttachments("owner", { companyId: cast.companyId });
    await expectAccess(cast, urls, [
      ["visitor", 404],
      ["member", 200],
      ["otherAdmin", 200],
    ]);
    await setPage(cast.companyId, true);
    try {
      await expectAccess(cast, urls, [["visitor", 200]]);
      expect(await cacheControl(cast, urls[0] ?? "", "visitor")).toBe(LASTING_CACHE);
    } finally {
      await setPage(cast.companyId, false);
    }
  });

  it("stops serving a hidden post's files to anyone but platform admins, who get them uncached", async () => {
    const { post, urls } = await postWithAttachments("member");
    await call(cast, "PUT", `/api/posts/${post.id}/hidden`, "platformAdmin");
    await expectAccess(cast, urls, [
      ["visitor", 404],
      ["member", 404],
      ["otherAdmin", 404],
      ["platformAdmin", 200],
    ]);
    expect(await cacheControl(cast, urls[0] ?? "", "platformAdmin")).toBe(CONFIDENTIAL_CACHE);

    await t.request({
      method: "DELETE",
      url: `/api/posts/${post.id}/hidden`,
      cookie: cast.platformAdmin.cookie,
    });
    await expectAccess(cast, urls, [["otherAdmin", 200]]);
  });

  it("stops serving a deleted post's files, to its author too once the upload is a day old", async () => {
    const { post, image, urls } = await postWithAttachments("member");
    await call(cast, "DELETE", `/api/posts/${post.id}`, "member");
    await expectAccess(cast, urls, [
      ["visitor", 404],
      ["otherAdmin", 404],
      ["platformAdmin", 404],
    ]);
    await age(image.id, UNATTACHED_PREVIEW_MS + 60_000);
    await expectAccess(cast, [image.url, image.thumbnailUrl ?? ""], [["member", 404]]);
  });
});

describe("GET /api/files/* for a company's logo, product images and resources", () => {
  let cast: CompanyCast;
  let urls: string[];
  let replacedLogo: Uploaded;
  beforeAll(async () => {
    cast = await createCompanyCast(t);
    replacedLogo = await uploadImage(cast.owner);
    await call(cast, "PUT", `/api/companies/${cast.companyId}`, "owner", { logoUploadId: replacedLogo.id });
    const logo = await uploadImage(cast.owner);
    await call(cast, "PUT", `/api/companies/${cast.companyId}`, "owner", { logoUploadId: logo.id });
    const image = await uploadImage(cast.owner);
    await call(
      cast,
      "POST",
      `/api/factor/companies/${cast.companyId}/users/${cast.owner.id}/products`,
      "owner",
      {
        name: "Atlas",
        imageUploadId: image.id,
      },
    );
    const document = await uploadDocument(cast.admin);
    const video = await uploadVideo(cast.admin);
    for (const [kind, resource] of [
      ["document", document],
      ["video", video],
    ] as const) {
      await call(cast, "POST", "/api/resources", "admin", {
        companyId: cast.companyId,
        title: `Our ${kind}`,
        kind,
        uploadId: resource.id,
      });
    }
    urls = [logo.url, logo.thumbnailUrl ?? "", image.url, image.thumbnailUrl ?? "", document.url, video.url];
  });

  it("serves them to members, and not to visitors while the company runs no public page", async () => {
    await expectAccess(cast, urls, [
      ["visitor", 404],
      ["member", 200],
      ["otherAdmin", 200],
      ["platformAdmin", 200],
    ]);
  });

  it("serves them to visitors while the company runs a public page, kept by the browser alone", async () => {
    await setPage(cast.companyId, true);
    try {
      await expectAccess(cast, urls, [["visitor", 200]]);
      expect(await cacheControl(cast, urls[0] ?? "", "visitor")).toBe(LASTING_CACHE);
    } finally {
      await setPage(cast.companyId, false);
    }
  });

  it("no longer serves a replaced logo to anyone but its uploader, for a day", async () => {
    const replaced = [replacedLogo.url, replacedLogo.thumbnailUrl ?? ""];
    await expectAccess(cast, replaced, [
      ["visitor", 404],
      ["member", 404],
      ["admin", 404],
      ["platformAdmin", 404],
    ]);
    await expectAccess(cast, replaced, [["owner", 200]]);
    await age(replacedLogo.id, UNATTACHED_PREVIEW_MS + 60_000);
    await expectAccess(cast, replaced, [["owner", 404]]);
  });
});

describe("GET /api/files/* for the content library and events", () => {
  let cast: CompanyCast;
  beforeAll(async () => {
    cast = await createCompanyCast(t);
  });

  async function publishVideo(visibility: "members" | "public") {
    const video = await uploadVideo(cast.owner);
    const cover = await uploadImage(cast.owner);
    const item = await call(cast, "POST", "/api/content", "owner", {
      kind: "video",
      companyId: cast.companyId,
      title: "Zero trust in ten minutes",
      hubs: ["cdo"],
      intentTypes: ["Data Platforms"],
      visibility,
      videoUploadId: video.id,
      coverUploadId: cover.id,
    });
    return { item, video: video.url, covers: [cover.url, cover.thumbnailUrl ?? ""] };
  }

  it("serves a members' video and its cover to members and asks visitors to sign in", async () => {
    const { video, covers } = await publishVideo("members");
    await expectAccess(
      cast,
      [video, ...covers],
      [
        ["visitor", 401],
        ["member", 200],
        ["otherAdmin", 200],
      ],
    );
  });

  it("shows a public item's cover to visitors, but keeps its video for members", async () => {
    const { video, covers } = await publishVideo("public");
    await expectAccess(cast, covers, [["visitor", 200]]);
    await expectAccess(
      cast,
      [video],
      [
        ["visitor", 401],
        ["member", 200],
      ],
    );
  });

  it("serves a hidden item's files to platform admins only", async () => {
    const { item, video, covers } = await publishVideo("public");
    await call(cast, "PUT", `/api/content/${item.id}/hidden`, "platformAdmin");
    await expectAccess(
      cast,
      [video, ...covers],
      [
        ["visitor", 404],
        ["member", 404],
        ["owner", 404],
        ["platformAdmin", 200],
      ],
    );
  });

  it("serves an event's cover to members while the event exists", async () => {
    const cover = await uploadImage(cast.owner);
    const start = Date.now() + 10 * 24 * 3600_000;
    const event = await call(cast, "POST", "/api/events", "owner", {
      title: "CIO roundtable",
      format: "virtual",
      onlineUrl: "https://meet.example.com/cio",
      timeZone: "Europe/London",
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 2 * 3600_000).toISOString(),
      hubs: ["cio"],
      hostCompanyId: cast.companyId,
      coverUploadId: cover.id,
    });
    const urls = [cover.url, cover.thumbnailUrl ?? ""];
    await expectAccess(cast, urls, [
      ["visitor", 401],
      ["member", 200],
      ["otherAdmin", 200],
    ]);
    await call(cast, "DELETE", `/api/events/${event.id}`, "owner");
    await expectAccess(cast, urls, [
      ["member", 404],
      ["platformAdmin", 404],
    ]);
  });
});

describe("GET /api/files/* for a profile photo", () => {
  let cast: CompanyCast;
  beforeAll(async () => {
    cast = await createCompanyCast(t);
    await setPage(cast.companyId, true);
  });

  async function photoOf(user: TestUser): Promise<string> {
    const response = await t.request({
      method: "PUT",
      url: "/api/profile/photo",
      cookie: user.cookie,
      ...samples.multipart(await samples.png(300, 300), { fileName: "me.png", contentType: "image/png" }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().photoUrl;
  }

  it("serves a member's photo to members and asks visitors to sign in when no public page shows them", async () => {
    const leader = await createUser(t);
    const photo = await photoOf(leader);
    await expectAccess(
      cast,
      [photo],
      [
        ["visitor", 401],
        ["member", 200],
        ["otherAdmin", 200],
        [leader, 200],
      ],
    );
  });

  it("serves it to visitors once they appear on a public page: a company post, a comment on one, a product", async () => {
    const [commenter, productOwner] = [await createUser(t), cast.admin];
    const photos = [await photoOf(cast.owner), await photoOf(commenter), await photoOf(productOwner)];
    await expectAccess(cast, photos, [["visitor", 401]]);
    // Visitors see a photo only where its member lets them (User settings; hidden by default).
    const everyone = { visitors: true, members: true };
    for (const user of [cast.owner, commenter, productOwner]) {
      const shown = await t.request({
        method: "PATCH",
        url: "/api/account/settings",
        cookie: user.cookie,
        payload: { visibility: { photo: everyone, jobTitle: everyone, company: everyone } },
      });
      expect(shown.statusCode).toBe(200);
    }

    const post = await call(cast, "POST", "/api/posts", "owner", {
      body: "We are hiring",
      companyId: cast.companyId,
    });
    await call(cast, "POST", `/api/posts/${post.id}/comments`, commenter, { body: "Congratulations" });
    await call(
      cast,
      "POST",
      `/api/factor/companies/${cast.companyId}/users/${productOwner.id}/products`,
      "owner",
      {
        name: "Beacon",
      },
    );
    await expectAccess(cast, photos, [["visitor", 200]]);

    await setPage(cast.companyId, false);
    try {
      await expectAccess(cast, photos, [
        ["visitor", 401],
        ["member", 200],
      ]);
    } finally {
      await setPage(cast.companyId, true);
    }
  });

  it("no longer serves a photo that is no member's any more, even when its file is left", async () => {
    const leader = await createUser(t);
    const photo = await photoOf(leader);
    await t.context.db.update(users).set({ image: null }).where(eq(users.id, leader.id));
    await expectAccess(
      cast,
      [photo],
      [
        [leader, 404],
        ["platformAdmin", 404],
      ],
    );
  });
});

describe("GET /api/files/* for an upload that belongs to nothing", () => {
  let cast: CompanyCast;
  beforeAll(async () => {
    cast = await createCompanyCast(t);
  });

  it("shows its uploader their fresh upload uncached, so a form can preview it before saving", async () => {
    const image = await uploadImage(cast.member);
    const urls = [image.url, image.thumbnailUrl ?? ""];
    await expectAccess(cast, urls, [["member", 200]]);
    expect(await cacheControl(cast, image.url, "member")).toBe(CONFIDENTIAL_CACHE);
  });

  it("serves it to nobody else, platform admins included", async () => {
    const image = await uploadImage(cast.member);
    const csv = await upload("/api/upload/csv", samples.csv(), "accounts.csv", cast.owner);
    await expectAccess(
      cast,
      [image.url, image.thumbnailUrl ?? ""],
      [
        ["visitor", 404],
        ["otherAdmin", 404],
        ["platformAdmin", 404],
      ],
    );
    await expectAccess(
      cast,
      [csv.url],
      [
        ["visitor", 404],
        ["admin", 404],
        ["platformAdmin", 404],
      ],
    );
  });

  it("stops showing it to its uploader a day after the upload", async () => {
    const document = await uploadDocument(cast.member);
    await age(document.id, UNATTACHED_PREVIEW_MS + 60_000);
    await expectAccess(cast, [document.url], [["member", 404]]);
  });

  it("answers 404 for an unknown key, a folder nothing is served from, and a stored file without a row", async () => {
    const none = "00000000-0000-0000-0000-000000000000";
    await t.context.storage.put(`csv/${none}.csv`, Buffer.from("a,b\n"));
    await t.context.storage.put(`thumbnails/${none}.webp`, await samples.png(10, 10));
    for (const key of [
      "videos/nothing.mp4",
      "documents/nothing.pdf",
      "photos/nothing.webp",
      `csv/${none}.csv`,
      `thumbnails/${none}.webp`,
      "elsewhere/nothing.webp",
    ]) {
      const response = await t.request({
        method: "GET",
        url: `/api/files/${key}`,
        cookie: cast.platformAdmin.cookie,
      });
      expect(response.statusCode, key).toBe(404);
    }
  });
});

describe("GET /api/files/* for a video, whole or in ranges", () => {
  const video = samples.mp4(10_000);
  let url: string;
  // The uploader previews their own upload: the bytes and headers are what this part checks.
  const get = (headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.request({ method, url, cookie: vendor.cookie, headers });
  beforeAll(async () => {
    url = (await upload("/api/upload/video", video, "launch.mp4")).url;
  });

  it("serves the whole video inline, announcing that it takes byte ranges", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-length": String(video.length),
      "content-disposition": `inline; filename="launch.mp4"; filename*=UTF-8''launch.mp4`,
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
    });
    expect(response.rawPayload).toEqual(video);
  });

  it.each([
    ["a closed range", "bytes=100-199", 100, 199],
    ["an open-ended range", "bytes=9000-", 9000, video.length - 1],
    ["the last bytes", "bytes=-500", video.length - 500, video.length - 1],
    ["a range running past the end", "bytes=9990-999999", 9990, video.length - 1],
  ])("answers %s with 206 and exactly those bytes", async (_label, range, start, end) => {
    const response = await get({ range });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(response.headers["content-length"]).toBe(String(end - start + 1));
    expect(response.rawPayload).toEqual(video.subarray(start, end + 1));
  });

  it("answers a range past the end with 416, the file's size and the error object", async () => {
    const response = await get({ range: `bytes=${video.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${video.length}`);
    expect(response.json()).toEqual({
      reason: "Invalid",
      messages: ["The requested range is not satisfiable."],
    });
  });

  it.each([
    ["several ranges", { range: "bytes=0-9,20-29" }],
    ["a malformed range", { range: "bytes=abc" }],
    ["a range of another unit", { range: "items=0-9" }],
    ["an If-Range this server never issued", { range: "bytes=0-9", "if-range": '"stale"' }],
  ])("sends the whole file for %s", async (_label, headers) => {
    const response = await get(headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const whole = await get({}, "HEAD");
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-length": String(video.length),
    });
    expect(whole.rawPayload.length).toBe(0);

    const part = await get({ range: "bytes=0-99" }, "HEAD");
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      "content-range": `bytes 0-99/${video.length}`,
      "content-length": "100",
    });
  });

  it("answers a refused HEAD like a refused GET", async () => {
    const response = await t.request({ method: "HEAD", url });
    expect(response.statusCode).toBe(404);
  });
});

describe("GET /api/files/* for documents and images", () => {
  const get = (url: string) => t.request({ method: "GET", url, cookie: vendor.cookie });

  it("offers a document for download under its original name, encoded per RFC 6266", async () => {
    const { url } = await upload("/api/upload/document", samples.pdf(), "Résumé (final) 100%.pdf");
    const response = await get(url);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ (final) 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25.pdf`,
    );
  });

  it("serves text documents as UTF-8 text to download, never to render", async () => {
    const { url } = await upload("/api/upload/document", Buffer.from("<script>alert(1)</script>\n"), "x.txt");
    const response = await get(url);
    expect(response.headers).toMatchObject({
      "content-type": "text/plain; charset=utf-8",
      "content-disposition": expect.stringMatching(/^attachment;/),
      "x-content-type-options": "nosniff",
    });
  });

  it("shows an image and its thumbnail inline", async () => {
    const { url, thumbnailUrl } = await upload(
      "/api/factor/upload/image",
      await samples.png(400, 300),
      "team.png",
    );
    const image = await get(url);
    expect(image.headers["content-disposition"]).toMatch(/^inline; filename="team.png"/);
    const thumbnail = await get(thumbnailUrl ?? "");
    expect(thumbnail.headers).toMatchObject({
      "content-type": "image/webp",
      "content-disposition": "inline",
    });
  });
});

describe("parseRange", () => {
  it.each([
    ["bytes=0-0", { start: 0, end: 0 }],
    ["bytes=5-", { start: 5, end: 9 }],
    ["bytes=-20", { start: 0, end: 9 }],
    ["bytes=10-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-2", null],
    ["bytes=-", null],
    [undefined, null],
  ])("reads %s of a 10-byte file as %j", (header, expected) => {
    expect(parseRange(header, 10)).toEqual(expected);
  });
});

describe("contentDisposition", () => {
  it("escapes the characters RFC 5987 forbids and keeps an ASCII fallback without quotes", () => {
    expect(contentDisposition("attachment", `it's "Q3"*.pdf`)).toBe(
      `attachment; filename="it's _Q3_*.pdf"; filename*=UTF-8''it%27s%20%22Q3%22%2A.pdf`,
    );
  });
});
