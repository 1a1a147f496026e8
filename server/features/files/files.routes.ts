import { Readable } from "node:stream";
import type { AppContext } from "@server/app-context";
import { findSessionUser } from "@server/platform/auth/session";
import { notFound, rangeNotSatisfiable } from "@server/platform/errors";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { findServedFile, parseRange } from "./files.service";

const fileBytes = z.any().describe("The file bytes (or the requested range of them)");

export function registerFileRoutes(app: FastifyInstance, { sessions, db, storage }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/files/*",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["files"],
        summary: "An uploaded file or profile photo, whole or a byte range of it (HEAD works too)",
        description:
          "A file is served to whoever may see what it belongs to now: an account file to its " +
          "company's admins; a post's attachment to whoever may read the post; a logo, product " +
          "image or resource as its company's page; a video, cover or event image to members (a " +
          "public item's cover to visitors too); a profile photo to members, and to visitors where " +
          "they see its member. Hidden posts' and items' files reach platform admins only; a file " +
          "that belongs to nothing reaches its uploader only, for a day after the upload. Images " +
          "and videos are shown inline; documents and CSV files download under their original name.",
        params: z.object({ "*": z.string() }),
        headers: z.looseObject({
          range: z.string().optional().describe("One byte range, such as bytes=0-1023"),
        }),
        response: {
          200: fileBytes,
          206: fileBytes,
          ...errorResponses(401, 403, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const file = await findServedFile(db, storage, key, await findSessionUser(sessions, request));
      // This server gives no validators (ETag, Last-Modified), so an If-Range can never match and
      // the whole file is due (RFC 9110 section 13.1.5).
      const range = request.headers["if-range"] ? null : parseRange(request.headers.range, file.size);
      if (range === "unsatisfiable") {
        reply.header("content-range", `bytes */${file.size}`);
        throw rangeNotSatisfiable();
      }
      // A HEAD request reads nothing from storage: the headers say all it asks.
      const stored = request.method === "HEAD" ? null : await storage.get(key, range ?? undefined);
      if (request.method !== "HEAD" && !stored) throw notFound("File");

      reply
        .header("content-type", file.contentType)
        .header("content-disposition", file.contentDisposition)
        .header("x-content-type-options", "nosniff")
        // A file is never a page: even opened directly it runs no script and loads nothing.
        .header(
          "content-security-policy",
          "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header("accept-ranges", "bytes")
        .header("cache-control", file.cacheControl);
      if (range) {
        reply.status(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
      }
      reply.header("content-length", range ? range.end - range.start + 1 : file.size);
      // For HEAD, Fastify keeps the Content-Length set above only when the payload is a stream.
      return reply.send(stored?.stream ?? Readable.from([]));
    },
  );
}
