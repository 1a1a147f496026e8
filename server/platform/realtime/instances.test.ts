// Two app instances on one database, as behind a load balancer: what one instance keeps in memory
// (session reads, people's and companies' cards) is forgotten as soon as a change made anywhere
// commits (migration 0040, docs/decisions/0035), not SESSION_CACHE_MS or a minute later.

import { databaseUrlOf } from "@server/platform/database/client";
import { posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { buildPeerApp, createUser, setUpTestApp, type TestApp, vendorSignUp } from "@server/test/app";
import { companyIdOf } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
let peer: TestApp;

beforeAll(async () => {
  peer = await buildPeerApp(t);
});
afterAll(() => peer.close());

/** Asks until `check` passes, for at most a second; how long it took. */
async function withinASecond(check: () => Promise<void>): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      return performance.now() - started;
    } catch (error) {
      if (performance.now() - started > 1_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const profileStatus = async (app: TestApp, cookie: string) =>
  (await app.request({ method: "GET", url: "/api/profile", cookie })).statusCode;

describe("a session ended on one instance", () => {
  it("is refused on the other within a second of a sign-out", async () => {
    const member = await createUser(t);
    // The other instance has read the session and keeps it.
    expect(await profileStatus(peer, member.cookie)).toBe(200);
    const signedOut = await t.request({
      method: "POST",
      url: "/api/auth/sign-out",
      cookie: member.cookie,
      headers: { origin: "http://localhost:3000" },
      payload: {},
    });
    expect(signedOut.statusCode).toBe(200);
    await withinASecond(async () => expect(await profileStatus(peer, member.cookie)).toBe(401));
  });

  it("is refused on the other within a second when the member is suspended there", async () => {
    const member = await createUser(t);
    expect(await profileStatus(peer, member.cookie)).toBe(200);
    // Suspension as any writer does it, outside either instance's own code paths.
    await t.context.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${member.id}`);
    await withinASecond(async () => expect(await profileStatus(peer, member.cookie)).toBe(401));
  });

  it("leaves the other sessions it keeps alone", async () => {
    const [leaving, staying] = [await createUser(t), await createUser(t)];
    expect(await profileStatus(peer, leaving.cookie)).toBe(200);
    expect(await profileStatus(peer, staying.cookie)).toBe(200);
    await t.request({
      method: "POST",
      url: "/api/auth/sign-out",
      cookie: leaving.cookie,
      headers: { origin: "http://localhost:3000" },
      payload: {},
    });
    await withinASecond(async () => expect(await profileStatus(peer, leaving.cookie)).toBe(401));
    expect(await profileStatus(peer, staying.cookie)).toBe(200);
  });
});

describe("names and logos kept by the other instance", () => {
  it("show a member's new name and a company's new name within a second", async () => {
    const vendor = await createUser(t, vendorSignUp());
    const companyId = await companyIdOf(t, vendor);
    await t.context.db.insert(posts).values({ authorId: vendor.id, companyId, hub: "cio", body: "Hello" });
    const firstPost = async () => {
      const response = await peer.request({ method: "GET", url: "/api/feed?hub=cio", cookie: vendor.cookie });
      expect(response.statusCode).toBe(200);
      const [post] = response.json().items;
      return { author: post.author.name, company: post.company?.name };
    };
    const before = await firstPost();

    // Both caches live in the module, which the two instances of this process share: the changes are
    // made in SQL, as another process would make them, so that only PostgreSQL's message can tell.
    await t.context.db.execute(sql`UPDATE users SET name = 'Renamed Person' WHERE id = ${vendor.id}`);
    await t.context.db
      .update(companies)
      .set({ name: "Renamed Company Ltd" })
      .where(eq(companies.id, companyId));

    await withinASecond(async () =>
      expect(await firstPost()).toEqual({ author: "Renamed Person", company: "Renamed Company Ltd" }),
    );
    expect(before).not.toEqual({ author: "Renamed Person", company: "Renamed Company Ltd" });
  });
});

describe("what PostgreSQL tells every instance", () => {
  it("names a deleted member, a renamed company, and a bulk of sessions too large to list as all", async () => {
    const listener = new pg.Client({ connectionString: databaseUrlOf(t.context.db) });
    await listener.connect();
    const heard: { channel: string; payload: unknown }[] = [];
    listener.on("notification", (message) =>
      heard.push({ channel: message.channel, payload: JSON.parse(message.payload ?? "null") }),
    );
    try {
      await listener.query("LISTEN display_changed");
      await listener.query("LISTEN sessions_changed");
      const vendor = await createUser(t, vendorSignUp());
      const companyId = await companyIdOf(t, vendor);
      await t.context.db.execute(sql`UPDATE companies SET verified_at = now() WHERE id = ${companyId}`);
      await t.context.db.execute(sql`UPDATE companies SET name = 'Told Ltd' WHERE id = ${companyId}`);
      const others = await Promise.all([createUser(t), createUser(t)]);
      await t.context.db.execute(sql`DELETE FROM users WHERE id = ${others[0]?.id}`);
      // More sessions than one message can name: 300 ids of about 32 characters.
      await t.context.db.execute(sql`
        INSERT INTO sessions (id, token, user_id, expires_at, created_at, updated_at)
        SELECT 'bulk-' || n || repeat('x', 27), 'bulk-token-' || n, ${others[1]?.id}, now() + interval '1 day', now(), now()
        FROM generate_series(1, 300) n`);
      await t.context.db.execute(sql`DELETE FROM sessions WHERE id LIKE 'bulk-%'`);
      await expect
        .poll(() => heard, { timeout: 2_000 })
        .toEqual(
          expect.arrayContaining([
            { channel: "display_changed", payload: { companies: [companyId] } },
            { channel: "display_changed", payload: { people: [others[0]?.id] } },
            { channel: "sessions_changed", payload: { sessions: "all" } },
          ]),
        );
      // A change that no instance keeps (the company's verification) says nothing.
      expect(heard.filter((message) => message.channel === "display_changed")).toHaveLength(2);
    } finally {
      await listener.end();
    }
  });
});
