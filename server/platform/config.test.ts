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
      REQUIRE_ADMIN_TWO_FACTOR: false,
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

  it("keeps uploads on local disk unless STORAGE_DRIVER says s3", () => {
    const config = loadConfig({});
    expect(config.STORAGE_DRIVER).toBe("local");
    expect(config.s3).toBeNull();
  });

  it("reads the S3 settings, with us-east-1 and virtual-hosted buckets by default", () => {
    const env = {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "summit-files",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: "summit-files",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "key-id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...env,
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "auto",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000", region: "auto", forcePathStyle: true });
  });

  it("lists every S3 setting the s3 driver is missing", () => {
    let error: unknown;
    try {
      loadConfig({ STORAGE_DRIVER: "s3", S3_ACCESS_KEY_ID: "key-id" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "S3_BUCKET: required when STORAGE_DRIVER is s3",
      "S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER is s3",
    ]);
  });

  it("refuses an unknown storage driver and a malformed S3 endpoint", () => {
    expect(() => loadConfig({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER:/);
    expect(() => loadConfig({ S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT:/);
  });

  it("bills by invoice only unless Stripe is configured", () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_456" }).stripe,
    ).toEqual({ secretKey: "sk_test_123", webhookSecret: "whsec_456" });
  });

  it("refuses one Stripe setting without the other", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_456" })).toThrow(
      /STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set/,
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }).stripe).toBeNull();
  });

  it("reads TRUST_PROXY as a flag", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it("reads TRUST_PROXY as the proxies' addresses and ranges, and refuses one that is neither", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/8, proxy.internal" })).toThrow(
      /TRUST_PROXY: must be true, false, or the proxies' addresses and CIDR ranges separated by commas/,
    );
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
