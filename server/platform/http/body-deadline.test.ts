// Bodies that arrive too slowly, sent over a real socket as a slow or stalled client sends them.
import net, { type AddressInfo } from "node:net";
import { inBlocks, MULTIPART_BOUNDARY, multipart, png } from "@server/features/uploads/sample-files";
import { buildTestApp, createUser, type TestApp, type TestUser } from "@server/test/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_DEADLINE } from "./body-deadline";

const SHORT = { bodyMs: 600, uploadWindowMs: 600, uploadMinBytes: 32 * 1024 };
/** Time allowed past a bound for sampling and the answer's way back. */
const SLACK_MS = 1000;
const TIMED_OUT = {
  reason: "Failure",
  messages: ["The request body arrived too slowly; the connection was closed. Send it again."],
};

const defaults = { ...BODY_DEADLINE };
let t: TestApp;
let member: TestUser;
let port: number;
beforeAll(async () => {
  Object.assign(BODY_DEADLINE, SHORT);
  t = await buildTestApp();
  member = await createUser(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  Object.assign(BODY_DEADLINE, defaults);
});

interface RawResponse {
  status: number;
  headers: string;
  body: string;
  /** From the first byte sent to the connection's close. */
  elapsedMs: number;
}

/**
 * Sends the request's head and the start of its body, then `more` (if given) piece by piece every
 * `everyMs`; resolves once the server has closed the connection.
 */
function send(head: string, start: Buffer | string, more: Buffer[] = [], everyMs = 50): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const startedAt = Date.now();
    socket.on("connect", () => {
      socket.write(`${head}\r\n\r\n`);
      socket.write(start);
      const pieces = [...more];
      timer = setInterval(() => {
        const piece = pieces.shift();
        if (piece && socket.writable) socket.write(piece);
        else clearInterval(timer);
      }, everyMs);
    });
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      clearInterval(timer);
      const text = Buffer.concat(received).toString("utf8");
      const [headers = "", body = ""] = text.split("\r\n\r\n");
      resolve({
        status: Number(headers.split(" ")[1]),
        headers: headers.toLowerCase(),
        body,
        elapsedMs: Date.now() - startedAt,
      });
    });
  });
}

const requestHead = (method: string, url: string, headers: Record<string, string | number>) =>
  [
    `${method} ${url} HTTP/1.1`,
    "Host: 127.0.0.1",
    `Cookie: ${member.cookie}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");

describe("a JSON body", () => {
  it("that trickles in is answered 408 with the error object once bodyMs has passed", async () => {
    const body = `{"name":"${"a".repeat(80)}"}`;
    const head = requestHead("PATCH", "/api/profile", {
      "Content-Type": "application/json",
      "Content-Length": body.length,
    });
    // One byte every 50 ms: the connection is never idle, yet the body would take 4 s.
    const response = await send(
      head,
      body.slice(0, 9),
      [...body.slice(9)].map((c) => Buffer.from(c)),
    );

    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual(TIMED_OUT);
    expect(response.headers).toContain("connection: close");
    expect(response.elapsedMs).toBeGreaterThanOrEqual(SHORT.bodyMs);
    expect(response.elapsedMs).toBeLessThan(SHORT.bodyMs + SLACK_MS);
    const profile = await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie });
    expect(profile.json().name).not.toContain("aaa");
  });
});

describe("an upload", () => {
  it("that stalls is answered 408 with the error object and stores nothing", async () => {
    const photo = await png(64, 64);
    const { payload } = multipart(photo, { fileName: "me.png", contentType: "image/png" });
    const head = requestHead("PUT", "/api/profile/photo", {
      "Content-Type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      "Content-Length": payload.length,
    });
    // The part's headers and a few bytes of the file, then nothing.
    const response = await send(head, payload.subarray(0, 300));

    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual(TIMED_OUT);
    expect(response.headers).toContain("connection: close");
    expect(response.elapsedMs).toBeGreaterThanOrEqual(SHORT.uploadWindowMs);
    expect(response.elapsedMs).toBeLessThan(SHORT.uploadWindowMs + SLACK_MS);
    const profile = await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie });
    expect(profile.json().photoUrl).toBeNull();
  });

  it("that keeps up the minimum rate may take longer than a JSON body", async () => {
    const file = Buffer.concat([await png(64, 64), Buffer.alloc(400 * 1024)]);
    const { payload } = multipart(file, { fileName: "me.png", contentType: "image/png" });
    const head = requestHead("PUT", "/api/profile/photo", {
      "Content-Type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      "Content-Length": payload.length,
      Connection: "close",
    });
    const blocks: Buffer[] = [];
    for await (const block of inBlocks(payload)) blocks.push(block);
    // 64 KiB every 200 ms, well above the minimum, for some 1.4 s: twice what a JSON body gets.
    const response = await send(head, blocks[0] ?? "", blocks.slice(1), 200);

    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).photoUrl).toMatch(/^\/api\/files\/photos\//);
    expect(response.elapsedMs).toBeGreaterThan(2 * SHORT.bodyMs);
  });
});
