// Starts the server (built web app, embedded PostgreSQL in a fresh DATA_DIR, demo data) once for
// all browser tests, and stops it afterwards. TRUST_PROXY is on so that each test can present its
// own client address and the sign-in rate limit never couples tests.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_DATABASE_PORT, E2E_PORT } from "./server";

export default async function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true, mode: 0o755 });
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_DATABASE_PORT: String(E2E_DATABASE_PORT),
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (true) {
    if (server.exitCode !== null) throw new Error(`the e2e server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${E2E_BASE_URL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the e2e server did not start within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  };
}
