// Every operation of the OpenAPI document, sent generated bad input (fast-check): wrong types,
// missing and extra fields, huge strings and arrays, unicode edge cases, nulls, extreme numbers,
// bad cursors and ids, prototype-pollution keys. Every answer must be below 500, a 4xx must be
// the error object, and a refused request must leave the database as it was (but for the few
// tables that record refusals on purpose). A new route is fuzzed as soon as it is in the document.
//
// CI runs a small seeded subset; `FUZZ_RUNS=200 npx vitest run server/platform/http/fuzz.test.ts`
// is the full run (FUZZ_SEED picks another seed; a failure prints the seed and path to replay it).

import { setTimeout } from "node:timers/promises";
import { JOBS_SCHEMA } from "@server/platform/jobs/jobs";
import { createUser, setUpTestApp, type TestUser } from "@server/test/app";
import { makePlatformAdmin } from "@server/test/company-cast";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
  summary?: string;
}
interface SchemaObject {
  $ref?: string;
  properties?: Record<string, SchemaObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject> };
}

/**
 * Left out: a live stream never ends, and signing out would end the session the run uses. The
 * rest of /api/auth is fuzzed like any other call.
 */
const SKIPPED = new Set(["GET /api/notifications/stream", "POST /api/auth/sign-out"]);

/**
 * Tables a refused request writes to by design: request budgets and better-auth's limiter count
 * refused requests too, and failed sign-ins are counted per address.
 */
const WRITTEN_ON_REFUSAL = new Set(["request_budgets", "rate_limits", "sign_in_failures"]);
/**
 * Tables a refused request may update but not add to or delete from: a session records when it was
 * last seen whatever the answer.
 */
const UPDATED_ON_REFUSAL = new Set(["sessions"]);

const t = setUpTestApp();
let document: OpenApiDocument;
let admin: TestUser;
let leader: TestUser;

beforeAll(async () => {
  document = (await t.request({ method: "GET", url: "/api/openapi.json" })).json();
  admin = await createUser(t);
  await makePlatformAdmin(t, admin);
  leader = await createUser(t);
});

/** Strings that have broken servers: empty, huge, control and lone surrogate characters, traversal, SQL, ids. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "💥".repeat(50),
    "x".repeat(100_000),
    "../../../etc/passwd",
    "__proto__",
    "constructor",
    "null",
    "undefined",
    "-1",
    "0",
    "1e309",
    "NaN",
    "9".repeat(40),
    "%",
    "%00",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "00000000-0000-0000-0000-000000000000",
    "eyJ9",
    "W10",
    "WyIyMDI2LTAxLTAxIiwiYSJd",
  ),
  fc.uuid().map(String),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE),
);

/** Any JSON value, with the nasty strings and numbers among its leaves. */
const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.constant(Array.from({ length: 5_000 }, (_, index) => index)),
    fc.dictionary(nastyString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

function resolve(schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema?.$ref) return schema;
  return document.components.schemas[schema.$ref.replace("#/components/schemas/", "")];
}

/** A JSON body as text: the operation's own fields with wrong values, some left out, some added, or anything at all. */
function bodyOf(operation: Operation): fc.Arbitrary<string | undefined> {
  const json = operation.requestBody?.content["application/json"];
  if (!json) return fc.constant(undefined);
  const fields = Object.keys(resolve(json.schema)?.properties ?? {});
  const wrongFields = fc
    .record(Object.fromEntries(fields.map((field) => [field, nastyValue])), { requiredKeys: [] })
    .chain((record) =>
      fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }).map((extra) => ({ ...extra, ...record })),
    );
  return fc.oneof(
    wrongFields.map((value) => JSON.stringify(value)),
    nastyValue.map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      "{",
      "",
      "[]",
      "null",
    ),
  );
}

/** A path part, percent-encoded; a lone surrogate, which has no UTF-8, as the bytes a client might send anyway. */
function pathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function requestOf(path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters
    .filter((parameter) => parameter.in === "path")
    .map((parameter) => parameter.name);
  const queryNames = parameters
    .filter((parameter) => parameter.in === "query")
    .map((parameter) => parameter.name);
  return fc.record({
    path: fc
      .tuple(...pathNames.map(() => nastyString))
      .map((values) =>
        pathNames.reduce(
          (url, name, index) => url.replace(`{${name}}`, pathPart(values[index] || "x")),
          path,
        ),
      ),
    query: fc.record(Object.fromEntries(queryNames.map((name) => [name, nastyString])), { requiredKeys: [] }),
    body: bodyOf(operation),
    as: fc.constantFrom("visitor", "leader", "admin"),
  });
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation }))
      .filter(({ method, path: url }) => !SKIPPED.has(`${method} ${url}`) && !url.includes("{*}")),
  );

/** The next transaction id: it moves only when some transaction wrote something. */
async function nextTransactionId(): Promise<string> {
  const result = await t.context.db.execute<{ next: string }>(
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`,
  );
  return result.rows[0]?.next ?? "";
}

/**
 * Waits until no background job is queued or running, so that what an earlier accepted request set
 * going (a data export, a mail) is not taken for a write of the next one. It gives up after 10 s: a
 * job still running then can only make the check below fail wrongly, never pass wrongly.
 */
async function jobsSettled(): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const result = await t.context.db.execute<{ pending: number }>(
      sql`SELECT count(*)::int AS pending FROM ${sql.identifier(JOBS_SCHEMA)}.job
          WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`,
    );
    if ((result.rows[0]?.pending ?? 0) === 0) return;
    await setTimeout(50);
  }
}

/** Each table's row count and newest row version (`count:xmin`): a cheap mark that changes with any write to it. */
async function tableMarks(): Promise<Map<string, string>> {
  const tables = await t.context.db.execute<{ name: string }>(
    sql`SELECT relname AS name FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY relname`,
  );
  const marks = await t.context.db.execute<{ name: string; mark: string }>(
    sql.join(
      tables.rows.map(
        ({ name }) =>
          sql`SELECT ${name} AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS mark FROM ${sql.identifier(name)}`,
      ),
      sql` UNION ALL `,
    ),
  );
  return new Map(marks.rows.map((row) => [row.name, row.mark]));
}

/** The tables a refused request should not have written: their mark differs (for some, their row count). */
function wrongfullyWritten(before: Map<string, string>, after: Map<string, string>): string[] {
  const rowCount = (mark: string | undefined) => mark?.split(":")[0];
  return [...after]
    .filter(([name, mark]) => {
      if (WRITTEN_ON_REFUSAL.has(name)) return false;
      if (UPDATED_ON_REFUSAL.has(name)) return rowCount(before.get(name)) !== rowCount(mark);
      return before.get(name) !== mark;
    })
    .map(([name]) => name);
}

describe("fuzzing every operation", () => {
  it(`answers below 500, with the error object and nothing written for every 4xx (${RUNS} runs an operation, seed ${SEED})`, async () => {
    const failures: string[] = [];
    let requests = 0;
    let transaction = await nextTransactionId();
    let marks = await tableMarks();
    for (const { method, path, operation } of operations()) {
      let failed = false;
      await fc
        .assert(
          fc.asyncProperty(requestOf(path, operation), async ({ path: url, query, body, as }) => {
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const cookie = as === "admin" ? admin.cookie : as === "leader" ? leader.cookie : undefined;
            requests += 1;
            await jobsSettled();
            const settledTransaction = await nextTransactionId();
            if (settledTransaction !== transaction) {
              transaction = settledTransaction;
              marks = await tableMarks();
            }
            const response = await t.request({
              method: method as "GET",
              url: search ? `${url}?${search}` : url,
              cookie,
              headers: {
                origin: "http://localhost:3000",
                ...(body === undefined ? {} : { "content-type": "application/json" }),
              },
              ...(body === undefined ? {} : { payload: body }),
            });
            const label = `${method} ${url}${search ? `?${search.slice(0, 200)}` : ""} as ${as}`;
            if (response.statusCode >= 500) {
              failed = true;
              failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
              return false;
            }
            if (response.statusCode >= 400) {
              const error = (() => {
                try {
                  return response.json();
                } catch {
                  return undefined;
                }
              })();
              if (typeof error?.reason !== "string" || !Array.isArray(error?.messages)) {
                failed = true;
                failures.push(
                  `${label}: ${response.statusCode} without the error object: ${response.body.slice(0, 200)}`,
                );
                return false;
              }
            }
            const nextTransaction = await nextTransactionId();
            if (nextTransaction !== transaction) {
              transaction = nextTransaction;
              const before = marks;
              marks = await tableMarks();
              const written = wrongfullyWritten(before, marks);
              if (response.statusCode >= 400 && written.length > 0) {
                failed = true;
                failures.push(`${label}: ${response.statusCode} yet wrote to ${written.join(", ")}`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => {
          // A failed check was collected above; anything else (the request itself threw) is one too.
          if (!failed) failures.push(`${method} ${path}: ${error.message.split("\n")[0]}`);
        });
    }
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(failures).toEqual([]);
    // Every operation ran all its runs (an operation stops at its first failure).
    expect(requests).toBe(operations().length * RUNS);
  }, 600_000);
});
