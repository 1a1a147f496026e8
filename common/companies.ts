// Companies: the directory, profiles, their writes, followers and employees (spec section 7,
// "Company GETs" and "Company and user writes").
import { z } from "zod";
import { PAGE_SIZE } from "./constants";
import { pageQuery, pageSchema } from "./pagination";
import { COMPANY_PRIVILEGES, CompanyPrivilegeSchema } from "./profile";
import { RevenueBandSchema } from "./revenue-bands";

export { COMPANY_PRIVILEGES, CompanyPrivilegeSchema };

export const CompanyIdParamsSchema = z.object({ id: z.uuid("id must be a company id") });

/** What a list shows of a company. */
export const CompanySummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    isPage: z.boolean(),
    headquarter: z.string().nullable(),
    industry: z.string().nullable(),
    size: z.string().nullable(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: "CompanySummary" });
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

export const CompanySchema = CompanySummarySchema.extend({
  revenueBand: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  specialities: z.array(z.string()),
  interests: z.array(z.string()),
  logoThumbnailUrl: z.string().nullable(),
  followerCount: z.number().int(),
  employeeCount: z.number().int(),
  productCount: z.number().int(),
  /** When platform admins confirmed that the page is run by the company it names; null if they have not. */
  verifiedAt: z.iso.datetime().nullable(),
  /** Whether the signed-in member follows the company; false for visitors. */
  isFollowing: z.boolean(),
  /** Whether the signed-in member has bookmarked the company; false for visitors. */
  bookmarked: z.boolean(),
  /** The signed-in member's admin privilege over the company, if any. */
  viewerPrivilege: CompanyPrivilegeSchema.nullable(),
  /** Whether the signed-in member may edit the company (an admin, an owner or a platform admin). */
  viewerCanEdit: z.boolean(),
  /** Whether the signed-in member has asked for admin rights and is waiting for an answer. */
  viewerHasPendingAdminRequest: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: "Company" });
export type Company = z.infer<typeof CompanySchema>;

export const CompanyPageSchema = pageSchema(CompanySummarySchema).meta({ id: "CompanyPage" });
export type CompanyPage = z.infer<typeof CompanyPageSchema>;

const optionalFilter = z.string().trim().min(1).max(120).optional();

export const CompanyDirectoryQuerySchema = pageQuery(PAGE_SIZE.companies).extend({
  search: z.string().trim().max(120).optional(),
  headquarter: optionalFilter,
  industry: optionalFilter,
  size: optionalFilter,
  revenueBand: RevenueBandSchema.optional(),
});
export type CompanyDirectoryQuery = z.infer<typeof CompanyDirectoryQuerySchema>;

/** The attributes /companies/filters can list the distinct values of. */
export const COMPANY_FILTER_ATTRIBUTES = ["headquarter", "industry", "size", "revenueBand"] as const;
export const CompanyFilterAttributeSchema = z.enum(COMPANY_FILTER_ATTRIBUTES);
export type CompanyFilterAttribute = z.infer<typeof CompanyFilterAttributeSchema>;

export const CompanyFiltersQuerySchema = z.object({
  // attributes[]=headquarter&attributes[]=industry, or a single attributes=headquarter
  "attributes[]": z
    .union([CompanyFilterAttributeSchema, z.array(CompanyFilterAttributeSchema).max(4)])
    .optional(),
  attributes: z
    .union([CompanyFilterAttributeSchema, z.array(CompanyFilterAttributeSchema).max(4)])
    .optional(),
});

export const CompanyFilterValueSchema = z.object({ value: z.string(), count: z.number().int() });
export const CompanyFiltersSchema = z
  .object({
    headquarter: z.array(CompanyFilterValueSchema).optional(),
    industry: z.array(CompanyFilterValueSchema).optional(),
    size: z.array(CompanyFilterValueSchema).optional(),
    revenueBand: z.array(CompanyFilterValueSchema).optional(),
  })
  .meta({ id: "CompanyFilters" });
export type CompanyFilters = z.infer<typeof CompanyFiltersSchema>;

export const GuestCompaniesQuerySchema = pageQuery(PAGE_SIZE.companies).extend({
  search: z.string().trim().max(120).optional(),
  // The specification's client sends where[isPage]=1; visitors only ever see pages.
  "where[isPage]": z.enum(["0", "1", "true", "false"]).optional(),
});

export const CompanySearchQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  q: z.string().trim().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(PAGE_SIZE.companySearch),
});

export const CompanySearchResultSchema = z
  .object({ items: z.array(CompanySummarySchema) })
  .meta({ id: "CompanySearchResult" });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable();

export const WebsiteSchema = z
  .url({ protocol: /^https?$/, error: "website must be an http or https address" })
  .max(300);

const tagList = (label: string) =>
  z
    .array(text(label, 120), { error: `${label} must be a list of names` })
    .max(50, `${label}: at most 50`)
    .transform((names) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()]);

/** The fields of a company a client may set; an update sends only those to change. */
export const CompanyFieldsSchema = z.object({
  name: text("name", 160),
  isPage: z.boolean(),
  headquarter: optionalText("headquarter", 120),
  size: optionalText("size", 60),
  industry: optionalText("industry", 120),
  revenueBand: RevenueBandSchema.nullable(),
  description: optionalText("description", 5000),
  website: WebsiteSchema.nullable(),
  specialities: tagList("specialities"),
  interests: tagList("interests"),
  /** An image uploaded through /api/factor/upload/image by the caller; null removes the logo. */
  logoUploadId: z.uuid("logoUploadId must be an upload id").nullable(),
});

export const CreateCompanySchema = CompanyFieldsSchema.partial()
  .required({ name: true })
  .strict()
  .meta({ id: "CreateCompany" });
export type CreateCompanyInput = z.infer<typeof CreateCompanySchema>;

export const UpdateCompanySchema = CompanyFieldsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateCompany" });
export type UpdateCompanyInput = z.infer<typeof UpdateCompanySchema>;

export const FollowStateSchema = z
  .object({ isFollowing: z.boolean(), followerCount: z.number().int() })
  .meta({ id: "FollowState" });
export type FollowState = z.infer<typeof FollowStateSchema>;

/** A person as company pages show them. */
export const PersonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    jobTitle: z.string().nullable(),
    photoUrl: z.string().nullable(),
  })
  .meta({ id: "Person" });
export type Person = z.infer<typeof PersonSchema>;

export const EmployeeSchema = PersonSchema.extend({ privilege: CompanyPrivilegeSchema.nullable() }).meta({
  id: "Employee",
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeesQuerySchema = pageQuery(PAGE_SIZE.employees, PAGE_SIZE.employees).extend({
  search: z.string().trim().max(120).optional(),
});
export const EmployeePageSchema = pageSchema(EmployeeSchema).meta({ id: "EmployeePage" });

export const FollowerSchema = PersonSchema.extend({ followedAt: z.iso.datetime() }).meta({ id: "Follower" });
export const FollowersQuerySchema = pageQuery(50, 200);
export const FollowerPageSchema = pageSchema(FollowerSchema).meta({ id: "FollowerPage" });

export const UserSearchQuerySchema = z.object({
  search: z.string().trim().min(1, "search is required").max(120),
  /** Only people who work at this company. */
  companyId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const UserSearchResultSchema = z
  .object({
    items: z.array(
      PersonSchema.extend({ company: z.object({ id: z.string(), name: z.string() }).nullable() }),
    ),
  })
  .meta({ id: "UserSearchResult" });
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;
