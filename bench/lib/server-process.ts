// Starting and stopping the server under test (server.ts, a child process), and the HTTP calls a
// benchmark makes before its load: signing its member in and reading JSON.
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SignUpInput } from "@common/auth";
import type { ParentMessage, ServerMemory, ServerMessage } from "./server";
import { BENCH_ROOT } from "./settings";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Node's flags the server runs with, for the report. */
  nodeOptions: string[];
}

/**
 * Node's flags in a start script: those between `tsx` and `server/main.ts`
 * (`tsx --max-old-space-size=256 server/main.ts`) and a one-flag NODE_OPTIONS=--... before them.
 */
export function nodeOptionsOf(startScript: string): string[] {
  const command = startScript
    .split("&&")
    .map((part) => part.trim().split(/\s+/))
    .find((words) => words.includes("server/main.ts"));
  if (!command) return [];
  const fromEnvironment = command
    .filter((word) => word.startsWith("NODE_OPTIONS=--"))
    .map((word) => word.slice("NODE_OPTIONS=".length));
  const fromTsx = command
    .slice(command.indexOf("tsx") + 1, command.indexOf("server/main.ts"))
    .filter((word) => word.startsWith("--"));
  return [...fromEnvironment, ...fromTsx];
}

/** The Node flags of `npm start`, so the benchmark runs the server as it is deployed. */
export function startScriptNodeOptions(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(BENCH_ROOT, "..", "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  return nodeOptionsOf(manifest.scripts?.start ?? "");
}

/**
 * Node flags for the server process: BENCH_SERVER_NODE_OPTIONS when set (to measure what a flag
 * changes, for example "--max-old-space-size=256"; empty for none), else those of `npm start`.
 */
export function serverNodeOptions(): string[] {
  const override = process.env.BENCH_SERVER_NODE_OPTIONS;
  if (override === undefined) return startScriptNodeOptions();
  return override.split(/\s+/).filter(Boolean);
}

/**
 * Starts server.ts (the real startServer) on a free port and waits for its address. `env` adds to
 * or overrides its configuration, for example a known AUTH_SECRET so that sessions the benchmark
 * wrote into the database carry cookies the server accepts.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const nodeOptions = serverNodeOptions();
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), "server.ts"), [], {
    execArgv: [...nodeOptions, "--import", "tsx"],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      // As deployed: production mode, which requires an explicit secret.
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // The load generator is one caller making thousands of requests a second: budgets are
      // counted as in production, and never run out.
      REQUEST_BUDGET_SCALE: "1000000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the server exited during start (code ${code})`));
    const onMessage = (message: ServerMessage) => {
      if (message.type === "memory") return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (message.type === "ready") resolve(message.url);
      else reject(new Error(message.message));
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
  if (child.pid === undefined) throw new Error("the server process has no pid");
  return { child, pid: child.pid, url, nodeOptions };
}

export function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.send("stop" satisfies ParentMessage);
  });
}

/** What the server's V8 heap holds right now, asked over IPC. */
export function serverMemory(child: ChildProcess): Promise<ServerMemory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not report its memory")), 5000);
    const onMessage = (message: ServerMessage) => {
      if (message.type !== "memory") return;
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve(message.memory);
    };
    child.on("message", onMessage);
    child.send("memory" satisfies ParentMessage);
  });
}

/** The embedded PostgreSQL's postmaster, from the first line of its postmaster.pid. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(
      fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8"),
      10,
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Signs the member in (made by ensureMember in bench/lib/database.ts); returns the cookie header. */
export async function memberCookie(baseUrl: string, member: SignUpInput): Promise<string> {
  const signIn = () =>
    fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
  let response = await signIn();
  // Sign-ins are rate limited: runs close together wait for the window to pass.
  for (let attempt = 0; attempt < 12 && response.status === 429; attempt++) {
    const seconds = Number(response.headers.get("retry-after") ?? 5);
    await new Promise((resolve) => setTimeout(resolve, Math.min(60, Math.max(1, seconds)) * 1000));
    response = await signIn();
  }
  if (!response.ok)
    throw new Error(`could not sign the member in: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("signing in set no cookie");
  return cookie;
}

export async function getJson<T>(baseUrl: string, url: string, cookie?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A request as a signed-in browser sends it: the session cookie, the Origin, JSON when there is a body. */
export function request(
  baseUrl: string,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      cookie,
      origin: baseUrl,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

/** Sends a write the benchmark needs before its load (following a company); any 2xx will do. */
export async function send(
  baseUrl: string,
  method: "PUT" | "POST" | "DELETE",
  url: string,
  cookie: string,
  body?: unknown,
): Promise<void> {
  const response = await request(baseUrl, method, url, cookie, body);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
}
