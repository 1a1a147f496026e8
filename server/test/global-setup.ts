// Starts one embedded PostgreSQL for the whole server test run and prepares a migrated template
// database; each test file then gets a fresh database copied from it (server/test/app.ts).
// With TEST_DATABASE_URL set, an external PostgreSQL is used instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, withDatabaseName } from "@server/platform/database/client";
import { startEmbeddedDatabase } from "@server/platform/database/embedded";
import { prepareDatabase } from "@server/server";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";

export const TEMPLATE_DATABASE = "summit_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const logger = pino({ level: "warn" });
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "summit-test-"));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedDatabase(dataDir, logger);
    adminUrl = withDatabaseName(embedded.url, "postgres");
    stop = embedded.stop;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = createDatabase(withDatabaseName(adminUrl, TEMPLATE_DATABASE), { max: 1 });
  await prepareDatabase(template);
  await template.$client.end();

  project.provide("adminDatabaseUrl", adminUrl);
  return async () => {
    await stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
