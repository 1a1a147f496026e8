// What production runs, on this machine: one PostgreSQL (the embedded binaries, started on their
// own and used through DATABASE_URL, as a managed database would be), Summit instances from the
// build (dist/server/main.js, never tsx) and Caddy in front with deploy/caddy/Caddyfile, the file
// compose.yaml gives it. Browser tests (npm run test:cluster) and the cluster benchmark (npm run
// bench:cluster) start it; `npx tsx scripts/cluster/run.ts` starts it by hand.
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "@server/platform/database/embedded";
import pino from "pino";

export const CADDY = "/usr/bin/caddy";
const CADDYFILE = path.resolve("deploy/caddy/Caddyfile");
const SERVER = path.resolve("dist/server/main.js");
const START_TIMEOUT_MS = 120_000;

export interface ClusterOptions {
  /** Where the database and each instance's files go; emptied first. */
  dir: string;
  instances?: number;
  /** Environment for every instance, over the harness's own. */
  env?: Record<string, string>;
  /** The instances' log level (their logs go to server.log in their folders); warn unless set. */
  logLevel?: string;
  /** The proxy's port; a free one unless set. */
  proxyPort?: number;
}

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** The value of Caddy's cookie that sends a browser to this instance. */
  readonly lbCookie: string;
  readonly process: ChildProcess | null;
  start(): Promise<number>;
  /** SIGTERM, as a deploy does; resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  proxyUrl: string;
  databaseUrl: string;
  instances: Instance[];
  /** PostgreSQL stopped (fast shutdown, as a restart does) and started again on the same files. */
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  stop(): Promise<void>;
}

export const LB_COOKIE = "summit_instance";

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200; fails when `alive` says the process is gone or time runs out. */
export async function waitFor200(url: string, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (!alive()) throw new Error(`the process behind ${url} exited`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
  if (!fs.existsSync(CADDY)) throw new Error(`${CADDY} is missing: apt-get install caddy`);
  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o755 });
  const logger = pino({ level: "warn" });
  const databasePort = await freePort();
  const databaseDir = path.join(options.dir, "database");
  fs.mkdirSync(databaseDir, { mode: 0o755 });
  let database: EmbeddedDatabase | null = await startEmbeddedDatabase(databaseDir, logger, {
    port: databasePort,
  });
  const databaseUrl = database.url;
  const proxyPort = options.proxyPort ?? (await freePort());
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const lbSecret = randomBytes(16).toString("hex");
  const authSecret = randomBytes(32).toString("hex");

  const instances: Instance[] = [];
  for (let index = 0; index < (options.instances ?? 2); index++) {
    const port = await freePort();
    const name = `summit-${index + 1}`;
    const instanceDir = path.join(options.dir, name);
    fs.mkdirSync(instanceDir, { recursive: true });
    let child: ChildProcess | null = null;
    const env = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: proxyUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: instanceDir,
      AUTH_SECRET: authSecret,
      TRUST_PROXY: "loopback",
      // The first instance loads the demo data; both would be safe (they take turns), this is quicker.
      SEED_DEMO_DATA: index === 0 ? "true" : "false",
      SHUTDOWN_DRAIN_MS: "2000",
      LOG_LEVEL: options.logLevel ?? "warn",
      ...options.env,
    };
    const instance: Instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      lbCookie: createHmac("sha256", lbSecret).update(`127.0.0.1:${port}`).digest("hex"),
      get process() {
        return child;
      },
      async start() {
        const started = performance.now();
        const log = fs.openSync(path.join(instanceDir, "server.log"), "a");
        child = spawn(
          process.execPath,
          ["--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=8", SERVER],
          { env, stdio: ["ignore", log, log] },
        );
        fs.closeSync(log);
        const running = child;
        await waitFor200(
          `${this.url}/api/ready`,
          () => running.exitCode === null && running.signalCode === null,
        );
        return performance.now() - started;
      },
      async stop(signal = "SIGTERM") {
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return;
        const exited = new Promise((resolve) => running.once("exit", resolve));
        running.kill(signal);
        await exited;
      },
    };
    instances.push(instance);
  }
  const stopAll = async (caddy?: ChildProcess) => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once("exit", resolve));
      caddy.kill("SIGTERM");
      await exited;
    }
    for (const instance of instances) await instance.stop();
    await database?.stop();
    database = null;
  };
  let caddy: ChildProcess | undefined;
  try {
    // One after the other: the first prepares the database and loads the demo data.
    for (const instance of instances) await instance.start();
    caddy = startCaddy(options.dir, proxyPort, instances, lbSecret);
    const running = caddy;
    await waitFor200(`${proxyUrl}/api/ready`, () => running.exitCode === null);
  } catch (error) {
    await stopAll(caddy);
    throw error;
  }

  return {
    proxyUrl,
    databaseUrl,
    instances,
    async stopDatabase() {
      await database?.stop();
      database = null;
    },
    async startDatabase() {
      database = await startEmbeddedDatabase(databaseDir, logger, { port: databasePort });
    },
    stop: () => stopAll(caddy),
  };
}

/** Caddy with the production Caddyfile, in front of `instances`. */
function startCaddy(dir: string, port: number, instances: Instance[], lbSecret: string): ChildProcess {
  const home = path.join(dir, "caddy");
  fs.mkdirSync(home, { recursive: true });
  const log = fs.openSync(path.join(home, "caddy.log"), "a");
  const caddy = spawn(CADDY, ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SUMMIT_LISTEN: `127.0.0.1:${port}`,
      SUMMIT_UPSTREAMS: instances.map((instance) => `127.0.0.1:${instance.port}`).join(" "),
      SUMMIT_LB_SECRET: lbSecret,
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  caddy.on("error", (error) => console.error(`caddy: ${error.message}`));
  return caddy;
}
