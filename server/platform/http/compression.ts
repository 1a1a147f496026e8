// Compresses API responses worth compressing (JSON above a kilobyte) for clients that accept it.
// The web app's files are compressed once at build time and served as they are (see registerWebApp).
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, RouteOptions } from "fastify";

/** Below this, the headers and the compressor's framing eat most of what compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Measured on the API's own pages (bench/README.md, "Compression"): on a 7 kB feed page gzip 6
 * saves 96% of what Brotli 4 saves for about half its CPU, and Brotli only beats gzip 6 from
 * quality 4 up. So gzip comes first when a client takes both (every browser does); Brotli is for
 * clients that take nothing else. The web app's files are Brotli, compressed once at build time.
 */
const ENCODINGS = ["gzip", "br"] as const;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * Routes whose responses are never compressed: files (whole downloads and byte ranges, whose
 * offsets count unencoded bytes; images and videos would not shrink anyway) and the web app's
 * static files, which carry their build-time .br and .gz siblings instead.
 */
function servedAsStored(route: RouteOptions): boolean {
  return route.url.startsWith("/api/files/") || !route.url.startsWith("/api");
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads `compress` to decide per route.
  app.addHook("onRoute", (route) => {
    if (route.compress === undefined && servedAsStored(route)) route.compress = false;
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    // The default list also matches application/octet-stream; text/event-stream it already leaves
    // alone, and the notification stream writes to the socket itself anyway.
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)|^text\/(?!event-stream)/,
    // Request bodies are taken as sent: browsers do not compress them, and inflating them would
    // only add a way to make a small request expensive.
    globalDecompression: false,
  });
}
