// The permission matrix: every /api route, called as each kind of caller (server/test/
// permission-world.ts), answers as the policy declared beside it says (config.access,
// server/platform/http/access.ts). A caller the policy lets through succeeds; anyone else is
// refused (401 when signed out or suspended, 403 or 404 when signed in). A route without a policy
// stops the app from starting; one without an example (server/test/route-examples) fails here.
//
// A write for platform admins only must also leave exactly one entry in the audit log when it
// succeeds (server/features/audit-log), so that a new admin route is audited or fails here.
//
// MATRIX_ROUTES=<regex> runs only the routes whose "METHOD /path" matches.

import { setUpTestApp } from "@server/test/app";
import { ALLOWED, createWorld, ROLES, type Role, type World } from "@server/test/permission-world";
import { routeExamples } from "@server/test/route-examples";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_POLICIES, accessOf } from "./access";
import { registeredRoutes } from "./route-table";

const ORIGIN = "http://localhost:3000";
const filter = process.env.MATRIX_ROUTES ? new RegExp(process.env.MATRIX_ROUTES) : null;
const keys = Object.keys(routeExamples).filter((key) => !filter || filter.test(key));

const t = setUpTestApp();
let world: World;
const tally = { routes: 0, attempts: 0, refusalsExpected: 0, wrongfulSuccesses: 0, skipped: [] as string[] };

beforeAll(async () => {
  world = await createWorld(t);
}, 120_000);

afterAll(() => {
  if (tally.routes === 0) return;
  console.info(
    `permission matrix: ${tally.routes} routes, ${tally.attempts} calls, ${tally.refusalsExpected} ` +
      `of them by callers to refuse, ${tally.wrongfulSuccesses} wrongful successes; ` +
      `${tally.skipped.length} routes checked elsewhere (${tally.skipped.join(", ")})`,
  );
});

/** "GET /api/posts/:id" for each route the matrix covers: every /api route but the API's own description. */
function matrixRoutes() {
  return registeredRoutes(t.app).filter(
    (route) =>
      route.method !== "HEAD" &&
      route.url.startsWith("/api/") &&
      !/^\/api\/(docs|openapi\.json)/.test(route.url),
  );
}

const auditEntries = async () =>
  Number((await t.context.db.$client.query("SELECT count(*) AS n FROM admin_actions")).rows[0]?.n);

const refusalFor = (role: Role) => (role === "visitor" || role === "suspended" ? [401] : [403, 404]);

describe("permission matrix", () => {
  it.skipIf(filter)(
    "has a declared policy and an example for every route, and no example for a route that does not exist",
    () => {
      const registered = matrixRoutes().map((route) => `${route.method} ${route.url}`);
      const undeclared = matrixRoutes()
        .filter((route) => !accessOf(route.config))
        .map((route) => `${route.method} ${route.url}`);
      expect(undeclared).toEqual([]);
      expect(registered.filter((key) => !(key in routeExamples))).toEqual([]);
      expect(Object.keys(routeExamples).filter((key) => !registered.includes(key))).toEqual([]);
    },
  );

  it.each(keys)(
    "%s answers as its policy says",
    async (key) => {
      const example = routeExamples[key];
      if (!example) throw new Error(`no example for ${key}`);
      if ("skip" in example) {
        tally.skipped.push(key);
        return;
      }
      const [method, url] = key.split(" ") as [string, string];
      const route = matrixRoutes().find((entry) => entry.method === method && entry.url === url);
      const access = accessOf(route?.config);
      if (!access) throw new Error(`${key} is not a registered route with a policy`);
      const allowed = ALLOWED[access];
      // Refused callers go first, so that a success cannot have used up what they would have found.
      const order = [...ROLES].sort((a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)));
      const wrong: string[] = [];
      const audited = access === "platformAdmin" && method !== "GET";
      tally.routes += 1;
      for (const role of order) {
        const request = await example(world, role);
        const entriesBefore = audited ? await auditEntries() : 0;
        const cookie = request.as === undefined ? world.cookieOf(role) : request.as?.cookie;
        const response = await t.request({
          method: method as "GET",
          url: request.url,
          cookie,
          headers: { origin: ORIGIN, ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload as string }),
        });
        const status = response.statusCode;
        const succeeded = status >= 200 && status < 400;
        tally.attempts += 1;
        if (allowed.includes(role)) {
          if (!succeeded) wrong.push(`${role} (allowed): ${status} ${response.body.slice(0, 300)}`);
          const written = audited ? (await auditEntries()) - entriesBefore : 1;
          if (succeeded && written !== 1)
            wrong.push(`${role} (allowed): ${written} audit log entries, not 1`);
        } else {
          tally.refusalsExpected += 1;
          if (succeeded) tally.wrongfulSuccesses += 1;
          if (!refusalFor(role).includes(status)) {
            wrong.push(
              `${role} (refused): ${status}, not ${refusalFor(role).join(" or ")} ${response.body.slice(0, 300)}`,
            );
          }
        }
      }
      expect(wrong, `${key} is declared "${access}" (${ACCESS_POLICIES[access]})`).toEqual([]);
      // Nine callers, some of whom need new members (a password hash each) on a busy machine.
    },
    120_000,
  );
});
