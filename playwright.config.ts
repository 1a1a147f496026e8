import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { E2E_BASE_URL } from "./e2e/support/server";

// Browser tests drive Debian's Chromium against the built app served by a real server on an
// embedded PostgreSQL of its own (started in e2e/support/global-setup.ts).
export default defineConfig({
  testDir: "e2e",
  // The cluster's tests need a cluster of their own: playwright.cluster.config.ts.
  testIgnore: "cluster/**",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Tests tagged @phone also run at phone width; @phone-only ones (the mobile menu) run only there.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone-only/,
    },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 } }, grep: /@phone/ },
  ],
});
