// Health for people and machines: /api/health says whether this instance and its database answer
// (for people and monitors, and every benchmark's baseline); /api/live only that the process
// answers (a liveness probe: a database outage must not get every instance restarted); /api/ready
// whether it should be sent work: the database answers, every migration this build knows is
// applied, and the instance is not stopping: the proxy's check (docs/operations.md).
import { HealthSchema } from "@common/health";
import type { AppContext } from "@server/app-context";
import { migrationsApplied } from "@server/platform/database/client";
import { DATABASE_RETRY_AFTER_SECONDS, errorBody } from "@server/platform/errors";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

const DATABASE_TIMEOUT_MS = 2000;

const unavailable = (reply: FastifyReply, message: string) =>
  reply
    .status(503)
    .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
    .send(errorBody("Failure", [message]));

export function registerHealthRoutes(app: FastifyInstance, { db, lifecycle }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const databaseAnswers = async () => {
    await Promise.race([
      db.$client.query("SELECT 1"),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("database timeout")), DATABASE_TIMEOUT_MS).unref(),
      ),
    ]);
  };
  // Once applied, migrations stay applied: asked until then only.
  let migrated = false;

  routes.get(
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
        await databaseAnswers();
        return { status: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "health check: database is not answering");
        return unavailable(reply, "The database is not answering.");
      }
    },
  );

  routes.get(
    "/api/live",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["platform"],
        summary: "200 whenever the server process answers (a liveness probe)",
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  routes.get(
    "/api/ready",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["platform"],
        summary:
          "200 when this instance should be sent work: its database answers, every migration is applied and it is not stopping; 503 otherwise",
        response: { 200: HealthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      if (lifecycle.draining) return unavailable(reply, "This instance is stopping.");
      try {
        await databaseAnswers();
        migrated ||= await migrationsApplied(db);
      } catch (error) {
        request.log.warn({ err: error }, "readiness check: database is not answering");
        return unavailable(reply, "The database is not answering.");
      }
      if (!migrated) return unavailable(reply, "The database's migrations are not all applied.");
      return { status: "ok" as const };
    },
  );
}
