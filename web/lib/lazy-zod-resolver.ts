// A react-hook-form resolver whose schema (and zod with it) loads on the first validation instead of
// with the page: a form that is the first thing a visitor sees (sign-in) paints without zod's 23 KB.
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<T>,
    );
    // A failed download is tried again at the next validation.
    const resolver = await loaded.catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return resolver(values, context, options);
  };
}
