// The server under test, as a child process of run.ts: the real startServer with the configuration
// run.ts puts in the environment. It runs in its own process so that the load generator does not
// share its event loop, and so that its memory (RSS) can be read from /proc/<pid>/status.
// It tells the parent its address over the IPC channel and stops cleanly when the parent says so or
// goes away, so the embedded PostgreSQL is never left running.
import { loadConfig } from "../../server/platform/config";
import { startServer } from "../../server/server";

export type ServerMessage = { type: "ready"; url: string } | { type: "failed"; message: string };

function send(message: ServerMessage) {
  process.send?.(message);
}

async function main() {
  const running = await startServer(loadConfig(process.env));
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= running.stop().finally(() => process.exit(0));
    return stopping;
  };
  process.on("message", (message) => {
    if (message === "stop") void stop();
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
