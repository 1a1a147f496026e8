// Paging every list shares (DESIGN.md section 5): a keyset cursor, and page/limit where the
// specification names them.
import { z } from "zod";

/** Query of a paged list whose page size defaults to `defaultLimit` and may not exceed `maxLimit`. */
export function pageQuery(defaultLimit: number, maxLimit = Math.max(defaultLimit, 100)) {
  return z.object({
    /** 1-based page number; ignored when a cursor is given. */
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    /** The nextCursor of the previous page. */
    cursor: z.string().max(500).optional(),
  });
}

export type PageQuery = z.infer<ReturnType<typeof pageQuery>>;

/** A page of items: nextCursor is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
