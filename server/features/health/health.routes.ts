import { HealthSchema } from "@common/health";
import type { AppContext } from "@server/app-context";
import { DATABASE_RETRY_AFTER_SECONDS, errorBody } from "@server/platform/errors";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

const DATABASE_TIMEOUT_MS = 2000;

export function registerHealthRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["platform"],
        summary: "200 when the server and its database answer, 503 otherwise",
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await Promise.race([
          db.$client.query("SELECT 1"),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error("database timeout")), DATABASE_TIMEOUT_MS).unref(),
          ),
        ]);
        return { status: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "health check: database is not answering");
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody("Failure", ["The database is not answering."]));
      }
    },
  );
}
