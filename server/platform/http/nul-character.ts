// Refuses the NUL character in any text a request carries (body, query, path), for every route
// at once: PostgreSQL cannot store it in text, so it would otherwise fail as a 500 in SQL.

import { invalid } from "@server/platform/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";

const NUL = "\0";

/** One value still to look at, and the field name it is reported under ("speakers.0.name"). */
interface Pending {
  value: unknown;
  field: string;
}

const fieldName = (parent: string, key: string) => {
  // A wildcard route's path is its "*" parameter (/api/auth/*).
  const name = key === "*" && parent === "" ? "path" : key;
  return parent ? `${parent}.${name}` : name;
};

/**
 * The first field whose text (or name) contains NUL, or null. Walks with a stack, not recursion,
 * so a deeply nested body cannot exhaust the call stack.
 */
function fieldWithNul(value: unknown): string | null {
  const pending: Pending[] = [{ value, field: "" }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, field } = next;
    if (typeof current === "string") {
      if (current.includes(NUL)) return field || "body";
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], field: fieldName(field, String(index)) });
      }
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        if (key.includes(NUL)) return fieldName(field, key.replaceAll(NUL, "\\0"));
        pending.push({ value: child, field: fieldName(field, key) });
      }
    }
  }
  return null;
}

/** Checks before validation, so that no schema, handler or better-auth ever sees the character. */
export function registerNulCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    if (request.is404) return;
    const field = fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field) throw invalid(`${field}: must not contain the NUL character`);
  });
}
