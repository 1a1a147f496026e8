// The reference lists companies and profiles choose from: the lists platform admins edit (stored
// in the database and seeded at boot) and the fixed revenue bands of spec section 3.
import { z } from "zod";
import { PAGE_SIZE } from "./constants";

export const REFERENCE_KINDS = [
  "company-specialities",
  "interests",
  "industries",
  "job-titles",
  "job-functions",
  "company-sizes",
] as const;
export const ReferenceKindSchema = z.enum(REFERENCE_KINDS);
export type ReferenceKind = z.infer<typeof ReferenceKindSchema>;

/**
 * Page sizes per list: the default is spec section 9's; the largest accepted limit is the same
 * except for job titles (default 50, the spec names no maximum), which are capped like the other
 * text lists so that one page can still hold a whole list of a few hundred entries.
 */
export const REFERENCE_PAGE_LIMITS: Record<ReferenceKind, { default: number; max: number }> = {
  "company-specialities": { default: PAGE_SIZE.specialities, max: PAGE_SIZE.specialities },
  interests: { default: PAGE_SIZE.interests, max: PAGE_SIZE.interests },
  industries: { default: PAGE_SIZE.industries, max: PAGE_SIZE.industries },
  "job-titles": { default: PAGE_SIZE.jobTitles, max: 300 },
  "job-functions": { default: PAGE_SIZE.jobFunctions, max: PAGE_SIZE.jobFunctions },
  // The spec also mentions 20 for company sizes; any limit up to 500 is accepted.
  "company-sizes": { default: PAGE_SIZE.companySizes, max: PAGE_SIZE.companySizes },
};

export const REFERENCE_NAME_MAX_LENGTH = 120;
export const REFERENCE_SEARCH_MAX_LENGTH = 120;
/** Deep offsets cost a scan each; past this, clients page with the cursor. */
export const REFERENCE_MAX_PAGE = 10_000;

export const ReferenceItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Order within the list where it matters (company sizes, smallest first); null otherwise. */
    position: z.number().int().nullable(),
  })
  .meta({ id: "ReferenceItem" });
export type ReferenceItem = z.infer<typeof ReferenceItemSchema>;

export const ReferenceItemPageSchema = z
  .object({
    items: z.array(ReferenceItemSchema),
    /** How many items match the search (or the whole list without one). */
    total: z.number().int(),
    /** Pass as `cursor` for the page after this one; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: "ReferenceItemPage" });
export type ReferenceItemPage = z.infer<typeof ReferenceItemPageSchema>;

/** Query of the list reads; bounds depend on the list. */
export function referenceListQuerySchema(kind: ReferenceKind) {
  const limits = REFERENCE_PAGE_LIMITS[kind];
  return z.object({
    search: z
      .string()
      .trim()
      .max(REFERENCE_SEARCH_MAX_LENGTH)
      .optional()
      .describe("Case-insensitive; matches on the name first, then names that look alike (typos)."),
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(REFERENCE_MAX_PAGE)
      .optional()
      .describe("1-based page number; ignored when cursor is given."),
    limit: z.coerce.number().int().min(1).max(limits.max).default(limits.default),
    cursor: z.string().max(1000).optional().describe("nextCursor of the previous page."),
  });
}
export type ReferenceListQuery = z.infer<ReturnType<typeof referenceListQuerySchema>>;

const referenceName = z
  .string({ error: "name is required" })
  .trim()
  .min(1, "name is required")
  .max(REFERENCE_NAME_MAX_LENGTH, `name must be at most ${REFERENCE_NAME_MAX_LENGTH} characters`);
const referencePosition = z.number().int().min(0).max(1_000_000);

export const CreateReferenceItemSchema = z
  .object({ name: referenceName, position: referencePosition.optional() })
  .strict()
  .meta({ id: "CreateReferenceItem" });
export type CreateReferenceItemInput = z.infer<typeof CreateReferenceItemSchema>;

export const UpdateReferenceItemSchema = z
  .object({ name: referenceName, position: referencePosition.nullable() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateReferenceItem" });
export type UpdateReferenceItemInput = z.infer<typeof UpdateReferenceItemSchema>;

export const RevenueBandListSchema = z
  .object({ items: z.array(ReferenceItemSchema), total: z.number().int(), nextCursor: z.null() })
  .meta({ id: "RevenueBandList" });
