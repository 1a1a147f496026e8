import { randomUUID } from "node:crypto";
import net from "node:net";
import { JSON_BODY_LIMIT_BYTES } from "@common/constants";
import { createDatabase, databaseUrlOf } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { events } from "@server/platform/database/schema/events";
import { registerErrorHandler } from "@server/platform/errors";
import { buildTestApp, createUser, type TestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf, makePlatformAdmin } from "@server/test/company-cast";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "./cursor";

let t: TestApp;
let port: number;
let member: TestUser;
let platformAdmin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
  [member, platformAdmin] = await Promise.all([createUser(t), createUser(t)]);
  await makePlatformAdmin(t, platformAdmin);
});
afterAll(async () => t.close());

const refusal = (messages: string[]) => ({ reason: "Invalid", messages });

describe("the NUL character", () => {
  it("is refused in a JSON body field, naming the field, and nothing changes", async () => {
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: member.cookie,
      payload: { name: "Ada\u0000Lovelace" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(["name: must not contain the NUL character"]));
    const profile = await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie });
    expect(profile.json().name).not.toContain("Ada");
  });

  it("is refused in a post's body", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/posts",
      cookie: member.cookie,
      payload: { body: "Hello\u0000world" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(["body: must not contain the NUL character"]));
  });

  it("is refused deep in a body, naming the path to the field", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/user/delete-bulk-users",
      cookie: platformAdmin.cookie,
      payload: { userIds: [randomUUID(), "x\u0000y"] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(["userIds.1: must not contain the NUL character"]));
  });

  it("is refused in a query parameter", async () => {
    const response = await t.request({ method: "GET", url: "/api/companies?search=acme%00corp" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(["search: must not contain the NUL character"]));
  });

  it("is refused in a path parameter, and nobody is deleted", async () => {
    const before = await t.context.db.$count(users);
    const response = await t.request({
      method: "DELETE",
      url: `/api/user/${member.id}%00`,
      cookie: platformAdmin.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(["id: must not contain the NUL character"]));
    expect(await t.context.db.$count(users)).toBe(before);
  });

  it.each([
    ["request-password-reset", { email: "ada\u0000@example.com", redirectTo: "/auth/reset" }, "email"],
    ["reset-password", { token: "abc\u0000def", newPassword: "correct-horse-battery-2" }, "token"],
    ["sign-in/email", { email: "ada@example.com", password: "correct-horse\u0000battery" }, "password"],
  ])("is refused by /api/auth/%s", async (path, payload, field) => {
    const response = await t.request({ method: "POST", url: `/api/auth/${path}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal([`${field}: must not contain the NUL character`]));
  });

  it("is refused in a field's name", async () => {
    const response = await t.request({
      method: "PATCH",
      url: "/api/profile",
      cookie: member.cookie,
      payload: { "na\u0000me": "Ada" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(["na\\0me: must not contain the NUL character"]));
  });
});

describe("forged cursors", () => {
  const notACursor = refusal(["cursor: not a cursor this list gave out."]);
  const impossibleTime = encodeCursor(["2025-13-45 99:99:99+00", randomUUID()]);

  it.each(["/api/bookmarks", "/api/notifications", "/api/feed", "/api/events", "/api/content"])(
    "%s refuses a cursor whose time does not exist with 400",
    async (url) => {
      const response = await t.request({
        method: "GET",
        url: `${url}?cursor=${impossibleTime}`,
        cookie: member.cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(notACursor);
    },
  );

  it("the company directory refuses a cursor whose name holds the NUL character", async () => {
    const cursor = encodeCursor([false, "acme\u0000", randomUUID()]);
    const response = await t.request({ method: "GET", url: `/api/companies?cursor=${cursor}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notACursor);
  });

  it("a reference list refuses a cursor whose position PostgreSQL's integer cannot hold", async () => {
    const cursor = encodeCursor([0, 0, 1e12, "banking", randomUUID()]);
    const response = await t.request({ method: "GET", url: `/api/industries/short?cursor=${cursor}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notACursor);
  });
});

describe("times PostgreSQL cannot store", () => {
  it("an event starting past year 9999 in UTC is refused with 400 and not created", async () => {
    const vendor = await createUser(t, vendorSignUp());
    const before = await t.context.db.$count(events);
    const response = await t.request({
      method: "POST",
      url: "/api/events",
      cookie: vendor.cookie,
      payload: {
        title: "Roundtable at the end of time",
        format: "virtual",
        onlineUrl: "https://meet.example.com/end",
        timeZone: "Pacific/Kiritimati",
        startsAt: "9999-12-31T20:00:00-15:00",
        endsAt: "9999-12-31T22:00:00-15:00",
        hubs: ["cio"],
        hostCompanyId: await companyIdOf(t, vendor),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal([
        "startsAt: startsAt must be an ISO 8601 date and time",
        "endsAt: endsAt must be an ISO 8601 date and time",
      ]),
    );
    expect(await t.context.db.$count(events)).toBe(before);
  });
});

/** An app with only the error handler and one route that runs `query`, to see how a failure is answered. */
async function appFailingWith(query: () => Promise<unknown>) {
  const logs: { level: number; msg: string }[] = [];
  const logger: FastifyBaseLogger = pino(
    { level: "info" },
    { write: (line: string) => logs.push(JSON.parse(line)) },
  );
  const app = Fastify({ loggerInstance: logger });
  registerErrorHandler(app);
  app.get("/run", async () => {
    await query();
    return { ok: true };
  });
  await app.ready();
  return { app, logs };
}

describe("database errors", () => {
  it.each([
    ["a failed cast (22P02)", sql`select ${"twelve"}::int`],
    ["the NUL character (22021)", sql`select ${"a\u0000b"}::text`],
    ["a number out of range (22003)", sql`select ${"99999999999"}::int`],
    ["a division by zero (22012)", sql`select 1 / ${0}::int`],
    ["an impossible time (22008)", sql`select ${"2025-13-45 99:99:99+00"}::timestamptz`],
  ])("%s answers 400, says nothing of SQL, and is logged as a defect", async (_label, query) => {
    const { app, logs } = await appFailingWith(() => t.context.db.execute(query));
    const response = await app.inject({ method: "GET", url: "/run" });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(["A value in the request is not valid."]));
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 50, msg: "defect: database rejected a value the schema let through" }),
    );
  });

  const unavailable = {
    reason: "Failure",
    messages: ["Summit is briefly unavailable. Try again in a few seconds."],
  };

  it("a connection the database ends (57P01, as when it shuts down) answers 503 with Retry-After", async () => {
    const db = createDatabase(databaseUrlOf(t.context.db), { max: 1 });
    db.$client.on("error", () => undefined);
    const { app } = await appFailingWith(() =>
      db.execute(sql`select pg_terminate_backend(pg_backend_pid())`),
    );
    const response = await app.inject({ method: "GET", url: "/run" });
    await app.close();
    await db.$client.end();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual(unavailable);
  });

  it("a database that refuses connections answers 503 with Retry-After", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const db = createDatabase(`postgres://summit@127.0.0.1:${closedPort}/summit`, { max: 1 });
    const { app } = await appFailingWith(() => db.execute(sql`select 1`));
    const response = await app.inject({ method: "GET", url: "/run" });
    await app.close();
    await db.$client.end();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual(unavailable);
  });

  it("a request that waits for an exhausted pool gets 503 with Retry-After within a few seconds", async () => {
    const pool = t.context.db.$client;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const started = Date.now();
      const response = await t.request({ method: "GET", url: "/api/companies" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual(unavailable);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const client of held) client.release();
    }
  });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are on a socket of its own and reads the answer until the server closes the
 * connection; fails when it does not within 5 s.
 */
function sendRaw(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer: ${Buffer.concat(chunks).toString()}`));
    }, 5000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString();
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(request);
  });
}

const get = (target: string, headers = "Host: localhost\r\n") =>
  `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

describe("refusals made by Fastify and Node", () => {
  const expectErrorObject = (response: RawResponse, status: number, reason: string) => {
    expect(response.status).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = JSON.parse(response.body);
    expect(body).toEqual({ reason, messages: [expect.any(String)] });
    // The message names the problem without echoing what was sent.
    expect(body.messages[0].length).toBeLessThan(200);
  };

  it.each([
    [
      "headers over 16 KB",
      get("/api/health", `Host: localhost\r\nX-Padding: ${"x".repeat(20_000)}\r\n`),
      431,
    ],
    ["a URL over 16 KB", get(`/api/health?q=${"x".repeat(20_000)}`), 431],
    ["a 2 KB path parameter", get(`/api/companies/${"a".repeat(2000)}`), 414],
    ["a path that cannot be decoded", get("/api/companies/%zz"), 400],
    ["an unknown method", "FROB /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
    ["bytes that are not HTTP", "hello\r\n\r\n", 400],
    [
      "both Content-Length and chunked",
      "POST /api/auth/sign-out HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      400,
    ],
    ["an Expect other than 100-continue", get("/api/health", "Host: localhost\r\nExpect: coffee\r\n"), 417],
    ["an HTTP/1.1 request without Host", "GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n", 400],
  ])("%s gets its status and the error object", async (_label, request, status) => {
    expectErrorObject(await sendRaw(request), status, "Invalid");
  });

  // These already answered with the error object; they stay so.
  const post = (headers: string, body = "") =>
    `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n${body}`;
  it.each([
    [
      "a method no route has",
      "PROPFIND /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      404,
      "NotFound",
    ],
    ["malformed JSON", post("Content-Type: application/json\r\nContent-Length: 1\r\n", "{"), 400, "Invalid"],
    [
      "a body over the limit",
      post(`Content-Type: application/json\r\nContent-Length: ${JSON_BODY_LIMIT_BYTES + 1}\r\n`),
      413,
      "Invalid",
    ],
    [
      "a media type no route reads",
      post("Content-Type: application/xml\r\nContent-Length: 4\r\n", "<a/>"),
      415,
      "Invalid",
    ],
  ])("%s gets its status and the error object", async (_label, request, status, reason) => {
    expectErrorObject(await sendRaw(request), status, reason);
  });

  it("a request that times out gets 408 with the error object, then the connection closes", async () => {
    const arrived = new Promise<net.Socket>((resolve) => t.app.server.once("connection", resolve));
    const response = sendRaw("GET /api/health HTTP/1.1\r\nHost: local");
    const serverSide = await arrived;
    // What Node's HTTP server does when headersTimeout or requestTimeout runs out.
    t.app.server.emit(
      "clientError",
      Object.assign(new Error("Request timeout"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }),
      serverSide,
    );
    const answer = await response;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      reason: "Failure",
      messages: ["The request took too long to arrive."],
    });
  });
});
