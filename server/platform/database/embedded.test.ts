// The embedded database's lifecycle through real server processes: a second server on one DATA_DIR
// is refused, `kill -9` loses no acknowledged write, SIGTERM stops PostgreSQL cleanly; as root, a
// DATA_DIR the `postgres` user cannot enter is refused with what to change.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { leaderSignUp } from "@server/test/app";
import { afterAll, expect, it } from "vitest";
import { isProcessAlive } from "./embedded";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "summit-lifecycle-"));
fs.chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  const postmaster = postmasterPid();
  if (postmaster && isProcessAlive(postmaster)) process.kill(postmaster, "SIGINT");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function postmasterPid(): number | null {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  return fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8").split("\n")[0]) : null;
}

function startServer(port: number, directory = dataDir) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: directory,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

const post = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(body),
  });

it("refuses a second server, survives kill -9 with its writes, and stops PostgreSQL on SIGTERM", {
  timeout: 180_000,
}, async () => {
  const member = leaderSignUp();
  const firstPort = await freePort();
  const first = startServer(firstPort);
  await waitForHealth(firstPort);
  expect((await post(firstPort, "/api/auth/sign-up/email", member)).status).toBe(200);

  const second = startServer(await freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`Another Summit server (pid ${first.child.pid}) is using DATA_DIR`);

  first.child.kill("SIGKILL");
  await first.exited;
  const orphan = postmasterPid();
  expect(orphan && isProcessAlive(orphan)).toBe(true);

  const thirdPort = await freePort();
  const third = startServer(thirdPort);
  await waitForHealth(thirdPort);
  expect(orphan && isProcessAlive(orphan)).toBe(false);
  const signIn = await post(thirdPort, "/api/auth/sign-in/email", {
    email: member.email,
    password: member.password,
  });
  // The account survived with its password: the right one is only asked to confirm the address
  // first (a lost account or a wrong password would be a 401).
  expect(signIn.status).toBe(403);
  expect((await signIn.json()).code).toBe("EMAIL_NOT_VERIFIED");

  const running = postmasterPid();
  third.child.kill("SIGTERM");
  expect(await third.exited).toBe(0);
  expect(running && isProcessAlive(running)).toBe(false);
  expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
});

it.runIf(process.getuid?.() === 0)(
  "as root, refuses a DATA_DIR that the postgres user cannot enter, naming it and what to change",
  { timeout: 60_000 },
  async () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), "summit-closed-")); // mode 700, as mktemp -d
    try {
      const server = startServer(await freePort(), closed);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`DATA_DIR ${closed} cannot be reached by the OS user "postgres"`);
      expect(server.output()).toContain(`chmod o+x ${closed}`);
      expect(server.output()).not.toContain("Permission denied");
      // Nothing is left behind: no cluster, no password, no lock.
      expect(fs.readdirSync(closed)).toEqual([]);
    } finally {
      fs.rmSync(closed, { recursive: true, force: true });
    }
  },
);
