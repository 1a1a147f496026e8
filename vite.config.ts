import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";
import { defineConfig } from "vitest/config";

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;
const ENTRY = fileURLToPath(new URL("web/main.tsx", import.meta.url));
/** Per build (keyed by the entry's module info, which a build shares between calls). */
const firstLoads = new WeakMap<object, Set<string>>();

const MUI = "/node_modules/@mui/material/";
function isSiblingBarrel(importer: string, imported: string): boolean {
  return importer.includes(MUI) && imported.includes(MUI) && imported.endsWith("/index.mjs");
}

/**
 * What a barrel of the first load re-exports but no first page uses: @mui/system's index, which Box
 * and Stack import, also brings Grid, which would then ride in the app group for the pages that do.
 */
const NOT_FIRST_LOAD = ["/node_modules/@mui/system/Grid/"];

/** Whether the entry (main.tsx) imports the module, directly or through other static imports. */
function loadsFirst(id: string, getModuleInfo: ModuleInfoOf): boolean {
  const entry = getModuleInfo(ENTRY);
  if (!entry) return false;
  let firstLoad = firstLoads.get(entry);
  if (!firstLoad) {
    firstLoad = new Set([ENTRY]);
    for (const module of firstLoad) {
      for (const imported of getModuleInfo(module)?.importedIds ?? []) {
        if (isSiblingBarrel(module, imported)) {
          // A library module imports another component's index for its class names only.
          for (const reexported of getModuleInfo(imported)?.importedIds ?? []) {
            if (reexported.endsWith("Classes.mjs")) firstLoad.add(reexported);
          }
        } else if (!NOT_FIRST_LOAD.some((folder) => imported.includes(folder))) firstLoad.add(imported);
      }
    }
    firstLoads.set(entry, firstLoad);
  }
  return firstLoad.has(id);
}

// One config for the web build and for both test projects: the server's (node, real PostgreSQL)
// and the web's (happy-dom, Testing Library).
export default defineConfig({
  root: "web",
  // The @common/, @server/ and @web/ path aliases of tsconfig.json (docs/decisions/0015).
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    // A .br and a .gz beside each built text file (at their highest levels, where smaller), made
    // once here and sent as they are by the server (registerWebApp): no request pays to compress.
    compression({ algorithms: ["brotliCompress", "gzip"] }),
  ],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // A zod schema declared at the top of a module is dropped where nothing uses it; without
      // this, every module that declares one would bring zod to the first load.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        // What the entry imports statically is needed before the first paint anyway: as one chunk
        // it arrives in one request instead of dozens of small ones, each waiting for a connection.
        // zod is imported by the contract modules the first page uses for their constants, but the
        // first page parses nothing: it goes with the pages that do.
        codeSplitting: {
          groups: [
            {
              name: (id, context) =>
                !id.includes("/node_modules/zod/") &&
                loadsFirst(id, (module) => context.getModuleInfo(module))
                  ? "app"
                  : null,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  test: {
    root: ".",
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: "server",
          root: ".",
          include: ["server/**/*.test.ts", "common/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          setupFiles: ["server/test/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        plugins: [react()],
        test: {
          name: "web",
          root: ".",
          include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["web/test/setup.ts"],
          // A page with charts, checked by axe, takes a few seconds when the machine is busy.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
