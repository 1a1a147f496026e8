import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT_BYTES } from "../common/constants";
import { buildTestApp, createUser, type TestApp } from "./test/app";

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "summit-web-"));
  fs.writeFileSync(
    path.join(webRoot, "index.html"),
    "<!doctype html><title>Summit</title><div id=root></div>",
  );
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "assets", "app-1a2b.js"), "console.log('summit')");
  t = await buildTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe("the error object", () => {
  it("answers an unknown API path with 404 NotFound", async () => {
    const response = await t.request({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      reason: "NotFound",
      messages: ["No route for GET /api/no-such-thing."],
    });
  });

  it("answers malformed JSON with 400 Invalid", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: user.cookie,
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
  });

  it("answers an oversized body with 413 and the error object", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: user.cookie,
      payload: { name: "x".repeat(JSON_BODY_LIMIT_BYTES + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ reason: "Invalid", messages: ["The request body is too large."] });
  });

  it("answers an unsupported content type with 415", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: user.cookie,
      headers: { "content-type": "application/xml" },
      payload: "<name>x</name>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().reason).toBe("Invalid");
  });

  it("answers wrong field types with 400 naming the field", async () => {
    const user = await createUser(t);
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: user.cookie,
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(response.json().messages[0]).toMatch(/^name: /);
  });
});

describe("hardening", () => {
  it("sends security headers with a Content-Security-Policy and a request id", async () => {
    const response = await t.request({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the web app", () => {
  it.each(["/", "/account?tab=billing", "/companies/123"])(
    "serves index.html at %s so client-side routing works",
    async (url) => {
      const response = await t.request({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
    },
  );

  it("serves built assets with long-lived caching", async () => {
    const response = await t.request({ method: "GET", url: "/assets/app-1a2b.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("sends the document policies with pages, and only what applies to a script with hashed assets", async () => {
    const page = await t.request({ method: "GET", url: "/discover" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");

    const script = await t.request({ method: "GET", url: "/assets/app-1a2b.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-frame-options"]).toBeUndefined();
    expect(script.headers["strict-transport-security"]).toBeUndefined();
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
