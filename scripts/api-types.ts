// Writes the web client's types (web/lib/api/schema.d.ts) from the server's OpenAPI document, or
// with --check fails when the committed file no longer matches the server. The document comes from
// the app's route schemas, built in this process: no server, no database.
//
// openapi-typescript needs TypeScript 5 and Summit builds with TypeScript 7, so the generator is a
// package of its own (tools/openapi-types), installed here when its node_modules is missing or stale.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "@server/app";
import { loadConfig } from "@server/platform/config";
import { createDatabase } from "@server/platform/database/client";
import { createContext } from "@server/server";
import pino from "pino";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TARGET = "web/lib/api/schema.d.ts";
const GENERATOR = path.join(ROOT, "tools/openapi-types");

const HEADER = `// Generated from the server's OpenAPI document (GET /api/openapi.json) by scripts/api-types.ts.
// Do not edit: change the route schemas in server/ or common/, then run \`npm run api:generate\`.
// CI runs \`npm run api:check\`, which fails when this file and the server disagree.

`;

/** The OpenAPI document the running server would serve, built from the route schemas alone. */
async function openApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "summit-openapi-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    // The pool connects on its first query, and building the routes makes none.
    DATABASE_URL: "postgres://summit@127.0.0.1:1/summit",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO_DATA: "false",
  });
  const logger = pino({ level: "silent" });
  const db = createDatabase(config.DATABASE_URL ?? "", { max: 1 });
  const context = createContext(config, db, logger);
  // The app is made ready (the document is only complete then) but never listens, so realtime,
  // which would connect to PostgreSQL when the app becomes ready, is kept from starting.
  const realtime = { ...context.realtime, start: async () => undefined };
  const app = await buildApp({ context: { ...context, realtime }, logger });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await db.$client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Installs the generator from its lockfile unless node_modules already holds exactly that. */
function installGenerator(): void {
  const lockfile = path.join(GENERATOR, "package-lock.json");
  const installed = path.join(GENERATOR, "node_modules/.installed-package-lock.json");
  const wanted = fs.readFileSync(lockfile, "utf8");
  if (fs.existsSync(installed) && fs.readFileSync(installed, "utf8") === wanted) return;
  execFileSync("npm", ["ci", "--prefix", GENERATOR, "--no-audit", "--no-fund"], { stdio: "inherit" });
  fs.writeFileSync(installed, wanted);
}

async function generate(): Promise<string> {
  installGenerator();
  const documentFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "summit-openapi-")), "openapi.json");
  try {
    fs.writeFileSync(documentFile, JSON.stringify(await openApiDocument(), null, 2));
    const types = execFileSync(process.execPath, [path.join(GENERATOR, "generate.mjs"), documentFile], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    return HEADER + types;
  } finally {
    fs.rmSync(path.dirname(documentFile), { recursive: true, force: true });
  }
}

const check = process.argv.includes("--check");
const types = await generate();
const target = path.join(ROOT, TARGET);
if (check) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (committed !== types) {
    console.error(
      `${TARGET} does not match the server's OpenAPI document: a route schema changed since it was generated.\n` +
        "Run `npm run api:generate` and commit the result (then fix what no longer typechecks in web/).",
    );
    process.exit(1);
  }
  console.log(`${TARGET} matches the server's OpenAPI document.`);
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, types);
  console.log(`Wrote ${TARGET}.`);
}
