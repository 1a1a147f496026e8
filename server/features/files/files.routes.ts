import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorSchema } from "../../../common/errors";
import type { AppContext } from "../../app-context";
import { notFound } from "../../platform/errors";
import { isStorageKey } from "../../platform/storage/storage";

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", png: "image/png", jpg: "image/jpeg" };

export function registerFileRoutes(app: FastifyInstance, { storage }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/files/*",
    {
      schema: {
        tags: ["files"],
        summary: "An uploaded file, such as a profile photo",
        params: z.object({ "*": z.string() }),
        response: { 200: z.any().describe("The file bytes"), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const extension = key.split(".").pop() ?? "";
      const contentType = CONTENT_TYPES[extension];
      const file = contentType && isStorageKey(key) ? await storage.get(key) : null;
      if (!file) throw notFound("File");
      return reply
        .header("content-type", contentType)
        .header("content-length", file.size)
        .header("content-disposition", "inline")
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(file.stream);
    },
  );
}
