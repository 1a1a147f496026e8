import { setUpTestApp } from "@server/test/app";
import pino from "pino";
import { expect, it } from "vitest";
import { createJobs } from "./jobs";

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
