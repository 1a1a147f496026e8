// Instances that start together on a new database: one applies the migrations, the others wait for
// it and find nothing left to do (server.ts, prepareDatabase).
import { randomUUID } from "node:crypto";
import { createDatabase, migrationsApplied, withDatabaseName } from "@server/platform/database/client";
import { prepareDatabase } from "@server/server";
import pg from "pg";
import { expect, inject, it } from "vitest";

it("prepares an empty database once when two instances start on it at the same moment", async () => {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `summit_prepare_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = withDatabaseName(adminUrl, name);
  const [first, second] = [createDatabase(url, { max: 1 }), createDatabase(url, { max: 1 })];
  try {
    await Promise.all([prepareDatabase(first), prepareDatabase(second)]);
    expect(await migrationsApplied(first)).toBe(true);
    const applied = await first.$client.query(
      "SELECT count(DISTINCT hash)::int AS n, count(*)::int AS rows FROM drizzle.__drizzle_migrations",
    );
    expect(applied.rows[0].rows).toBe(applied.rows[0].n);
    const plans = await first.$client.query("SELECT count(*)::int AS n FROM plans");
    expect(plans.rows[0].n).toBeGreaterThan(0);
  } finally {
    await first.$client.end();
    await second.$client.end();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}, 120_000);
