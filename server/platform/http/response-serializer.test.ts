// Answers are written through their response schema, by parsing: what that leaves out and refuses,
// and the premise that makes parsing right (no response schema reads differently when encoded).
import { setUpTestApp } from "@server/test/app";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { $ZodType } from "zod/v4/core";
import { serializerCompiler } from "./response-serializer";
import { registeredRoutes } from "./route-table";

/** The kinds of Zod schema whose output differs between parsing and encoding. */
const DIRECTIONAL_KINDS = new Set(["pipe", "transform", "default", "prefault", "catch", "success"]);

/** The kinds of the directional parts inside a schema, with where they are. */
function directionalParts(schema: $ZodType, at = "(response)", seen = new Set<$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const found = DIRECTIONAL_KINDS.has(def.type) ? [`${at}: ${def.type}`] : [];
  const visit = (value: unknown, where: string): void => {
    if (value instanceof $ZodType) found.push(...directionalParts(value, where, seen));
    else if (Array.isArray(value))
      for (const [index, item] of value.entries()) visit(item, `${where}[${index}]`);
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === "shape" && value && typeof value === "object")
      for (const [field, fieldSchema] of Object.entries(value)) visit(fieldSchema, `${at}.${field}`);
    else if (key === "getter" && typeof value === "function") visit(value(), at);
    else visit(value, `${at}<${key}>`);
  }
  return found;
}

const PersonSchema = z.object({
  id: z.string(),
  joinedAt: z.iso.datetime(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
});
const writePerson = serializerCompiler({ schema: PersonSchema, method: "GET", url: "/api/people/:id" });

describe("writing an answer through its schema", () => {
  it("leaves out what the schema does not name, at any depth", () => {
    const written = writePerson({
      id: "p1",
      joinedAt: "2026-11-28T10:00:00.000Z",
      passwordHash: "secret",
      company: { id: "c1", name: "Northwind", internalNote: "secret" },
    });
    expect(JSON.parse(written)).toEqual({
      id: "p1",
      joinedAt: "2026-11-28T10:00:00.000Z",
      company: { id: "c1", name: "Northwind" },
    });
  });

  it("refuses a value of the wrong shape, naming the route, instead of sending it", () => {
    let thrown: unknown;
    try {
      writePerson({ id: "p1", joinedAt: "yesterday", company: null });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ method: "GET", url: "/api/people/:id" });
  });

  it("refuses a schema that is not a Zod schema when the route is registered", () => {
    expect(() => serializerCompiler({ schema: { type: "object" }, method: "GET", url: "/api/x" })).toThrow(
      "GET /api/x: a response schema must be a Zod schema",
    );
  });
});

describe("parts that read differently when encoded", () => {
  it("are found inside objects, arrays, unions, nullables and lazy schemas", () => {
    const Node: z.ZodType = z.lazy(() =>
      z.object({ children: z.array(Node), label: z.string().default("") }),
    );
    const schema = z.object({
      items: z.array(z.object({ at: z.string().transform((value) => value.length) })),
      either: z.union([z.number(), z.string().catch("")]).nullable(),
      tree: Node,
      plain: z.string(),
    });
    expect(directionalParts(schema).sort()).toEqual([
      "(response).either<innerType><options>[1]: catch",
      "(response).items<element>.at: pipe",
      "(response).items<element>.at<out>: transform",
      "(response).tree.label: default",
    ]);
    expect(directionalParts(PersonSchema)).toEqual([]);
  });
});

describe("every route's response schemas", () => {
  const t = setUpTestApp();

  it("have no part that reads differently when encoded, so parsing writes what encoding would", () => {
    const routes = registeredRoutes(t.app).filter((route) => route.schema?.response);
    expect(routes.length).toBeGreaterThan(100);
    const found = routes.flatMap((route) =>
      Object.entries(route.schema?.response as Record<string, unknown>).flatMap(([status, schema]) =>
        schema instanceof $ZodType
          ? directionalParts(schema, `${route.method} ${route.url} ${status}`)
          : [`${route.method} ${route.url} ${status}: not a Zod schema`],
      ),
    );
    expect(found).toEqual([]);
  });
});
