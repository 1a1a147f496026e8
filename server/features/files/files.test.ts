import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/database/schema/auth";
import { buildTestApp, createUser, type TestApp, type TestUser, vendorSignUp } from "../../test/app";
import * as samples from "../uploads/sample-files";
import { contentDisposition, parseRange } from "./files.service";

let t: TestApp;
let vendor: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = await createUser(t, vendorSignUp());
});
afterAll(() => t.close());

async function upload(url: string, file: Buffer, fileName: string, cookie = vendor.cookie) {
  const response = await t.request({ method: "POST", url, cookie, ...samples.multipart(file, { fileName }) });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json() as { url: string; thumbnailUrl: string | null };
}

describe("GET /api/files/* for a video", () => {
  const video = samples.mp4(10_000);
  let url: string;
  beforeAll(async () => {
    url = (await upload("/api/upload/video", video, "launch.mp4")).url;
  });

  it("serves the whole video inline, announcing that it takes byte ranges", async () => {
    const response = await t.request({ method: "GET", url });
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
    const response = await t.request({ method: "GET", url, headers: { range } });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(response.headers["content-length"]).toBe(String(end - start + 1));
    expect(response.rawPayload).toEqual(video.subarray(start, end + 1));
  });

  it("answers a range past the end with 416, the file's size and the error object", async () => {
    const response = await t.request({ method: "GET", url, headers: { range: `bytes=${video.length}-` } });
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
    const response = await t.request({ method: "GET", url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const whole = await t.request({ method: "HEAD", url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-length": String(video.length),
    });
    expect(whole.rawPayload.length).toBe(0);

    const part = await t.request({ method: "HEAD", url, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      "content-range": `bytes 0-99/${video.length}`,
      "content-length": "100",
    });
  });
});

describe("GET /api/files/* for documents and images", () => {
  it("offers a document for download under its original name, encoded per RFC 6266", async () => {
    const { url } = await upload("/api/upload/document", samples.pdf(), "Résumé (final) 100%.pdf");
    const response = await t.request({ method: "GET", url });
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ (final) 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25.pdf`,
    );
  });

  it("serves text documents as UTF-8 text to download, never to render", async () => {
    const { url } = await upload("/api/upload/document", Buffer.from("<script>alert(1)</script>\n"), "x.txt");
    const response = await t.request({ method: "GET", url });
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
    const image = await t.request({ method: "GET", url });
    expect(image.headers["content-disposition"]).toMatch(/^inline; filename="team.png"/);
    const thumbnail = await t.request({ method: "GET", url: thumbnailUrl ?? "" });
    expect(thumbnail.headers).toMatchObject({
      "content-type": "image/webp",
      "content-disposition": "inline",
    });
  });

  it("answers 404 for an unknown key, and never serves a stored CSV or document that has no row", async () => {
    for (const key of [
      "videos/nothing.mp4",
      "csv/nothing.csv",
      "documents/nothing.pdf",
      "photos/nothing.webp",
    ]) {
      expect((await t.request({ method: "GET", url: `/api/files/${key}` })).statusCode).toBe(404);
    }
    await t.context.storage.put("csv/00000000-0000-0000-0000-000000000000.csv", Buffer.from("a,b\n"));
    const orphan = await t.request({
      method: "GET",
      url: "/api/files/csv/00000000-0000-0000-0000-000000000000.csv",
    });
    expect(orphan.statusCode).toBe(404);
  });
});

describe("GET /api/files/* for an account CSV", () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload("/api/upload/csv", samples.csv(), "target accounts.csv")).url;
  });

  it("serves it to its uploader as a download that is not cached", async () => {
    const response = await t.request({ method: "GET", url, cookie: vendor.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="target accounts.csv"; filename*=UTF-8''target%20accounts.csv`,
      "cache-control": "private, no-store",
    });
    expect(response.rawPayload).toEqual(samples.csv());
  });

  it("asks a visitor to sign in", async () => {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode).toBe(401);
    }
    expect((await t.request({ method: "GET", url })).json()).toEqual({
      reason: "AccessDenied",
      messages: ["Sign in to continue."],
    });
  });

  it("refuses any other member, leader or vendor", async () => {
    for (const other of [await createUser(t), await createUser(t, vendorSignUp())]) {
      const response = await t.request({
        method: "GET",
        url,
        cookie: other.cookie,
        headers: { range: "bytes=0-3" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().reason).toBe("AccessDenied");
    }
  });

  it("serves it to a platform admin", async () => {
    const admin = await createUser(t);
    await t.context.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.id));
    const response = await t.request({ method: "GET", url, cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(samples.csv());
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
