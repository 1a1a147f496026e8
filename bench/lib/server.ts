// The server under test, as a child process of a benchmark: the real startServer with the
// configuration the benchmark puts in the environment. It runs in its own process so that the load
// generator does not share its event loop, and so that its memory (RSS) can be read from
// /proc/<pid>/status. It tells the parent its address over the IPC channel, answers questions about
// its memory (what V8's heap holds, to explain the RSS), and stops cleanly when the parent says so
// or goes away, so the embedded PostgreSQL is never left running.
import v8 from "node:v8";
import { loadConfig } from "@server/platform/config";
import { startServer } from "@server/server";

export interface ServerMemory {
  /** process.memoryUsage(), in MiB. */
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8's limit for the heap, in MiB: past it the process dies; below it V8 grows the heap freely. */
  heapSizeLimit: number;
  /** V8's spaces (new_space, old_space, ...): size and used, in MiB. */
  spaces: { name: string; size: number; used: number }[];
}

export type ServerMessage =
  | { type: "ready"; url: string }
  | { type: "failed"; message: string }
  | { type: "memory"; memory: ServerMemory };

export type ParentMessage = "stop" | "memory";

const MIB = 2 ** 20;
const mib = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

function send(message: ServerMessage) {
  process.send?.(message);
}

function memory(): ServerMemory {
  const usage = process.memoryUsage();
  return {
    rss: mib(usage.rss),
    heapTotal: mib(usage.heapTotal),
    heapUsed: mib(usage.heapUsed),
    external: mib(usage.external),
    arrayBuffers: mib(usage.arrayBuffers),
    heapSizeLimit: mib(v8.getHeapStatistics().heap_size_limit),
    spaces: v8.getHeapSpaceStatistics().map((space) => ({
      name: space.space_name,
      size: mib(space.space_size),
      used: mib(space.space_used_size),
    })),
  };
}

async function main() {
  const running = await startServer(loadConfig(process.env));
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= running.stop().finally(() => process.exit(0));
    return stopping;
  };
  process.on("message", (message: ParentMessage) => {
    if (message === "stop") void stop();
    if (message === "memory") send({ type: "memory", memory: memory() });
  });
  process.on("disconnect", () => void stop());
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  send({ type: "ready", url: running.url });
}

main().catch((error: unknown) => {
  send({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
