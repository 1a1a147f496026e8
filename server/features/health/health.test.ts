import { buildApp } from "@server/app";
import { loadConfig } from "@server/platform/config";
import { createDatabase } from "@server/platform/database/client";
import { createContext } from "@server/server";
import { setUpTestApp } from "@server/test/app";
import pino from "pino";
import { expect, it } from "vitest";

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
  } finally {
    await app.close();
    await db.$client.end();
  }
});
