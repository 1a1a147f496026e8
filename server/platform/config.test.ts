import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("falls back to the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      TRUST_PROXY: false,
      NODE_ENV: "development",
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("lists every bad value in one readable error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://db", TRUST_PROXY: "maybe", AUTH_SECRET: "short" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(":")[0])).toEqual(
      expect.arrayContaining(["PORT", "DATABASE_URL", "TRUST_PROXY", "AUTH_SECRET"]),
    );
    expect(message).toContain("Invalid configuration:");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /AUTH_SECRET: required when NODE_ENV is production/,
    );
  });

  it("reads TRUST_PROXY as a flag", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });
});

describe("starting with a bad configuration", () => {
  it("stops the server with the list of problems", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "eighty", TRUST_PROXY: "maybe", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration:");
    expect(result.stderr).toContain("  - PORT:");
    expect(result.stderr).toContain("  - TRUST_PROXY:");
  });
});
