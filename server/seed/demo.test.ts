import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, sessionCookie, type TestApp } from "../test/app";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoData } from "./demo";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.context, pino({ level: "silent" }));
}, 60_000);
afterAll(() => t.close());

async function signIn(local: string): Promise<string> {
  const response = await t.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: `${local}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

describe("demo data", () => {
  it("gives the demo CIO a feed of conversations with comments and likes, and followed companies' posts", async () => {
    const cookie = await signIn("ana.ruiz");
    const feed = await t.request({ method: "GET", url: "/api/feed?hub=cio", cookie });
    expect(feed.statusCode).toBe(200);
    const items: { body: string; commentCount: number; reactionCount: number; company: unknown }[] =
      feed.json().items;
    const consolidation = items.find((post) => post.body.includes("service management"));
    expect(consolidation).toMatchObject({ commentCount: 4, reactionCount: 3, company: null });
    expect(items.some((post) => post.company !== null)).toBe(true);
  });

  it("threads replies under the comment they answer, in the order they were written", async () => {
    const cookie = await signIn("priya.nair");
    const feed = await t.request({ method: "GET", url: "/api/feed?hub=cio", cookie });
    const post = feed.json().items.find((item: { body: string }) => item.body.includes("service management"));
    const comments = await t.request({ method: "GET", url: `/api/posts/${post.id}/comments`, cookie });
    const [first] = comments.json().items;
    expect(first.replies.map((reply: { body: string }) => reply.body.slice(0, 20))).toEqual([
      "Six weeks is about w",
      "Only until they saw ",
    ]);
  });

  it("loads only into an empty database", async () => {
    await seedDemoData(t.context, pino({ level: "silent" }));
    const cookie = await signIn("ana.ruiz");
    const feed = await t.request({ method: "GET", url: "/api/feed?hub=cio", cookie });
    const matches = feed
      .json()
      .items.filter((post: { body: string }) => post.body.includes("service management"));
    expect(matches).toHaveLength(1);
  });
});
