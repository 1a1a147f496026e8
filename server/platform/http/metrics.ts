// Prometheus metrics at GET /metrics (prom-client), for a scraper holding METRICS_TOKEN: requests
// by route, method and status with their durations, the database pool, Node's own figures (event
// loop delay among them), and what features add to the registry (job queue depth, live streams).
// Without METRICS_TOKEN the route answers 404, as for any path that does not exist.
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError, sendNotFound } from "@server/platform/errors";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { z } from "zod";
import { errorResponses } from "./error-responses";

/** Seconds: from a cached read (a few ms) to the slowest export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetricsRegistry(pool: pg.Pool): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: "summit_db_pool_connections",
    help: "Connections of this instance's database pool: total open, idle, and requests waiting for one.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  return registry;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

export function registerMetrics(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "summit_http_requests_total",
    help: "Requests answered, by method, route (as declared; unmatched for none) and status.",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "summit_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route.",
    labelNames: ["method", "route"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    requests.inc({ method: request.method, route, status: reply.statusCode });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const expected = token ? digest(`Bearer ${token}`) : null;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/metrics",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["platform"],
        summary:
          "Prometheus metrics, for a scraper sending METRICS_TOKEN as a bearer token (404 when none is set)",
        response: {
          200: z.string().describe("Prometheus text exposition format"),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      if (!expected) return sendNotFound(request, reply);
      // Compared as digests: equal lengths, and no timing that tells how much of it was right.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
        throw new AppError(401, "AccessDenied", ["Send the metrics token as a bearer token."]);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
