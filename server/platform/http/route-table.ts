// Every route the app registers, one entry per method: the list that route-wide tests walk, so a
// new route is covered the day it is added.
import type { FastifyInstance, FastifySchema, HTTPMethods } from "fastify";

export interface RouteEntry {
  method: HTTPMethods;
  /** The path pattern with its parameters, as registered ("/api/companies/:id/follow"). */
  url: string;
  schema?: FastifySchema;
  /** The route's config: who may use it (`access`, server/platform/http/access.ts) and the like. */
  config?: unknown;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording; routes registered before this call are not seen. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  tables.set(app, routes);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, schema: route.schema, config: route.config });
  });
}

export function registeredRoutes(app: FastifyInstance): readonly RouteEntry[] {
  const routes = tables.get(app);
  if (!routes) throw new Error("Routes are not recorded for this app: call recordRoutes first.");
  return routes;
}
