import { createDatabase, databaseUrlOf } from "@server/platform/database/client";
import { setUpTestApp } from "@server/test/app";
import pino from "pino";
import { expect, it } from "vitest";
import { createJobs, JOBS_SCHEMA } from "./jobs";

const t = setUpTestApp();
it("runs a queued job on a worker, retrying it after a failure", async () => {
  const jobs = createJobs(t.context.db, pino({ level: "silent" }), { pollingIntervalSeconds: 0.5 });
  const attempts: string[] = [];
  const done = new Promise<void>((resolve) => {
    jobs.define<{ greeting: string }>(
      "test-greeting",
      async ({ greeting }) => {
        attempts.push(greeting);
        if (attempts.length === 1) throw new Error("first attempt fails");
        resolve();
      },
      { retryLimit: 1 },
    );
  });
  await jobs.start();
  try {
    await jobs.send("test-greeting", { greeting: "hello" });
    await done;
    expect(attempts).toEqual(["hello", "hello"]);
  } finally {
    await jobs.stop();
  }
});

it("refuses to define a job once the queue runs", async () => {
  const jobs = createJobs(t.context.db, pino({ level: "silent" }));
  await jobs.start();
  try {
    expect(() => jobs.define("late", async () => {})).toThrow(/before the queue starts/);
  } finally {
    await jobs.stop();
  }
});

it("queues, runs and records jobs while requests hold every connection of the app's pool", async () => {
  const db = createDatabase(databaseUrlOf(t.context.db), { max: 1 });
  const held = await db.$client.connect();
  const jobs = createJobs(db, pino({ level: "silent" }), { pollingIntervalSeconds: 0.5 });
  const ran = new Promise<string>((resolve) => {
    jobs.define<{ id: string }>("test-busy-pool", async ({ id }) => resolve(id));
  });
  try {
    await jobs.start();
    const id = await jobs.send("test-busy-pool", { id: "queued while busy" });
    expect(await ran).toBe("queued while busy");
    // pg-boss records the outcome after the handler returns, without awaiting it.
    await expect
      .poll(async () => {
        const result = await t.context.db.$client.query<{ state: string }>(
          `SELECT state FROM ${JOBS_SCHEMA}.job WHERE id = $1`,
          [id],
        );
        return result.rows[0]?.state;
      })
      .toBe("completed");
  } finally {
    await jobs.stop();
    held.release();
    await db.$client.end();
  }
});
