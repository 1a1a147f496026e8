// The admin console's companies (platform admins): finding companies, verifying their pages,
// handing a company to a new owner, and merging a duplicate into the company it repeats.
import { z } from "zod";

export const ADMIN_COMPANIES_PAGE_SIZE = 25;
export const ADMIN_COMPANIES_MAX_LIMIT = 100;

/** The filters, without paging: what the web app keeps in the address. */
export const adminCompaniesFilterFields = {
  /** A part of the name, or a company's whole id. */
  q: z.string().trim().max(120, "q must be at most 120 characters").optional(),
  verified: z.enum(["true", "false"], { error: "verified must be true or false" }).optional(),
};

export const AdminCompaniesQuerySchema = z.object({
  ...adminCompaniesFilterFields,
  limit: z.coerce.number().int().min(1).max(ADMIN_COMPANIES_MAX_LIMIT).default(ADMIN_COMPANIES_PAGE_SIZE),
  /** The nextCursor of the previous page. */
  cursor: z.string().max(500).optional(),
});
export type AdminCompaniesQuery = z.infer<typeof AdminCompaniesQuerySchema>;
export type AdminCompaniesFilter = Omit<AdminCompaniesQuery, "limit" | "cursor">;

export const CompanyOwnerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type CompanyOwner = z.infer<typeof CompanyOwnerSchema>;

export const AdminCompanySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    isPage: z.boolean(),
    /** When platform admins confirmed that the page is run by the company it names; null if never. */
    verifiedAt: z.iso.datetime().nullable(),
    /** By name; a company made by an operator may have none yet. */
    owners: z.array(CompanyOwnerSchema),
    peopleCount: z.number().int(),
    followerCount: z.number().int(),
    productCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "AdminCompany" });
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminCompanyPageSchema = z
  .object({ items: z.array(AdminCompanySchema), nextCursor: z.string().nullable() })
  .meta({ id: "AdminCompanyPage" });
export type AdminCompanyPage = z.infer<typeof AdminCompanyPageSchema>;

export const TransferOwnershipSchema = z
  .object({
    /** One of the company's people (their account id). */
    userId: z.string({ error: "userId must be a member's id" }).trim().min(1, "userId is required").max(200),
  })
  .strict()
  .meta({ id: "TransferOwnership" });
export type TransferOwnershipInput = z.infer<typeof TransferOwnershipSchema>;

export const MergeCompanySchema = z
  .object({
    /** The company that stays; the one in the path is the duplicate, and goes. */
    intoId: z.uuid("intoId must be a company id"),
  })
  .strict()
  .meta({ id: "MergeCompany" });
export type MergeCompanyInput = z.infer<typeof MergeCompanySchema>;

/** What a merge moves from the duplicate to the company that stays, as the console names it. */
export const MERGE_PARTS = [
  { id: "people", one: "person", many: "people" },
  { id: "admins", one: "admin", many: "admins" },
  { id: "followers", one: "follower", many: "followers" },
  { id: "products", one: "product", many: "products" },
  { id: "posts", one: "post", many: "posts" },
  { id: "resources", one: "resource", many: "resources" },
  { id: "trackedAccounts", one: "tracked account", many: "tracked accounts" },
  { id: "events", one: "event", many: "events" },
  { id: "content", one: "video or article", many: "videos and articles" },
  { id: "courses", one: "course", many: "courses" },
  { id: "invoices", one: "invoice", many: "invoices" },
] as const;
export type MergePart = (typeof MERGE_PARTS)[number]["id"];

export const MergeCountsSchema = z
  .object(
    Object.fromEntries(MERGE_PARTS.map((part) => [part.id, z.number().int()])) as Record<
      MergePart,
      z.ZodNumber
    >,
  )
  .meta({ id: "MergeCounts" });
export type MergeCounts = z.infer<typeof MergeCountsSchema>;

export const MergePreviewQuerySchema = z.object({ intoId: MergeCompanySchema.shape.intoId });

export const MergePreviewSchema = z
  .object({
    duplicate: AdminCompanySchema,
    into: AdminCompanySchema,
    /** What the duplicate has of each part; what both companies have is kept once. */
    moves: MergeCountsSchema,
    /** Why the merge would be refused as things stand; empty when it can go ahead. */
    refusals: z.array(z.string()),
  })
  .meta({ id: "MergePreview" });
export type MergePreview = z.infer<typeof MergePreviewSchema>;

export const MergeResultSchema = z
  .object({
    into: AdminCompanySchema,
    /** What moved of each part, after what both companies had was kept once. */
    moved: MergeCountsSchema,
  })
  .meta({ id: "MergeResult" });
export type MergeResult = z.infer<typeof MergeResultSchema>;
