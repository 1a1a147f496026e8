// Test support: a local S3 (s3rver) on a free loopback port with its data in a temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { S3Settings } from "@server/platform/config";
import S3rver from "s3rver";

export interface S3TestServer {
  settings: S3Settings;
  /** The same settings as the environment variables the server reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = "summit-test";

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "summit-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  // s3rver's fixed development credentials.
  const settings: S3Settings = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
