// Reading the one file of a multipart/form-data request, for every route that takes a file: the
// part named file, cut off at the route's size limit, with a 413 that holds however the bytes arrive.
import type { Readable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { AppError, invalid, tooLarge, unsupportedType } from "@server/platform/errors";
import type { FastifyRequest } from "fastify";

export interface IncomingFile {
  /** The name the client gave; kept for display and downloads, never used as a path. */
  fileName: string | undefined;
  /** The bytes as they arrive; `truncated` turns true when the size limit cut them off. */
  stream: Readable & { truncated?: boolean };
}

/** What the client is told when the file is refused while it arrives. */
export interface FileMessages {
  tooLarge: string;
  cutOff: string;
}

/**
 * The multipart field named file, cut off by the parser once it passes maxBytes. `noun` names the
 * file in the answers ("file", "photo").
 */
export async function receiveFile(
  request: FastifyRequest,
  maxBytes: number,
  noun = "file",
): Promise<IncomingFile> {
  if (!request.isMultipart()) throw unsupportedType(`Send the ${noun} as multipart/form-data.`);
  let part: MultipartFile | undefined;
  try {
    // The size limit is judged by fileChunks() alone, once the stream has ended.
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  } catch (error) {
    // The plugin's own limits (too many parts) carry their 4xx, a body that came too slowly its 408;
    // anything else is a body that is not valid multipart.
    if (error instanceof AppError || isClientError(error)) throw error;
    throw invalid("The multipart/form-data body could not be read.");
  }
  const missing = () => invalid(`file: attach the ${noun} in a field named file.`);
  if (!part) throw missing();
  if (part.fieldname !== "file") {
    part.file.resume();
    throw missing();
  }
  return { fileName: part.filename, stream: part.file };
}

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
};

/**
 * The file's bytes as they arrive. A client that stops midway gets 400 and one that sends more than
 * the limit gets 413, raised from inside the stream so that storage, if it is reading it, drops what
 * it wrote.
 *
 * `truncated` is read once the stream has ended, never per chunk: when the limit falls exactly on
 * a chunk boundary (a client sending the file in 64 KiB blocks against a 5 MiB limit), busboy sets
 * the flag without pushing another chunk, so a per-chunk check (the plugin's toBuffer()) sees the
 * last chunk before the flag is set and accepts the file cut off at the limit.
 */
export async function* fileChunks(file: IncomingFile, messages: FileMessages): AsyncGenerator<Buffer> {
  // Stopping early must not destroy the stream: the request's remaining bytes still need reading,
  // which resume() does once this loop no longer listens.
  const chunks: AsyncIterable<Buffer> = file.stream.iterator({ destroyOnReturn: false });
  try {
    for await (const chunk of chunks) yield chunk;
  } catch (error) {
    // A body that came too slowly keeps its own answer (408).
    if (error instanceof AppError) throw error;
    throw invalid(messages.cutOff);
  } finally {
    file.stream.resume();
  }
  if (file.stream.truncated) throw tooLarge(messages.tooLarge);
}

/** The whole file in memory, for files small enough to check whole (at most the route's limit). */
export async function readWholeFile(file: IncomingFile, messages: FileMessages): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of fileChunks(file, messages)) parts.push(chunk);
  return Buffer.concat(parts);
}
