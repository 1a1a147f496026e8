import { createTestDatabase } from "@server/test/app";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChangeCache } from "./change-cache";
import { createRealtime, type Realtime } from "./realtime";

const CHANNEL = "prices_changed";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let writer: pg.Client;
let realtime: Realtime;
let cache: ReturnType<typeof createChangeCache>;

/** A price read the way a page reads its rows, counting the reads that reached the database. */
let reads = 0;
const readPrice = async () => {
  reads += 1;
  const result = await writer.query<{ amount: number }>("SELECT amount FROM prices WHERE id = 1");
  return { amount: result.rows[0]?.amount };
};
const cachedPrice = async () => (await cache.reader()).read("price", readPrice);

beforeAll(async () => {
  database = await createTestDatabase();
  writer = new pg.Client({ connectionString: database.url });
  await writer.connect();
  await writer.query(`
    CREATE TABLE prices (id int PRIMARY KEY, amount int NOT NULL);
    INSERT INTO prices VALUES (1, 10);
    CREATE FUNCTION notify_prices() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('${CHANNEL}', ''); RETURN NULL; END $$;
    CREATE TRIGGER prices_changed AFTER INSERT OR UPDATE OR DELETE ON prices
      FOR EACH STATEMENT EXECUTE FUNCTION notify_prices();`);
  realtime = createRealtime(database.url, pino({ level: "silent" }));
  cache = createChangeCache(realtime, [CHANNEL], { maxSize: 100, size: () => 1 });
  await realtime.start();
});

afterAll(async () => {
  await realtime.stop();
  await writer.end();
  await database.drop();
});

describe("a change cache", () => {
  it("answers from memory until a change commits, and shows the change on the very next read", async () => {
    await writer.query("UPDATE prices SET amount = 10");
    const before = reads;
    expect(await cachedPrice()).toEqual({ amount: 10 });
    expect(await cachedPrice()).toEqual({ amount: 10 });
    expect(reads - before).toBe(1);

    // No wait between the commit and the read: the reader catches up first.
    await writer.query("UPDATE prices SET amount = 11");
    expect(await cachedPrice()).toEqual({ amount: 11 });
    expect(reads - before).toBe(2);
  });

  it("keeps nothing of a transaction until it commits, and nothing at all of one rolled back", async () => {
    await writer.query("UPDATE prices SET amount = 20");
    expect(await cachedPrice()).toEqual({ amount: 20 });
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query("BEGIN");
    await other.query("UPDATE prices SET amount = 21");
    expect(await cachedPrice()).toEqual({ amount: 20 });
    await other.query("ROLLBACK");
    const before = reads;
    expect(await cachedPrice()).toEqual({ amount: 20 });
    expect(reads).toBe(before);

    await other.query("BEGIN");
    await other.query("UPDATE prices SET amount = 22");
    await other.query("COMMIT");
    await other.end();
    expect(await cachedPrice()).toEqual({ amount: 22 });
  });

  it("does not keep what a load read before a change that committed while it ran", async () => {
    await writer.query("UPDATE prices SET amount = 30");
    const reader = await cache.reader();
    // The load reads the old price, then the change commits and is heard before the load ends.
    const stale = await reader.read("slow", async () => {
      const price = await readPrice();
      await writer.query("UPDATE prices SET amount = 31");
      await realtime.caughtUp();
      return price;
    });
    expect(stale).toEqual({ amount: 30 });
    const fresh = await (await cache.reader()).read("slow", readPrice);
    expect(fresh).toEqual({ amount: 31 });
  });

  it("keeps what it has when a channel it does not listen to changes", async () => {
    await writer.query("UPDATE prices SET amount = 35");
    expect(await cachedPrice()).toEqual({ amount: 35 });
    const before = reads;
    await writer.query("SELECT pg_notify('other_changed', '')");
    await realtime.caughtUp();
    expect(await cachedPrice()).toEqual({ amount: 35 });
    expect(reads).toBe(before);
  });

  it("shares one load between concurrent reads of a key", async () => {
    await writer.query("UPDATE prices SET amount = 40");
    const before = reads;
    const answers = await Promise.all(Array.from({ length: 20 }, () => cachedPrice()));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ amount: 40 })));
    expect(reads - before).toBe(1);
  });

  it("forgets only the scopes a notification names, and everything when it names none", async () => {
    await writer.query("UPDATE prices SET amount = 45");
    const loads: string[] = [];
    const readFor = async (member: string) =>
      (await cache.reader()).read(
        `price:${member}`,
        async () => {
          loads.push(member);
          return readPrice();
        },
        member,
      );
    await readFor("ann");
    await readFor("bob");
    await readFor("cy");
    expect(loads).toEqual(["ann", "bob", "cy"]);

    await writer.query(`SELECT pg_notify('${CHANNEL}', 'ann,cy')`);
    await readFor("ann");
    await readFor("bob");
    await readFor("cy");
    expect(loads).toEqual(["ann", "bob", "cy", "ann", "cy"]);

    await writer.query(`SELECT pg_notify('${CHANNEL}', '')`);
    await readFor("bob");
    expect(loads).toEqual(["ann", "bob", "cy", "ann", "cy", "bob"]);
  });

  it("does not keep a scope's load overtaken by a change to that scope, but keeps other scopes' loads", async () => {
    await writer.query("UPDATE prices SET amount = 46");
    const reader = await cache.reader();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return readPrice();
    };
    const [overtaken, untouched] = await Promise.all([
      reader.read(
        "slow:ann",
        async () => {
          const price = await load();
          await writer.query(`SELECT pg_notify('${CHANNEL}', 'ann')`);
          await realtime.caughtUp();
          return price;
        },
        "ann",
      ),
      reader.read(
        "slow:bob",
        async () => {
          const price = await load();
          await realtime.caughtUp();
          await realtime.caughtUp();
          return price;
        },
        "bob",
      ),
    ]);
    expect([overtaken, untouched]).toEqual([{ amount: 46 }, { amount: 46 }]);
    expect(loads).toBe(2);
    const next = await cache.reader();
    await next.read("slow:ann", load, "ann");
    await next.read("slow:bob", load, "bob");
    expect(loads).toBe(3);
  });

  it("loads every time while the instance is not listening, and trusts nothing it kept from before", async () => {
    await writer.query("UPDATE prices SET amount = 50");
    expect(await cachedPrice()).toEqual({ amount: 50 });
    await realtime.stop();
    expect(await realtime.caughtUp()).toBe(false);
    // Nobody hears this change.
    await writer.query("UPDATE prices SET amount = 51");
    const before = reads;
    expect(await cachedPrice()).toEqual({ amount: 51 });
    expect(await cachedPrice()).toEqual({ amount: 51 });
    expect(reads - before).toBe(2);

    await realtime.start();
    expect(await cachedPrice()).toEqual({ amount: 51 });
    expect(await cachedPrice()).toEqual({ amount: 51 });
    expect(reads - before).toBe(3);
  });
});
