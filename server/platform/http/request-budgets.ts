// Budgets of requests (DESIGN.md section 7, "Rate limits"): every write under /api and every
// search has a budget per route and per member (per client address for visitors) in a window,
// counted in PostgreSQL so that every app instance shares the counts. A request over budget gets
// 429 with Retry-After and the error object. @fastify/rate-limit does the limiting; the store and
// the budgets are ours. Sign-in and the other /api/auth calls keep better-auth's own limits and
// the failed sign-in counts of server/platform/auth/sign-in-limits.ts.

import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { SessionReader } from "@server/platform/auth/session";
import { addressGroup, waitInWords } from "@server/platform/auth/sign-in-limits";
import type { Database } from "@server/platform/database/client";
import { AppError } from "@server/platform/errors";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { errorResponses } from "./error-responses";
import { countRequests, deleteEndedWindows } from "./request-budgets.repository";

const MINUTE_MS = 60_000;

/** Requests a caller may make of one route in a minute. */
export interface Budget {
  member: number;
  visitor: number;
}

/** Every write route not named below. */
export const WRITE_BUDGET: Budget = { member: 120, visitor: 30 };
/** Searches: Discover, the company and people pickers, and any list given a `search` term. */
export const SEARCH_BUDGET: Budget = { member: 120, visitor: 30 };

/** Files are stored, sniffed and re-encoded: the most expensive writes there are. */
const UPLOAD_BUDGET: Budget = { member: 30, visitor: 10 };

/** Routes with budgets of their own, by method and path as Fastify declares them. */
export const ROUTE_BUDGETS: Record<string, Budget> = {
  "POST /api/upload/document": UPLOAD_BUDGET,
  "POST /api/upload/csv": UPLOAD_BUDGET,
  "POST /api/upload/video": UPLOAD_BUDGET,
  "POST /api/factor/upload/image": UPLOAD_BUDGET,
  // Every invitation sends an e-mail to someone who did not ask for it.
  "POST /api/user/invite": { member: 20, visitor: 10 },
  // A data export builds a file of everything a member holds.
  "POST /api/account/data-exports": { member: 5, visitor: 10 },
};

const SEARCH_ROUTES = new Set([
  "GET /api/discover",
  "GET /api/search/company",
  "GET /api/factor/search/user",
]);

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const routeName = (method: string, url: string) => `${method} ${url}`;

/** Whether a GET route's query takes a `search` term: such lists count as searches when given one. */
function takesSearchTerm(route: RouteOptions): boolean {
  const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return query?.shape !== undefined && "search" in query.shape;
}

/** The budget of a route, or null when it has none (reads, better-auth's own calls, pages). */
export function budgetFor(method: string, url: string, route?: RouteOptions): Budget | null {
  if (!url.startsWith("/api/") || url.startsWith("/api/auth/")) return null;
  const name = routeName(method, url);
  if (ROUTE_BUDGETS[name]) return ROUTE_BUDGETS[name];
  if (WRITE_METHODS.has(method)) return WRITE_BUDGET;
  if (method === "GET" && (SEARCH_ROUTES.has(name) || (route && takesSearchTerm(route))))
    return SEARCH_BUDGET;
  return null;
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts requests per key in PostgreSQL, one statement per key at a time: requests of a key that
 * arrive while its statement runs are counted together by the next one, so a burst from one
 * caller costs a few statements and no queue of waits on the same row.
 */
class BudgetCounter {
  private readonly waiting = new Map<string, Counted[]>();

  constructor(private readonly db: Database) {}

  count(key: string, windowMs: number, counted: Counted): void {
    const queued = this.waiting.get(key);
    if (queued) {
      queued.push(counted);
      return;
    }
    this.waiting.set(key, []);
    this.run(key, windowMs, [counted]);
  }

  private run(key: string, windowMs: number, batch: Counted[]): void {
    countRequests(this.db, key, batch.length, windowMs).then(
      // The next batch starts before this one's requests go on, so that nothing they do can hold
      // up the key's later requests.
      ({ current, ttl }) => {
        this.next(key, windowMs);
        // The batch's requests, in the order they came, are the last of the count.
        batch.forEach((counted, index) => {
          counted(null, { current: current - batch.length + 1 + index, ttl });
        });
      },
      (error: Error) => {
        this.next(key, windowMs);
        for (const counted of batch) counted(error);
      },
    );
  }

  private next(key: string, windowMs: number): void {
    const queued = this.waiting.get(key) ?? [];
    if (queued.length === 0) {
      this.waiting.delete(key);
      return;
    }
    this.waiting.set(key, []);
    this.run(key, windowMs, queued);
  }
}

/** The plugin's store: one per route, prefixing its keys with the route. */
class PostgresBudgetStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: BudgetCounter,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Counted, timeWindow?: number) {
    this.counter.count(`${this.prefix}|${key}`, timeWindow ?? MINUTE_MS, callback);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    // The plugin passes the route's own options as routeInfo.
    const route = (routeOptions as { routeInfo?: RouteOptions }).routeInfo;
    return new PostgresBudgetStore(
      this.counter,
      route ? routeName(String(route.method), route.url) : this.prefix,
    );
  }
}

/** The caller a budget is counted for: the member, or the client's address (an IPv6 /64). */
async function callerOf(sessions: SessionReader, request: FastifyRequest): Promise<string> {
  const user = await sessions.find(request);
  return user ? `member:${user.id}` : `address:${addressGroup(request.ip)}`;
}

export interface RequestBudgetOptions {
  db: Database;
  sessions: SessionReader;
  /** Multiplies every budget: tests and benchmarks that make many requests as one caller raise it. */
  scale: number;
}

/** Limits every write and search; register before the routes. */
export async function registerRequestBudgets(
  app: FastifyInstance,
  { db, sessions, scale }: RequestBudgetOptions,
): Promise<void> {
  const callers = new WeakMap<FastifyRequest, Promise<string>>();
  const caller = (request: FastifyRequest) => {
    let known = callers.get(request);
    if (!known) {
      known = callerOf(sessions, request);
      callers.set(request, known);
    }
    return known;
  };
  // Before the plugin's own hook, which reads the route's config.
  app.addHook("onRoute", (route) => {
    const method = [route.method].flat()[0] ?? "";
    const budget = budgetFor(method, route.url, route);
    if (budget) {
      // The OpenAPI document says that the route can answer 429.
      const schema = route.schema ?? {};
      route.schema = {
        ...schema,
        response: { ...(schema.response as object | undefined), ...errorResponses(429) },
      };
      route.config = {
        ...route.config,
        rateLimit: {
          max: async (request: FastifyRequest) =>
            Math.ceil(
              ((await caller(request)).startsWith("member:") ? budget.member : budget.visitor) * scale,
            ),
          timeWindow: MINUTE_MS,
          // A list read without a search term is not a search.
          allowList: (request: FastifyRequest) =>
            request.method === "GET" &&
            !SEARCH_ROUTES.has(routeName("GET", route.url)) &&
            !(request.query as Record<string, unknown> | undefined)?.search,
        },
      };
    }
  });
  const counter = new BudgetCounter(db);
  await app.register(rateLimit, {
    global: false,
    // The plugin makes its store with `new` and no database: this one is given it.
    store: class extends PostgresBudgetStore {
      constructor() {
        super(counter, "");
      }
    } as never,
    keyGenerator: caller,
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError(429, "Failure", [
        `Too many requests of this kind. Try again in ${waitInWords(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
      ]),
  });
  // Forgotten windows are deleted now and then by whichever instance gets there.
  const cleanup = setInterval(() => {
    deleteEndedWindows(db).catch((error) =>
      app.log.warn({ err: error }, "could not delete old request counts"),
    );
  }, MINUTE_MS);
  cleanup.unref();
  app.addHook("onClose", async () => clearInterval(cleanup));
}
