// Uploads made to attack Summit or its members: decompression bombs, polyglot files, script
// disguised as an image or a document, and file names that try to leave the upload folder. Each is
// refused with nothing left behind, or stored so that it can do no harm when it is served.
import fs from "node:fs";
import path from "node:path";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, setUpTestApp, type TestUser } from "@server/test/app";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as samples from "./sample-files";

const t = setUpTestApp();
let member: TestUser;
beforeAll(async () => {
  member = await createUser(t);
});

const URLS = { document: "/api/upload/document", image: "/api/factor/upload/image" } as const;

function upload(kind: keyof typeof URLS, file: Buffer, options: samples.MultipartOptions = {}) {
  return t.request({
    method: "POST",
    url: URLS[kind],
    cookie: member.cookie,
    ...samples.multipart(file, options),
  });
}

/** Every file under DATA_DIR, and the upload rows. */
async function leftovers() {
  const [rows] = await t.context.db.select({ value: count() }).from(uploads);
  const files = fs
    .readdirSync(t.context.config.dataDir, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(t.context.config.dataDir, name)).isFile());
  return { rows: rows?.value ?? 0, files: files.sort() };
}

const SCRIPT = "<script>document.title='owned'</script>";

describe("uploads under attack", () => {
  it("refuses an image that declares 50,000 x 50,000 pixels before decoding it, leaving nothing", async () => {
    const before = await leftovers();
    const bomb = samples.pngBomb(50_000, 50_000, 1);
    expect(bomb.length).toBeLessThan(100_000);
    const response = await upload("image", bomb, { fileName: "bomb.png", contentType: "image/png" });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ reason: "Invalid", messages: [expect.stringContaining("megapixels")] });
    expect(await leftovers()).toEqual(before);
  });

  it("stores a JPEG with HTML appended (a polyglot) re-encoded, without the HTML, served as an image", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from(`<html><body>${SCRIPT}</body></html>`)]);
    const response = await upload("image", polyglot, { fileName: "photo.html", contentType: "text/html" });
    expect(response.statusCode).toBe(201);
    const { url, fileName } = response.json();
    expect(fileName).toBe("photo.html.jpg");

    const served = await t.request({ method: "GET", url, cookie: member.cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.includes("<script")).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("jpeg");
  });

  it("refuses a GIF header followed by script (a GIF/JavaScript polyglot), leaving nothing", async () => {
    const before = await leftovers();
    const response = await upload("image", Buffer.from(`GIF89a/*\x00\x00*/=1;${SCRIPT}`), {
      fileName: "avatar.gif",
      contentType: "image/gif",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ reason: "Invalid", messages: [expect.any(String)] });
    expect(await leftovers()).toEqual(before);
  });

  it("refuses an SVG with script as an image, leaving nothing", async () => {
    const before = await leftovers();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`;
    const response = await upload("image", Buffer.from(svg), {
      fileName: "logo.svg",
      contentType: "image/svg+xml",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().reason).toBe("Invalid");
    expect(await leftovers()).toEqual(before);
  });

  it.each([
    [
      "an SVG with script",
      "logo.svg",
      "image/svg+xml",
      `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
    ],
    ["an HTML page", "page.html", "text/html", `<!doctype html><html><body>${SCRIPT}</body></html>`],
  ])(
    "keeps %s sent as a document as plain text, served as a download that runs nothing",
    async (_label, fileName, contentType, text) => {
      const response = await upload("document", Buffer.from(text), { fileName, contentType });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.contentType).toBe("text/plain");
      expect(body.fileName).toBe(`${fileName}.txt`);
      const served = await t.request({ method: "GET", url: body.url, cookie: member.cookie });
      expect(served.headers["content-type"]).toMatch(/^text\/plain/);
      expect(served.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-security-policy"]).toContain("sandbox");
    },
  );

  it("serves a PDF that carries HTML as a download that no browser renders as a page", async () => {
    const pdf = samples.pdf();
    const polyglot = Buffer.concat([pdf, Buffer.from(`\n<html>${SCRIPT}</html>\n`)]);
    const response = await upload("document", polyglot, { fileName: "report.pdf" });
    expect(response.statusCode).toBe(201);
    const served = await t.request({ method: "GET", url: response.json().url, cookie: member.cookie });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
  });

  it.each([
    "../../../../etc/passwd.pdf",
    "..\\..\\..\\Windows\\System32\\evil.pdf",
    "/etc/cron.d/evil.pdf",
    "%2e%2e%2f%2e%2e%2fevil.pdf",
    "evil.pdf\u0000.sh",
  ])("keeps a file named %j inside the upload folder, under a name of Summit's making", async (fileName) => {
    const folder = path.join(t.context.config.dataDir, "uploads", "documents");
    const response = await upload("document", samples.pdf(), { fileName });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.url).toMatch(/^\/api\/files\/documents\/[0-9a-f-]{36}\.pdf$/);
    expect(body.fileName).not.toMatch(/[/\\]/);
    expect(body.fileName).not.toContain("\u0000");
    expect(body.fileName.endsWith(".pdf")).toBe(true);
    expect(fs.existsSync(path.join(folder, path.basename(body.url)))).toBe(true);
    // Nothing was written where the name points.
    expect(fs.existsSync(path.resolve(folder, fileName))).toBe(false);
  });
});
