// npm start: runs the built server (dist/server/main.js), building first when dist/ was not built
// from the sources beside it. Production runs the built file directly (see docs/operations.md).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { builtHash, sourceHash } from "./source-hash.mjs";

const SERVER = "dist/server/main.js";

if (!fs.existsSync(SERVER) || !fs.existsSync("dist/web/index.html") || builtHash() !== sourceHash()) {
  console.log("building (dist/ is missing or was built from other sources)");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// V8's old heap is capped at 256 MB (the server uses 50-90 MB; uncapped, V8 lets it grow to a
// quarter of the machine's memory), and young objects live in 8 MB halves instead of 16.
const server = spawn(
  process.execPath,
  ["--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=8", SERVER],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
