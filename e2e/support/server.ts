// Where the browser tests' server and its database live.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATABASE_PORT = E2E_PORT + 1;
// localhost, not 127.0.0.1: WebAuthn takes no IP address as the relying party, so passkeys need a name.
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), `summit-e2e-${E2E_PORT}`);

/** The embedded database of the e2e server; tests read the mail outbox from it. */
export function e2eDatabaseUrl(): string {
  const password = fs.readFileSync(path.join(E2E_DATA_DIR, "postgres.password"), "utf8").trim();
  return `postgres://postgres:${password}@127.0.0.1:${E2E_DATABASE_PORT}/summit`;
}
