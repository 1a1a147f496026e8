import { defineConfig, devices } from "@playwright/test";
import { CLUSTER_PROXY_URL } from "./e2e/cluster/cluster";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";

// The cluster's browser tests (npm run test:cluster): through Caddy to two instances of the built
// server on one PostgreSQL, as compose.yaml runs them (e2e/cluster/global-setup.ts).
export default defineConfig({
  testDir: "e2e/cluster",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/cluster" }]],
  outputDir: "test-results/cluster-output",
  globalSetup: "./e2e/cluster/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: CLUSTER_PROXY_URL,
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
