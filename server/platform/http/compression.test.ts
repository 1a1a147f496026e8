// What a client receives compressed and what it receives as stored: the web app's build-time .br
// and .gz files, JSON compressed on the fly above a size, and files and the live stream never.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import * as samples from "@server/features/uploads/sample-files";
import { buildTestApp, createUser, type TestApp, vendorSignUp } from "@server/test/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

const INDEX_HTML = `<!doctype html><title>Summit</title><div id=root></div>${"<!-- padding -->".repeat(20)}`;
const ASSET = `console.log(${JSON.stringify("summit ".repeat(200))});`;
const WEB = path.resolve(import.meta.dirname, "../../../web");
const ROBOTS_TXT = fs.readFileSync(path.join(WEB, "public/robots.txt"), "utf8");

let t: TestApp;
let webRoot: string;

/** A built file with the .br and .gz siblings the build writes beside it. */
function writeBuilt(file: string, content: string) {
  fs.writeFileSync(path.join(webRoot, file), content);
  fs.writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(content));
  fs.writeFileSync(path.join(webRoot, `${file}.gz`), gzipSync(content));
}

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "summit-web-"));
  // As the build does: web/public copied as it is, beside the built page and hashed assets.
  fs.cpSync(path.join(WEB, "public"), webRoot, { recursive: true });
  fs.mkdirSync(path.join(webRoot, "assets"));
  writeBuilt("index.html", INDEX_HTML);
  writeBuilt("assets/app-1a2b3c.js", ASSET);
  t = await buildTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.request({
    method: "GET",
    url,
    headers: { ...headers, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
  });

describe("the web app's files", () => {
  it("sends a hashed asset's Brotli file to a client that accepts br, cached for good", async () => {
    const response = await get("/assets/app-1a2b3c.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(?:application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it("sends the gzip file to a client that accepts only gzip", async () => {
    const response = await get("/assets/app-1a2b3c.js", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it("sends the file itself to a client that accepts no encoding", async () => {
    const response = await get("/assets/app-1a2b3c.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(ASSET);
  });

  it.each(["/", "/companies/123", "/index.html"])(
    "sends index.html at %s compressed, revalidated on every visit",
    async (url) => {
      const response = await get(url, "br, gzip");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    },
  );

  it("keeps index.html uncached for a client that accepts no encoding", async () => {
    const response = await get("/");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(INDEX_HTML);
  });

  it("serves robots.txt as text, not the app page, with a short cache", async () => {
    const response = await get("/robots.txt", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toBe(ROBOTS_TXT);
  });

  it("lets crawlers read every page and keeps them out of the API", () => {
    const rules = ROBOTS_TXT.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual(["User-agent: *", "Allow: /", "Disallow: /api/"]);
  });

  it("serves the icon web/index.html links to", async () => {
    const html = fs.readFileSync(path.join(WEB, "index.html"), "utf8");
    const icon = html.match(/<link rel="icon" type="([^"]+)" href="([^"]+)"/);
    expect(icon).not.toBeNull();
    const response = await get(icon?.[2] ?? "", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["content-type"]).split(";")[0]).toBe(icon?.[1]);
  });

  it.each(["/favicon.ico", "/sitemap.xml", "/assets/app-0ld0ld.js"])(
    "answers a missing file (%s) with 404, not the app page",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ reason: "NotFound", messages: [expect.any(String)] });
    },
  );
});

describe("API responses", () => {
  it("compresses a JSON list above the threshold, decoding to the same JSON", async () => {
    const plain = await get("/api/industries/short");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    // A browser takes both; gzip is cheaper to make for what it saves (compression.ts).
    const gzip = await get("/api/industries/short", "gzip, deflate, br, zstd");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const br = await get("/api/industries/short", "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a small JSON body as it is", async () => {
    const response = await get("/api/health", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("never compresses a file download, whole or a range of it", async () => {
    const vendor = await createUser(t, vendorSignUp());
    const csv = Buffer.from(`Company,Domain\n${"Acme Corp,acme.com\n".repeat(200)}`);
    const uploaded = await t.request({
      method: "POST",
      url: "/api/upload/csv",
      cookie: vendor.cookie,
      ...samples.multipart(csv, { fileName: "targets.csv", contentType: "text/csv" }),
    });
    expect(uploaded.statusCode).toBe(201);
    const url: string = uploaded.json().url;
    const headers = { cookie: vendor.cookie };

    const whole = await get(url, "br, gzip", headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.rawPayload.equals(csv)).toBe(true);

    const range = await get(url, "br, gzip", { ...headers, range: "bytes=0-1999" });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.rawPayload.equals(csv.subarray(0, 2000))).toBe(true);

    // An If-Range makes it the whole file again (200), still as stored.
    const ignoredRange = await get(url, "br, gzip", { ...headers, range: "bytes=0-9", "if-range": "x" });
    expect(ignoredRange.statusCode).toBe(200);
    expect(ignoredRange.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the notification stream uncompressed, each event as it happens", async () => {
    const member = await createUser(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const request = http.get({
      host: "127.0.0.1",
      port,
      path: "/api/notifications/stream",
      headers: { cookie: member.cookie, "accept-encoding": "br, gzip" },
    });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        request.on("response", resolve).on("error", reject),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(response.headers["content-encoding"]).toBeUndefined();
      // The first event arrives readable on its own, while the stream stays open.
      let received = "";
      for await (const chunk of response) {
        received += chunk.toString();
        if (received.includes("event: unread")) break;
      }
      expect(received).toMatch(/event: unread\ndata: \{"count":0\}\n\n/);
    } finally {
      request.destroy();
    }
  });
});
