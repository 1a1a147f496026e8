// Web test setup: jest-dom matchers, a clean DOM after each test, and no unexpected console.error
// (a React warning is a bug; a test that expects one mocks console.error itself).
import "@testing-library/jest-dom/vitest";
import { format } from "node:util";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { DESKTOP, setViewport } from "./viewport";

// The web tests share two cores with the server tests (npm test runs both projects at once): a
// page that renders its lazy routes and queries under that load may take longer than
// Testing Library's default second to show what a test waits for.
configure({ asyncUtilTimeout: 5000 });

let consoleErrors: string[] = [];

beforeEach(() => {
  setViewport(DESKTOP);
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.cookie.split(";").forEach((cookie) => {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests start without the cookies of the test before.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join("\n---\n")}`);
});
