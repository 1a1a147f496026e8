// A list's filter kept in the page's address: each parameter read through the same schema the
// server checks it with, so that what the server would refuse never reaches it.
import type { z } from "zod";

type Fields = Record<string, z.ZodType>;
type FilterOf<F extends Fields> = { [K in keyof F]?: Exclude<z.output<F[K]>, undefined> };

/**
 * The filter an address asks for: a parameter its field's schema refuses is left out, and so is
 * any field the whole schema then still refuses (the later of two days in the wrong order).
 */
export function filterFromSearch<F extends Fields>(
  search: URLSearchParams,
  fields: F,
  whole?: z.ZodType,
): FilterOf<F> {
  const filter: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(fields)) {
    const value = search.get(key);
    if (!value) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") filter[key] = parsed.data;
  }
  const checked = whole?.safeParse(filter);
  if (checked && !checked.success) {
    for (const issue of checked.error.issues) {
      const [key] = issue.path;
      if (typeof key === "string") delete filter[key];
    }
  }
  return filter as FilterOf<F>;
}

/** The filter as query parameters in the fields' order, empty ones left out: for the address and the API. */
export function filterToSearch(filter: Record<string, string | undefined>, fields: Fields): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(fields)) {
    const value = filter[key];
    if (value) search.set(key, value);
  }
  return search;
}
