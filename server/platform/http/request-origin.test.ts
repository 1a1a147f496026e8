// Walks the route table: every unsafe /api route, called with a platform admin's session the way a
// page elsewhere (or a form) would call it, is refused and changes no row.
import { randomUUID } from "node:crypto";
import { loadConfig } from "@server/platform/config";
import { createUser, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf, makePlatformAdmin } from "@server/test/company-cast";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { trustedOrigins } from "./request-origin";
import { registeredRoutes } from "./route-table";

/** buildTestApp's PUBLIC_URL. */
const SUMMIT = "http://localhost:3000";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const REFUSED_ORIGIN = "Changes can only be made from Summit's own pages.";
const BOUNDARY = "summit-origin-test";

/**
 * better-auth's own writes behind the /api/auth/* route. They are called last, and those that end
 * the session at the very end: let through, they would sign the admin out of every later call.
 */
const AUTH_PATHS = [
  "sign-up/email",
  "sign-in/email",
  "update-user",
  "change-email",
  "change-password",
  "request-password-reset",
  "revoke-sessions",
  "delete-user",
  "sign-out",
];

const t = setUpTestApp();
let admin: TestUser;
let member: TestUser;
/** Ids of rows that exist, so that a request let through would really change something. */
let ids: Awaited<ReturnType<typeof createRows>>;

interface Target {
  method: string;
  /** The route as registered. */
  pattern: string;
  url: string;
  /** How a problem names the route: its pattern, or its path under the /api/auth/* wildcard. */
  label: string;
  takesFiles: boolean;
}
let targets: Target[];

beforeAll(async () => {
  admin = await createUser(t, vendorSignUp());
  await makePlatformAdmin(t, admin);
  member = await createUser(t);
  ids = await createRows(await createUser(t, vendorSignUp()));
  targets = registeredRoutes(t.app)
    .filter((route) => UNSAFE.has(route.method) && route.url.startsWith("/api/"))
    .flatMap((route) => {
      const takesFiles = route.schema?.consumes?.includes("multipart/form-data") ?? false;
      const urls = route.url === "/api/auth/*" ? AUTH_PATHS.map((path) => `/api/auth/${path}`) : [route.url];
      return urls.map((url) => ({
        method: route.method,
        pattern: route.url,
        url: concrete(url),
        label: `${route.method} ${route.url.endsWith("*") ? url : route.url}`,
        takesFiles,
      }));
    })
    .sort((a, b) => Number(a.pattern === "/api/auth/*") - Number(b.pattern === "/api/auth/*"));
});

async function created(response: Promise<LightMyRequestResponse>): Promise<string> {
  const answer = await response;
  if (answer.statusCode !== 201) throw new Error(`setup failed: ${answer.statusCode} ${answer.body}`);
  return answer.json().id;
}

async function createRows(otherVendor: TestUser) {
  const company = await companyIdOf(t, admin);
  const otherCompany = await companyIdOf(t, otherVendor);
  const as = (user: TestUser, url: string, payload: object) =>
    created(t.request({ method: "POST", url, cookie: user.cookie, payload }));
  const day = 24 * 3600_000;
  const startsAt = new Date(Date.now() + 10 * day);
  const hours = (count: number) => new Date(startsAt.getTime() + count * 3600_000).toISOString();
  const post = await as(member, "/api/posts", { body: "Which observability stack do you run?", hub: "cio" });
  const comment = await as(member, `/api/posts/${post}/comments`, { body: "OpenTelemetry" });
  const product = await as(admin, `/api/factor/companies/${company}/users/${admin.id}/products`, {
    name: "Forecast",
  });
  const resource = await as(admin, "/api/resources", {
    companyId: company,
    title: "Case study",
    kind: "link",
    url: "https://example.com/case-study",
  });
  const content = await as(admin, "/api/content", {
    kind: "article",
    companyId: company,
    title: "Choosing a data platform",
    summary: "What we learned from three migrations.",
    body: "Pick one domain first.",
    hubs: ["cdo"],
    intentTypes: ["Data Platforms"],
    visibility: "members",
  });
  const collection = await as(admin, "/api/bookmark-collections", { name: "Reading list" });
  const event = await as(admin, "/api/events", {
    title: "CIO roundtable",
    description: "An evening on platform engineering.",
    format: "in_person",
    venue: "The Shard",
    location: "London",
    timeZone: "Europe/London",
    startsAt: startsAt.toISOString(),
    endsAt: hours(4),
    hubs: ["cio"],
    capacity: 50,
    hostCompanyId: company,
  });
  const session = await as(admin, `/api/events/${event}/sessions`, {
    title: "Keynote",
    startsAt: hours(1),
    endsAt: hours(2),
  });
  const industries = await t.request({ method: "GET", url: "/api/industries/short" });
  const industry: string = industries.json().items[0].id;
  return {
    company,
    otherCompany,
    post,
    comment,
    product,
    resource,
    content,
    collection,
    event,
    session,
    industry,
  };
}

/** The route's path with ids of existing rows for its parameters; a random uuid where none fits. */
function concrete(pattern: string): string {
  const idOf: [RegExp, string][] = [
    [/^\/api\/(factor\/)?companies\/:id/, ids.company],
    [/^\/api\/posts\//, ids.post],
    [/^\/api\/comments\//, ids.comment],
    [/^\/api\/resources\//, ids.resource],
    [/^\/api\/content\//, ids.content],
    [/^\/api\/bookmark-collections\//, ids.collection],
    [/^\/api\/events\//, ids.event],
    [/^\/api\/reference-data\//, ids.industry],
    [/^\/api\/user\/:id/, member.id],
  ];
  const byName: Record<string, string> = {
    eventId: ids.event,
    sessionId: ids.session,
    productId: ids.product,
    userId: admin.id,
    adminId: admin.id,
    companyId: ids.otherCompany,
    accountCompanyId: ids.otherCompany,
    type: "region",
    kind: pattern.startsWith("/api/bookmarks/") ? "post" : "industries",
    targetId: ids.post,
  };
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === "id") return idOf.find(([prefix]) => prefix.test(pattern))?.[1] ?? randomUUID();
    return byName[name] ?? randomUUID();
  });
}

/** One md5 per table in schema public: any written row changes its table's hash. */
async function fingerprint(): Promise<Record<string, string>> {
  const client = t.context.db.$client;
  const tables = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const columns = tables.rows.map(
    ({ name }) =>
      `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM public."${name}" t) AS "${name}"`,
  );
  const result = await client.query<Record<string, string>>(`SELECT ${columns.join(", ")}`);
  return result.rows[0] ?? {};
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}

/** Waits for queued jobs and after-commit work of earlier requests, so only the request under test can change rows. */
async function settle(): Promise<Record<string, string>> {
  const deadline = Date.now() + 10_000;
  let previous = await fingerprint();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { rows } = await t.context.db.$client.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM pgboss.job
       WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`,
    );
    const current = await fingerprint();
    if (rows[0]?.pending === 0 && changedTables(previous, current).length === 0) return current;
    previous = current;
  }
  throw new Error("the database did not settle within 10 s");
}

interface Call {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * Sends the call to every target as the platform admin and lists each route that did not answer
 * with the expected error object, or that changed a row.
 */
async function problemsWith(
  call: Call,
  expected: (target: Target) => { status: number; reason: string; message: string },
  only: (target: Target) => boolean = () => true,
): Promise<string[]> {
  const problems: string[] = [];
  let before = await settle();
  for (const target of targets.filter(only)) {
    const response = await t.request({
      method: target.method as "POST",
      url: target.url,
      cookie: admin.cookie,
      headers: call.headers,
      payload: call.payload,
    });
    const { status, reason, message } = expected(target);
    if (response.statusCode !== status)
      problems.push(`${target.label}: ${response.statusCode} ${response.body}`);
    else if (response.body !== JSON.stringify({ reason, messages: [message] })) {
      problems.push(`${target.label}: ${response.body}`);
    }
    const after = await fingerprint();
    const changed = changedTables(before, after);
    if (changed.length > 0) problems.push(`${target.label} changed ${changed.join(", ")}`);
    before = after;
  }
  return problems;
}

const refusedOrigin = () => ({ status: 403, reason: "AccessDenied", message: REFUSED_ORIGIN });
const unsupported = (target: Target) => ({
  status: 415,
  reason: "Invalid",
  message: target.takesFiles
    ? "Send the file as multipart/form-data."
    : "Send a JSON body (Content-Type: application/json).",
});

const json = { "content-type": "application/json" };

describe("the route table", () => {
  it("holds every unsafe /api route, better-auth's included", () => {
    const patterns = targets.map((target) => `${target.method} ${target.pattern}`);
    expect(patterns).toEqual(
      expect.arrayContaining([
        "POST /api/companies/:id/follow",
        "POST /api/companies/:id/membership-requests/:requestId/approve",
        "POST /api/events/:id/cancel",
        "POST /api/auth/*",
        "PUT /api/profile/photo",
      ]),
    );
    expect(targets.length).toBeGreaterThan(90);
  });
});

describe("an unsafe /api request from a page outside Summit", () => {
  it.each<[string, Record<string, string>]>([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a sibling host's Origin", { origin: "http://evil.localhost:3000", "sec-fetch-site": "same-site" }],
    ["Origin: null", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site and no Origin", { "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site: cross-site and no Origin", { "sec-fetch-site": "cross-site" }],
  ])("with %s is refused with 403 on every route and changes nothing", async (_name, headers) => {
    expect(await problemsWith({ headers: { ...headers, ...json }, payload: "{}" }, refusedOrigin)).toEqual(
      [],
    );
  });

  it("is refused even when its path is percent-encoded", async () => {
    const response = await t.request({
      method: "POST",
      url: `/%61pi/companies/${ids.otherCompany}/follow`,
      cookie: admin.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ reason: "AccessDenied", messages: [REFUSED_ORIGIN] });
  });
});

describe("an unsafe /api request whose body is not JSON", () => {
  it("is refused with 415 for text/plain, from Summit's own origin, on every route", async () => {
    const call = { headers: { origin: SUMMIT, "content-type": "text/plain" }, payload: '{"name":"x"}' };
    expect(await problemsWith(call, unsupported)).toEqual([]);
  });

  it("is refused with 415 for a url-encoded form, with no Origin, on every route", async () => {
    const call = { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "name=x" };
    expect(await problemsWith(call, unsupported)).toEqual([]);
  });

  it("is refused with 415 for a body with no Content-Type, on every route", async () => {
    expect(await problemsWith({ headers: { origin: SUMMIT }, payload: "name=x" }, unsupported)).toEqual([]);
  });

  it("is refused with 415 for multipart on every route that takes no file", async () => {
    const payload =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`;
    const call = {
      headers: { origin: SUMMIT, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    };
    expect(await problemsWith(call, unsupported, (target) => !target.takesFiles)).toEqual([]);
  });
});

describe("a request Summit accepts", () => {
  const follow = (method: "POST" | "DELETE", headers: Record<string, string>, payload?: string) =>
    t.request({
      method,
      url: `/api/companies/${ids.otherCompany}/follow`,
      cookie: member.cookie,
      headers,
      payload,
    });

  it("comes from Summit's own origin with a JSON body", async () => {
    const response = await follow("POST", { origin: SUMMIT, ...json }, "{}");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isFollowing: true });
  });

  it("carries neither Origin nor Sec-Fetch-Site (no browser sent it), without a body", async () => {
    const response = await follow("DELETE", {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isFollowing: false });
  });

  it("carries Sec-Fetch-Site: same-origin or none without an Origin", async () => {
    expect((await follow("POST", { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await follow("DELETE", { "sec-fetch-site": "none" })).statusCode).toBe(200);
  });

  it("uploads a file as multipart from Summit's own origin", async () => {
    const payload =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="agenda.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nAgenda\n- welcome\n\r\n--${BOUNDARY}--\r\n`;
    const response = await t.request({
      method: "POST",
      url: "/api/upload/document",
      cookie: member.cookie,
      headers: { origin: SUMMIT, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("trustedOrigins", () => {
  it("is the public URL's origin alone when PUBLIC_URL is set", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://summit.example.com/app",
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
    });
    expect(trustedOrigins(config)).toEqual(["https://summit.example.com"]);
  });

  it("adds localhost and 127.0.0.1 on the port without PUBLIC_URL, and Vite's port in development", () => {
    expect(trustedOrigins(loadConfig({ PORT: "4000", NODE_ENV: "development" }))).toEqual([
      "http://localhost:4000",
      "http://127.0.0.1:4000",
      "http://localhost:5173",
    ]);
  });

  it("is the list better-auth trusts", async () => {
    const auth = await t.context.auth.$context;
    expect(auth.trustedOrigins).toEqual(expect.arrayContaining(trustedOrigins(t.context.config)));
  });
});
