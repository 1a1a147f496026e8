// Every image a client sends is decoded through here, so that none is decoded past
// IMAGE_MAX_PIXELS and only one decodes at a time, so memory stays bounded: a small file that declares a huge image (a
// decompression bomb) is refused from its header, before a pixel is decoded.

import { createRequire } from "node:module";
import { UPLOAD_IMAGE_MAX_PIXELS } from "@common/constants";
import { invalid, tooLarge } from "@server/platform/errors";
import pLimit from "p-limit";
import type SharpModule from "sharp";
import type { Sharp } from "sharp";

/** The most pixels decoded from one image, all frames of an animation together. */
export const IMAGE_MAX_PIXELS = UPLOAD_IMAGE_MAX_PIXELS;

const require = createRequire(import.meta.url);
let loadedSharp: typeof SharpModule | undefined;

/** sharp and libvips, loaded on the first image: about 13 MiB that an instance which never decodes one does not hold. */
function sharp(): typeof SharpModule {
  if (!loadedSharp) {
    loadedSharp = require("sharp") as typeof SharpModule;
    // libvips' operation cache keeps recent images for reuse, which one-off uploads never get; its
    // thread pool per image multiplies working memory by the number of cores. Requests still
    // decode in parallel on libuv's pool.
    loadedSharp.cache(false);
    loadedSharp.concurrency(1);
  }
  return loadedSharp;
}

/**
 * Decoding a large image takes a few hundred megabytes outside the JavaScript heap for a moment;
 * libuv would run four at once. One at a time per process keeps that bounded whatever a burst of
 * uploads sends; an image takes well under a second, so others wait briefly.
 */
const decodeSlot = pLimit(1);

/** Runs one decode (and its re-encoding) when no other is running in this process. */
export function whileDecoding<T>(work: () => Promise<T>): Promise<T> {
  return decodeSlot(work);
}

/**
 * A pipeline over an image from a client. sharp refuses to decode more than IMAGE_MAX_PIXELS, and
 * reads sequentially so that rows stream through rather than the whole image being held.
 */
export function decodeImage(bytes: Buffer, options: { animated?: boolean } = {}): Sharp {
  return sharp()(bytes, {
    animated: options.animated ?? false,
    limitInputPixels: IMAGE_MAX_PIXELS,
    sequentialRead: true,
  });
}

/**
 * The image's size from its header alone: 413 when it has more than IMAGE_MAX_PIXELS, 400 when it
 * cannot be read. `noun` names the image in the answer ("image", "photo"); `animated` counts all
 * frames.
 */
export async function checkImageSize(
  bytes: Buffer,
  { noun, animated = false }: { noun: string; animated?: boolean },
): Promise<{ width: number; height: number }> {
  let metadata: { width: number; height: number };
  try {
    // metadata() reads the header only, and already refuses a header past the pixel limit.
    metadata = await decodeImage(bytes, { animated }).metadata();
  } catch (error) {
    throw imageError(error, noun);
  }
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw imageTooLarge(noun);
  return metadata;
}

/** The answer for an image that failed to decode: 413 past the pixel limit, 400 otherwise. */
export function imageError(error: unknown, noun: string) {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? imageTooLarge(noun)
    : unreadableImage(noun);
}

const imageTooLarge = (noun: string) =>
  tooLarge(`The ${noun} is too large: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`);

const unreadableImage = (noun: string) =>
  invalid(`The ${noun} could not be read; it may be damaged or cut off.`);
