import { buildApp } from "@server/app";
import { loadConfig } from "@server/platform/config";
import { createDatabase } from "@server/platform/database/client";
import { createContext } from "@server/server";
import { buildPeerApp, setUpTestApp } from "@server/test/app";
import pino from "pino";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
it("answers 200 ok when the database answers", async () => {
  const response = await t.request({ method: "GET", url: "/api/health" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: "ok" });
});

it("answers 503 with the error object when the database does not answer", async () => {
  // Port 9 (discard) on loopback has no PostgreSQL behind it.
  const url = "postgres://postgres:none@127.0.0.1:9/summit";
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: url,
    AUTH_SECRET: "x".repeat(32),
    DATA_DIR: "/tmp/summit-health-test",
  });
  const logger = pino({ level: "silent" });
  const db = createDatabase(url, { max: 1 });
  const app = await buildApp({ context: createContext(config, db, logger), logger });
  try {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ reason: "Failure", messages: ["The database is not answering."] });
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ reason: "Failure", messages: ["The database is not answering."] });
    expect((await app.inject({ method: "GET", url: "/api/live" })).statusCode).toBe(200);
  } finally {
    await app.close();
    await db.$client.end();
  }
});

it("answers /api/live with 200 whatever the database does", async () => {
  const response = await t.request({ method: "GET", url: "/api/live" });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: "ok" });
});

describe("GET /api/ready", () => {
  it("answers 200 when the database answers and every migration is applied", async () => {
    const response = await t.request({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with the error object while the newest migration is missing", async () => {
    const peer = await buildPeerApp(t);
    const newest = await t.context.db.$client.query(
      "DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING *",
    );
    try {
      const response = await peer.request({ method: "GET", url: "/api/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        reason: "Failure",
        messages: ["The database's migrations are not all applied."],
      });
    } finally {
      const [row] = newest.rows;
      await t.context.db.$client.query(
        "INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)",
        [row.id, row.hash, row.created_at],
      );
      await peer.close();
    }
  });

  it("answers 503 once the instance is stopping, while /api/health still answers 200", async () => {
    const peer = await buildPeerApp(t);
    try {
      peer.context.lifecycle.drain();
      const ready = await peer.request({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers["retry-after"]).toBe("5");
      expect(ready.json()).toEqual({ reason: "Failure", messages: ["This instance is stopping."] });
      // Every answer while draining closes its connection, so a proxy's kept-alive ones end cleanly.
      const health = await peer.request({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe("close");
    } finally {
      await peer.close();
    }
  });
});
