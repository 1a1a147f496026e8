import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// One config for the web build and for both test projects: the server's (node, real PostgreSQL)
// and the web's (happy-dom, Testing Library).
export default defineConfig({
  root: "web",
  plugins: [react()],
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  test: {
    root: ".",
    projects: [
      {
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
        plugins: [react()],
        test: {
          name: "web",
          root: ".",
          include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["web/test/setup.ts"],
        },
      },
    ],
  },
});
