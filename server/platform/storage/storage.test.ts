import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, S3_PART_SIZE_BYTES } from "./s3-storage";
import { type S3TestServer, startS3TestServer } from "./s3-test-server";
import { createLocalStorage, newStorageKey, type Storage } from "./storage";

let root: string;
let s3: S3TestServer;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "summit-storage-"));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const drivers = {
  local: () => createLocalStorage(root),
  s3: () => createS3Storage(s3.settings),
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Recognisable bytes: a wrong offset anywhere shows up as a mismatch. */
const pattern = (length: number) => Buffer.from(Array.from({ length }, (_, index) => index % 251));

/** Sends chunks, then fails as a client that disconnects midway would. */
function failingStream(chunks: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      yield* chunks;
      throw new Error("client went away");
    })(),
  );
}

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])("%s storage", (driver) => {
  let storage: Storage;
  beforeAll(() => {
    storage = drivers[driver]();
  });

  it("stores a buffer, knows its size without reading it and reads it back whole", async () => {
    const key = newStorageKey("documents", "txt");
    expect(await storage.put(key, Buffer.from("hello world"), { contentType: "text/plain" })).toEqual({
      size: 11,
    });
    expect(await storage.stat(key)).toEqual({ size: 11 });
    const file = await storage.get(key);
    expect(file?.size).toBe(11);
    expect((await bytesOf(file?.stream ?? Readable.from([]))).toString()).toBe("hello world");
  });

  it("reads a byte range and still reports the whole size", async () => {
    const key = newStorageKey("documents", "txt");
    await storage.put(key, Buffer.from("hello world"));
    const file = await storage.get(key, { start: 2, end: 5 });
    expect(file?.size).toBe(11);
    expect((await bytesOf(file?.stream ?? Readable.from([]))).toString()).toBe("llo ");
  });

  it("stores a stream longer than one upload part, byte for byte", async () => {
    const key = newStorageKey("videos", "mp4");
    const body = pattern(2 * S3_PART_SIZE_BYTES + 12_345);
    const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, index) =>
      body.subarray(index * 65_536, (index + 1) * 65_536),
    );
    expect(await storage.put(key, Readable.from(chunks), { contentType: "video/mp4" })).toEqual({
      size: body.length,
    });
    expect(await storage.stat(key)).toEqual({ size: body.length });
    const across = { start: S3_PART_SIZE_BYTES - 10, end: S3_PART_SIZE_BYTES + 9 };
    const file = await storage.get(key, across);
    expect(await bytesOf(file?.stream ?? Readable.from([]))).toEqual(
      body.subarray(across.start, across.end + 1),
    );
  });

  it.each([
    ["a small stream", [pattern(1000)]],
    [
      "a stream past two upload parts",
      [pattern(S3_PART_SIZE_BYTES), pattern(S3_PART_SIZE_BYTES), pattern(10)],
    ],
  ])("leaves nothing behind when %s fails midway", async (_label, chunks) => {
    const key = newStorageKey("videos", "mp4");
    await expect(storage.put(key, failingStream(chunks))).rejects.toThrow("client went away");
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    if (driver === "local") {
      const id = path.basename(key, ".mp4");
      const left = fs.readdirSync(path.join(root, "videos")).filter((name) => name.startsWith(id));
      expect(left).toEqual([]);
    }
  });

  it("answers null for a missing key and deletes idempotently", async () => {
    const key = newStorageKey("documents", "pdf");
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from("%PDF-"));
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it("refuses a key that could leave the storage root", async () => {
    await expect(storage.put("../outside.txt", Buffer.from("x"))).rejects.toThrow("Invalid storage key");
    await expect(storage.get("photos/../../x.webp")).rejects.toThrow("Invalid storage key");
  });
});
