// The storage interface on S3 or an S3-compatible store (MinIO, R2), chosen by STORAGE_DRIVER=s3.

import { Readable, Transform } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Settings } from "@server/platform/config";
import { assertStorageKey, type Storage } from "./storage";

/**
 * A stream is sent in parts of this size, so a large video never sits in memory whole. S3 wants
 * at least 5 MiB in every part but the last.
 */
export const S3_PART_SIZE_BYTES = 8 * 1024 * 1024;

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default checksums use a streaming trailer that several S3-compatible stores
    // reject; checksums are sent only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  const putWhole = async (Key: string, body: Buffer, ContentType?: string) => {
    await client.send(
      new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length, ContentType }),
    );
    return { size: body.length };
  };

  /**
   * A stream of unknown length goes up in parts (lib-storage's managed upload), so a large video
   * never sits in memory whole; S3 shows the object only once every part has arrived, and an
   * upload that fails is aborted.
   */
  const putStream = async (Key: string, body: Readable, ContentType?: string) => {
    let size = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    let bodyError: unknown;
    body.once("error", (error) => {
      bodyError = error;
      counted.destroy(error);
    });
    const upload = new Upload({
      client,
      params: { Bucket, Key, Body: counted, ContentType },
      partSize: S3_PART_SIZE_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // When the body broke, that is the cause to report, even if aborting the upload failed too
      // (the bucket's lifecycle rule for incomplete multipart uploads then removes the parts).
      throw bodyError ?? error;
    }
    return { size };
  };

  return {
    async put(key, body, options = {}) {
      assertStorageKey(key);
      if (Buffer.isBuffer(body)) return putWhole(key, body, options.contentType);
      try {
        return await putStream(key, body, options.contentType);
      } catch (error) {
        // The body may be partly read; destroying it tells its producer to stop.
        body.destroy();
        throw error;
      }
    },
    async stat(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async get(key, range) {
      assertStorageKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
        // "bytes 0-99/1234" names the whole size; without a range the length is the whole size.
        const total = object.ContentRange?.match(/\/(\d+)$/)?.[1];
        return { stream: object.Body, size: total ? Number(total) : (object.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof NoSuchKey || error instanceof NotFound) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
