import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { UPLOAD_FILE_NAME_MAX_LENGTH, UPLOAD_MAX_BYTES } from "@common/constants";
import { uploads } from "@server/platform/database/schema/uploads";
import { type S3TestServer, startS3TestServer } from "@server/platform/storage/s3-test-server";
import { buildTestApp, createUser, setUpTestApp, type TestApp, type TestUser } from "@server/test/app";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as samples from "./sample-files";
import { acceptUpload } from "./uploads.service";

const t = setUpTestApp();
let member: TestUser;
beforeAll(async () => {
  member = await createUser(t);
});

const URLS = {
  document: "/api/upload/document",
  csv: "/api/upload/csv",
  video: "/api/upload/video",
  image: "/api/factor/upload/image",
} as const;
type Kind = keyof typeof URLS;

function upload(kind: Kind, file: Buffer, options: samples.MultipartOptions = {}, cookie = member.cookie) {
  return t.request({ method: "POST", url: URLS[kind], cookie, ...samples.multipart(file, options) });
}

/** What an upload can leave behind: rows in `uploads` and files under DATA_DIR/uploads. */
async function leftovers(app: TestApp = t) {
  const [rows] = await app.context.db.select({ value: count() }).from(uploads);
  const root = path.join(app.context.config.dataDir, "uploads");
  const files = fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => name.includes("."))
    : [];
  return { rows: rows?.value ?? 0, files: files.sort() };
}

const UUID_KEY =
  /^\/api\/files\/[a-z]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

describe("POST /api/upload/document", () => {
  it("accepts a PDF, judged from its bytes rather than the declared type, and describes it", async () => {
    const file = samples.pdf();
    const response = await upload("document", file, { fileName: "Q3 report.pdf", contentType: "text/html" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      kind: "document",
      url: expect.stringMatching(UUID_KEY),
      thumbnailUrl: null,
      contentType: "application/pdf",
      sizeBytes: file.length,
      fileName: "Q3 report.pdf",
      width: null,
      height: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [row] = await t.context.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ uploadedBy: member.id, kind: "document", storageKey: body.url.slice(11) });
    expect((await t.request({ method: "GET", url: body.url, cookie: member.cookie })).rawPayload).toEqual(
      file,
    );
  });

  it.each([
    ["a Word document", samples.office("docx"), "brief.docx", "wordprocessingml.document"],
    ["an Excel workbook", samples.office("xlsx"), "accounts.xlsx", "spreadsheetml.sheet"],
    ["a PowerPoint deck", samples.office("pptx"), "pitch.pptx", "presentationml.presentation"],
    ["plain text", Buffer.from("Agenda\n- welcome\n- roadmap\n"), "agenda.txt", "text/plain"],
    ["Markdown", Buffer.from("# Agenda\n\n* welcome\n"), "README.md", "text/markdown"],
  ])("accepts %s", async (_label, file, fileName, contentType) => {
    const response = await upload("document", file, { fileName });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: expect.stringContaining(contentType), fileName });
  });
});

describe("POST /api/upload/csv", () => {
  it("accepts CSV text and keeps it byte for byte", async () => {
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), samples.csv()]);
    const response = await upload("csv", file, { fileName: "targets.csv", contentType: "text/csv" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: "csv", contentType: "text/csv", sizeBytes: file.length });
    const download = await t.request({ method: "GET", url: response.json().url, cookie: member.cookie });
    expect(download.rawPayload).toEqual(file);
  });
});

describe("POST /api/upload/video", () => {
  it.each([
    ["MP4", samples.mp4(), "video/mp4", "mp4"],
    ["WebM", samples.webm(), "video/webm", "webm"],
    ["QuickTime", samples.quickTime(), "video/quicktime", "mov"],
  ])("accepts %s and stores exactly the bytes sent", async (_label, file, contentType, extension) => {
    const response = await upload("video", file, { fileName: `clip.${extension}` });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ kind: "video", contentType, sizeBytes: file.length, thumbnailUrl: null });
    expect(body.url).toMatch(new RegExp(`^/api/files/videos/[0-9a-f-]+\\.${extension}$`));
    expect((await t.request({ method: "GET", url: body.url, cookie: member.cookie })).rawPayload).toEqual(
      file,
    );
  });
});

describe("POST /api/factor/upload/image", () => {
  it("re-encodes the image, records its size and makes a 320 px WebP thumbnail", async () => {
    const response = await upload("image", await samples.png(800, 600), { fileName: "team.png" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ kind: "image", contentType: "image/png", width: 800, height: 600 });
    expect(body.thumbnailUrl).toMatch(/^\/api\/files\/thumbnails\/[0-9a-f-]+\.webp$/);

    const image = await t.request({ method: "GET", url: body.url, cookie: member.cookie });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "png", width: 800 });
    const thumbnail = await t.request({ method: "GET", url: body.thumbnailUrl, cookie: member.cookie });
    expect(thumbnail.headers["content-type"]).toBe("image/webp");
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 320,
      height: 240,
    });
  });

  it("strips the EXIF data a photo carries", async () => {
    const photo = await samples.jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload("image", photo, { fileName: "me.jpg" });
    expect(response.json()).toMatchObject({ contentType: "image/jpeg", width: 640, height: 480 });
    const stored = await t.request({ method: "GET", url: response.json().url, cookie: member.cookie });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    expect(stored.rawPayload.includes("Private Place 42")).toBe(false);
  });

  it("keeps every frame of an animated GIF and records one frame's height", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#f00"), await frame("#0f0")], { join: { animated: true } })
      .gif()
      .toBuffer();
    const response = await upload("image", gif, { fileName: "blink.gif" });
    expect(response.json()).toMatchObject({ contentType: "image/gif", width: 40, height: 30 });
    const stored = await t.request({ method: "GET", url: response.json().url, cookie: member.cookie });
    expect((await sharp(stored.rawPayload, { animated: true }).metadata()).pages).toBe(2);
  });
});

describe("refused uploads answer with the error object and leave nothing behind", () => {
  const truncatedPng = async () => (await samples.png(300, 300)).subarray(0, 60);
  const cases: [string, Kind, () => Buffer | Promise<Buffer>, number, string][] = [
    [
      "a shell script named .pdf",
      "document",
      () => Buffer.from("#!/bin/sh\nrm -rf /\n\0"),
      415,
      "must be a PDF",
    ],
    ["a zip that is no Office file", "document", samples.plainZip, 415, "must be a PDF"],
    ["an image as a document", "document", () => samples.png(10, 10), 415, "must be a PDF"],
    [
      "UTF-16 text as a document",
      "document",
      () => Buffer.from("\ufeffhello", "utf16le"),
      415,
      "must be a PDF",
    ],
    ["a PDF cut off before its end", "document", () => samples.pdf().subarray(0, 120), 400, "incomplete"],
    [
      "a Word file cut off before its end",
      "document",
      () => samples.office("docx").subarray(0, -30),
      400,
      "incomplete",
    ],
    ["an image named .csv", "csv", () => samples.png(10, 10), 415, "must be a CSV"],
    ["Latin-1 text as CSV", "csv", () => Buffer.from("name\nCaf\xe9\n", "latin1"), 415, "UTF-8"],
    [
      "a CSV with an unclosed quote",
      "csv",
      () => Buffer.from('name,domain\n"Acme,acme.example\n'),
      400,
      "Quote",
    ],
    ["a CSV whose rows differ in length", "csv", () => Buffer.from("a,b\n1,2,3\n"), 400, "could not be read"],
    ["a CSV with no rows", "csv", () => Buffer.from("\n\n\n"), 400, "no rows"],
    ["a PDF named .mp4", "video", samples.pdf, 415, "must be an MP4"],
    ["audio in an MP4 container", "video", samples.m4a, 415, "must be an MP4"],
    ["a PDF as an image", "image", samples.pdf, 415, "must be a JPEG"],
    [
      "an SVG image",
      "image",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      415,
      "must be a JPEG",
    ],
    ["a PNG cut off before its end", "image", truncatedPng, 400, "could not be read"],
    ["an empty document", "document", () => Buffer.alloc(0), 400, "The file is empty."],
    ["an empty CSV", "csv", () => Buffer.alloc(0), 400, "The file is empty."],
    ["an empty video", "video", () => Buffer.alloc(0), 400, "The file is empty."],
    ["an empty image", "image", () => Buffer.alloc(0), 400, "The file is empty."],
    [
      "a document over the limit",
      "document",
      () => Buffer.concat([samples.pdf(), Buffer.alloc(UPLOAD_MAX_BYTES.document)]),
      413,
      "larger than 25 MB",
    ],
    [
      "an image over the limit",
      "image",
      async () => Buffer.concat([await samples.png(), Buffer.alloc(UPLOAD_MAX_BYTES.image)]),
      413,
      "larger than 10 MB",
    ],
    ["an image of too many pixels", "image", () => samples.png(8000, 7000), 413, "megapixels"],
    ["a decompression bomb", "image", () => samples.pngBomb(30_000, 30_000, 1), 413, "megapixels"],
    ["a bomb of 60 megapixels in 60 KB", "image", () => samples.pngBomb(10_000, 6_000), 413, "megapixels"],
  ];

  it.each(cases)("refuses %s", async (_label, kind, file, status, message) => {
    const before = await leftovers();
    const response = await upload(kind, await file(), {
      fileName: `upload.${kind === "video" ? "mp4" : "pdf"}`,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ reason: "Invalid", messages: [expect.stringContaining(message)] });
    expect(await leftovers()).toEqual(before);
  });

  it("refuses an image over the limit with 413 however its bytes arrive", async () => {
    const before = await leftovers();
    // Sent in 64 KiB blocks: the 10 MiB limit falls exactly on a block boundary.
    const file = Buffer.concat([await samples.png(), Buffer.alloc(UPLOAD_MAX_BYTES.image + 100_000)]);
    const { payload, headers } = samples.multipart(file, { fileName: "poster.png" });
    const response = await t.request({
      method: "POST",
      url: URLS.image,
      cookie: member.cookie,
      headers: { ...headers, "content-length": String(payload.length) },
      payload: samples.inBlocks(payload),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ reason: "Invalid", messages: ["The image is larger than 10 MB."] });
    expect(await leftovers()).toEqual(before);
  });

  it("refuses a body that is not multipart/form-data with 415", async () => {
    const before = await leftovers();
    const response = await t.request({
      method: "POST",
      url: URLS.document,
      cookie: member.cookie,
      payload: { file: samples.pdf().toString("base64") },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      reason: "Invalid",
      messages: ["Send the file as multipart/form-data."],
    });
    expect(await leftovers()).toEqual(before);
  });

  it("refuses a form without a file, or with the file in another field, with 400", async () => {
    const before = await leftovers();
    const boundary = samples.MULTIPART_BOUNDARY;
    const onlyText = await t.request({
      method: "POST",
      url: URLS.document,
      cookie: member.cookie,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nQ3\r\n--${boundary}--\r\n`,
    });
    const otherField = await upload("document", samples.pdf(), { field: "attachment" });
    for (const response of [onlyText, otherField]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        reason: "Invalid",
        messages: ["file: attach the file in a field named file."],
      });
    }
    expect(await leftovers()).toEqual(before);
  });

  it("refuses a multipart body that stops in the middle of the file with 400", async () => {
    const before = await leftovers();
    const { payload, headers } = samples.multipart(samples.mp4(50_000), { fileName: "clip.mp4" });
    const response = await t.request({
      method: "POST",
      url: URLS.video,
      cookie: member.cookie,
      headers,
      payload: payload.subarray(0, 30_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await leftovers()).toEqual(before);
  });

  it.each(Object.keys(URLS) as Kind[])("answers a visitor 401 on the %s route", async (kind) => {
    const before = await leftovers();
    const response = await upload(kind, samples.pdf(), {}, "");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: ["Sign in to continue."] });
    expect(await leftovers()).toEqual(before);
  });
});

describe("streaming a video to storage", () => {
  /** A file stream as the multipart plugin gives it: `truncated` once the size limit cut it off. */
  function incomingVideo() {
    const stream: PassThrough & { truncated?: boolean } = new PassThrough();
    const result = acceptUpload(t.context, member.id, "video", { fileName: "long.mp4", stream });
    return { stream, result };
  }

  it("drops what it stored of a video that passes the size limit midway", async () => {
    const before = await leftovers();
    const { stream, result } = incomingVideo();
    stream.write(samples.mp4(200_000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stream.truncated = true;
    stream.end();
    await expect(result).rejects.toMatchObject({
      status: 413,
      messages: ["The video is larger than 500 MB."],
    });
    expect(await leftovers()).toEqual(before);
  });

  it("drops what it stored of a video whose upload breaks off", async () => {
    const before = await leftovers();
    const { stream, result } = incomingVideo();
    stream.write(samples.mp4(200_000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stream.destroy(new Error("Unexpected end of form"));
    await expect(result).rejects.toMatchObject({ status: 400 });
    expect(await leftovers()).toEqual(before);
  });
});

describe("the file name", () => {
  it.each([
    ["a folder path", "C:\\Users\\ana\\Q3.pdf", "Q3.pdf"],
    ["an extension disguised by a right-to-left override", "invoice\u202Efdp.exe", "invoicefdp.exe.pdf"],
    ["no extension", "Quarterly report", "Quarterly report.pdf"],
    ["only dots", "..", "document.pdf"],
    ["accents and dashes", "Résumé – 2024.pdf", "Résumé – 2024.pdf"],
  ])("is cleaned when it has %s", async (_label, fileName, shown) => {
    const response = await upload("document", samples.pdf(), { fileName });
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe(shown);
    expect(response.json().url).toMatch(UUID_KEY);
  });

  it("is shortened to the limit, keeping its extension", async () => {
    const response = await upload("document", samples.pdf(), { fileName: `${"a".repeat(300)}.pdf` });
    const { fileName } = response.json();
    expect(fileName).toHaveLength(UPLOAD_FILE_NAME_MAX_LENGTH);
    expect(fileName.endsWith("a.pdf")).toBe(true);
  });
});

describe("with STORAGE_DRIVER=s3", () => {
  let s3: S3TestServer;
  let s3App: TestApp;
  let uploader: TestUser;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    s3App = await buildTestApp(s3.env);
    uploader = await createUser(s3App);
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.close();
  });

  it("stores uploads in the bucket, not on local disk, and serves them from there", async () => {
    const file = samples.mp4(30_000);
    const response = await s3App.request({
      method: "POST",
      url: URLS.video,
      cookie: uploader.cookie,
      ...samples.multipart(file, { fileName: "demo.mp4" }),
    });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    const key = url.slice("/api/files/".length);
    expect(await s3App.context.storage.stat(key)).toEqual({ size: file.length });
    expect((await leftovers(s3App)).files).toEqual([]);

    const part = await s3App.request({
      method: "GET",
      url,
      cookie: uploader.cookie,
      headers: { range: "bytes=100-199" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(file.subarray(100, 200));
  });
});
