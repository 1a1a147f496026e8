import { setUpTestApp } from "@server/test/app";
import { describe, expect, it } from "vitest";
import { sharedBuffersMiB } from "./embedded";

const t = setUpTestApp();

describe("the connection pool", () => {
  it("survives a connection that dies while it is checked out between two queries", async () => {
    const pool = t.context.db.$client;
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    // As a restart of PostgreSQL does to every connection. No listener is added here: without the
    // pool's own, the client's 'error' event would end the test run.
    await pool.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
    await expect
      .poll(
        async () =>
          (await pool.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [rows[0]?.pid])).rowCount,
      )
      .toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(client.query("SELECT 1")).rejects.toThrow();
    client.release(true);

    const health = await t.request({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});

describe("the embedded cluster", () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("sizes its buffer cache to the machine", async () => {
    const { rows } = await t.context.db.$client.query<{ mib: number }>(
      "SELECT setting::bigint * 8 / 1024 AS mib FROM pg_settings WHERE name = 'shared_buffers'",
    );
    expect(Number(rows[0]?.mib)).toBe(sharedBuffersMiB());
    expect(sharedBuffersMiB()).toBeGreaterThanOrEqual(128);
    expect(sharedBuffersMiB()).toBeLessThanOrEqual(2048);
  });
});
