// The live stream across instances: two apps on one database, as two servers behind a load
// balancer would be. A notification created through one reaches a stream open on the other.
import type { AddressInfo } from "node:net";
import { buildApp } from "@server/app";
import { createDatabase, databaseUrlOf } from "@server/platform/database/client";
import { createContext } from "@server/server";
import { createUser, leaderSignUp, setUpTestApp, type TestUser } from "@server/test/app";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";

const t = setUpTestApp();
let other: FastifyInstance;
let otherUrl: string;
let closeOther: () => Promise<void>;

beforeAll(async () => {
  const db = createDatabase(databaseUrlOf(t.context.db), { max: 3 });
  const logger = pino({ level: "silent" });
  const context = createContext(t.context.config, db, logger);
  other = await buildApp({ context, logger });
  await other.listen({ port: 0, host: "127.0.0.1" });
  otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  closeOther = async () => {
    await other.close();
    await db.$client.end();
  };
});
afterAll(async () => {
  await closeOther();
});

interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** Opens the stream on the second instance and collects its events as they arrive. */
async function openStream(user: TestUser, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${otherUrl}/api/notifications/stream`, {
    headers: { cookie: user.cookie, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffer += chunk.value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((line) => line && !line.startsWith(":"))
              .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
          );
          if (fields.event) {
            events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? "null") });
            for (const wake of waiters.splice(0)) wake();
          }
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  /** Waits until an event matches, failing after a few seconds. */
  const next = async (match: (event: StreamEvent) => boolean): Promise<StreamEvent> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { response, events, next, close: () => controller.abort() };
}

async function newPost(author: TestUser) {
  const response = await t.request({
    method: "POST",
    url: "/api/posts",
    cookie: author.cookie,
    payload: { body: "Which observability stack do you run?", hub: "cio" },
  });
  return response.json().id as string;
}

const commentOn = (postId: string, user: TestUser) =>
  t.request({
    method: "POST",
    url: `/api/posts/${postId}/comments`,
    cookie: user.cookie,
    payload: { body: "We use OpenTelemetry" },
  });

it("answers a visitor with 401 and the error object", async () => {
  const response = await fetch(`${otherUrl}/api/notifications/stream`);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ reason: "AccessDenied", messages: [expect.any(String)] });
});

it("delivers a notification made through one instance to a stream open on another, and resumes after a drop", async () => {
  const [author, ana, ben] = await Promise.all([
    createUser(t, leaderSignUp()),
    createUser(t, leaderSignUp({ name: "Ana Silva" })),
    createUser(t, leaderSignUp({ name: "Ben Okafor" })),
  ]);
  const postId = await newPost(author);

  const stream = await openStream(author);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const opened = await stream.next((event) => event.event === "unread");
  expect(opened.data).toEqual({ count: 0 });
  expect(opened.id).toMatch(/^\d+$/);

  expect((await commentOn(postId, ana)).statusCode).toBe(201);
  const live = await stream.next((event) => event.event === "notification");
  expect(live.data).toMatchObject({
    kind: "post_comment",
    actor: { name: "Ana Silva" },
    othersCount: 0,
    read: false,
  });
  await stream.next((event) => event.event === "unread" && (event.data as { count: number }).count === 1);

  // The connection drops; meanwhile Ben comments too. Resuming from the last id sends the grouped
  // notification, once.
  stream.close();
  expect((await commentOn(postId, ben)).statusCode).toBe(201);
  const resumed = await openStream(author, live.id);
  const missed = await resumed.next((event) => event.event === "notification");
  expect(missed.data).toMatchObject({
    id: (live.data as { id: string }).id,
    actor: { name: "Ben Okafor" },
    othersCount: 1,
  });
  await resumed.next((event) => event.event === "unread");
  expect(resumed.events.filter((event) => event.event === "notification")).toHaveLength(1);

  // Reading it elsewhere reaches the stream too.
  await t.request({ method: "POST", url: "/api/notifications/read-all", cookie: author.cookie });
  await resumed.next((event) => event.event === "read");
  await resumed.next((event) => event.event === "unread" && (event.data as { count: number }).count === 0);
  resumed.close();
});

it("sends another member's notifications only to them", async () => {
  const [author, bystander, ana] = await Promise.all([
    createUser(t, leaderSignUp()),
    createUser(t, leaderSignUp()),
    createUser(t, leaderSignUp()),
  ]);
  const postId = await newPost(author);
  const watching = await openStream(bystander);
  await watching.next((event) => event.event === "unread");
  const authorStream = await openStream(author);
  await authorStream.next((event) => event.event === "unread");

  await commentOn(postId, ana);
  await authorStream.next((event) => event.event === "notification");
  expect(watching.events.map((event) => event.event)).toEqual(["unread"]);
  watching.close();
  authorStream.close();
});

it("ends a stream on one instance within a second of its session ending on the other", async () => {
  const member = await createUser(t, leaderSignUp());
  const response = await fetch(`${otherUrl}/api/notifications/stream`, {
    headers: { cookie: member.cookie },
  });
  expect(response.status).toBe(200);
  // Registered with the instance by the time its headers arrive.
  const whole = response.text();
  const signedOut = await t.request({
    method: "POST",
    url: "/api/auth/sign-out",
    cookie: member.cookie,
    headers: { origin: "http://localhost:3000" },
    payload: {},
  });
  expect(signedOut.statusCode).toBe(200);
  const ended = await Promise.race([
    whole,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
  ]);
  // Told to come back soon, and then refused: the session is gone.
  expect(ended).toMatch(/retry: \d+\n\n$/);
  const again = await fetch(`${otherUrl}/api/notifications/stream`, { headers: { cookie: member.cookie } });
  expect(again.status).toBe(401);
});
