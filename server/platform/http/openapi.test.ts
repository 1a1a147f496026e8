// The OpenAPI document (GET /api/openapi.json) against the route table: every /api route is in it,
// named, tagged, with the schemas of what it takes and the error object for each error it answers.
import { setUpTestApp } from "@server/test/app";
import { beforeAll, describe, expect, it } from "vitest";
import { type RouteEntry, registeredRoutes } from "./route-table";

/** Left out of the document on purpose: the document itself, its reader (/api/docs/...), and better-auth's bridge. */
const isHidden = (url: string) =>
  url === "/api/openapi.json" || url.startsWith("/api/docs") || url === "/api/auth/*";

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

const t = setUpTestApp();
let document: OpenApiDocument;
let routes: RouteEntry[];

beforeAll(async () => {
  const response = await t.request({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  document = response.json();
  routes = registeredRoutes(t.app).filter(
    (route) => route.url.startsWith("/api/") && route.method !== "HEAD" && !isHidden(route.url),
  );
});
/** "/api/companies/:id" -> "/api/companies/{id}", "/api/files/*" -> "/api/files/{*}". */
const documentPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}");
const pathParameterNames = (url: string) =>
  [...url.matchAll(/:(\w+)|\*$/g)].map(([match, name]) => name ?? match);
const operationOf = (route: RouteEntry) =>
  document.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
const label = (route: RouteEntry) => `${route.method} ${route.url}`;

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every /api route that is not hidden on purpose", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !operationOf(route)).map(label);
    expect(missing).toEqual([]);
  });

  it("hides only the routes meant to be hidden", () => {
    const hidden = registeredRoutes(t.app)
      .filter((route) => route.url.startsWith("/api/") && route.schema?.hide)
      .map((route) => route.url);
    expect(hidden).toEqual(expect.arrayContaining(["/api/openapi.json", "/api/auth/*"]));
    expect(hidden.filter((url) => !isHidden(url))).toEqual([]);
  });

  it("gives every operation a summary and a tag", () => {
    const unnamed = routes.filter((route) => {
      const operation = operationOf(route);
      return !operation?.summary?.trim() || !operation.tags?.length;
    });
    expect(unnamed.map(label)).toEqual([]);
  });

  it("declares error statuses on every operation that takes input, each answered with the error object", () => {
    const problems = routes.flatMap((route) => {
      const operation = operationOf(route);
      const errors = Object.entries(operation?.responses ?? {}).filter(([status]) => Number(status) >= 400);
      const takesInput = Boolean(operation?.parameters?.length || operation?.requestBody);
      if (errors.length === 0 && takesInput) return [`${label(route)}: no error status`];
      return errors
        .filter(
          ([, answer]) =>
            answer.content?.["application/json"]?.schema?.$ref !== "#/components/schemas/ApiError",
        )
        .map(([status]) => `${label(route)}: ${status} is not the error object`);
    });
    expect(problems).toEqual([]);
    expect(document.components.schemas).toHaveProperty("ApiError");
  });

  it("describes every path parameter and every request body with a schema", () => {
    const problems = routes.flatMap((route) => {
      const operation = operationOf(route);
      const names = pathParameterNames(route.url);
      const pathParameters = operation?.parameters?.filter((parameter) => parameter.in === "path") ?? [];
      const undescribed = names
        .filter((name) => !pathParameters.some((parameter) => parameter.name === name && parameter.schema))
        .map((name) => `${label(route)}: path parameter ${name}`);
      const takesBody = Boolean(route.schema?.body);
      const bodySchemas = Object.values(operation?.requestBody?.content ?? {});
      if (takesBody && (bodySchemas.length === 0 || bodySchemas.some((content) => !content.schema))) {
        undescribed.push(`${label(route)}: request body`);
      }
      return undescribed;
    });
    expect(problems).toEqual([]);
  });
});

describe("what features promise of the document", () => {
  it("names the shared schemas clients generate types from", () => {
    for (const name of ["Profile", "ContentDetail", "CreateContent", "ReferenceItemPage", "Upload"]) {
      expect(document.components.schemas, name).toHaveProperty(name);
    }
  });

  it("documents the content routes and the body of a progress report", () => {
    expect(Object.keys(document.paths["/api/content"] ?? {})).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/api/content/{id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    expect(document.paths["/api/content/{id}/progress"]?.put?.requestBody).toBeDefined();
  });

  it("documents uploads as one multipart file field, with their answers", () => {
    const uploads = Object.entries(document.paths).filter(([path]) => path.includes("/upload/"));
    expect(uploads.length).toBeGreaterThan(0);
    for (const [path, { post }] of uploads) {
      expect(post?.requestBody?.content["multipart/form-data"]?.schema, path).toEqual({
        type: "object",
        properties: { file: { type: "string", format: "binary" } },
        required: ["file"],
      });
      expect(Object.keys(post?.responses ?? {}), path).toEqual(
        expect.arrayContaining(["201", "400", "401", "413", "415"]),
      );
    }
  });

  it("serves the reference UI beside it", async () => {
    const response = await t.request({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("swagger");
  });
});
