// The admin console's people directory (platform admins): finding members by name, e-mail or
// company with filters, and one person's record (profile, company, plan, customer, sessions,
// recent activity).
import { z } from "zod";
import { isIsoDay } from "./day-range";
import { HubIdSchema } from "./hubs";
import { AccountTypeSchema, LEADER_PLAN, VENDOR_PLANS } from "./plans";

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_LIMIT = 100;
/** The window "recent activity" counts. */
export const RECENT_ACTIVITY_DAYS = 30;

export const PLAN_NAMES = [LEADER_PLAN, ...VENDOR_PLANS] as const;
export const PlanNameSchema = z.enum(PLAN_NAMES);

export const MEMBER_STATUSES = ["active", "suspended"] as const;
export const MemberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

const day = (name: string) =>
  z.string().refine(isIsoDay, `${name} must be a day written YYYY-MM-DD`).optional();

/** The filters, without paging: what the web app keeps in the address. */
export const adminUsersFilterFields = {
  /**
   * Words from the start of words of the name, the e-mail address or the company's name, in order
   * ("anna lee", "northwind"); with an "@" after something, any part of the address.
   */
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  accountType: AccountTypeSchema.optional(),
  plan: PlanNameSchema.optional(),
  hub: HubIdSchema.optional(),
  status: MemberStatusSchema.optional(),
  /** Signed up from the start of this UTC day... */
  signedUpFrom: day("signedUpFrom"),
  /** ...to the end of this one. */
  signedUpTo: day("signedUpTo"),
  /** Last seen from the start of this UTC day (never-seen members are left out)... */
  lastSeenFrom: day("lastSeenFrom"),
  /** ...to the end of this one. */
  lastSeenTo: day("lastSeenTo"),
};

type DayBounds = { signedUpFrom?: string; signedUpTo?: string; lastSeenFrom?: string; lastSeenTo?: string };
const inOrder = (from: keyof DayBounds, to: keyof DayBounds) => ({
  check: (filter: DayBounds) =>
    !filter[from] || !filter[to] || (filter[from] as string) <= (filter[to] as string),
  problem: { message: `${from} must not be after ${to}`, path: [from] },
});
const signedUpOrder = inOrder("signedUpFrom", "signedUpTo");
const lastSeenOrder = inOrder("lastSeenFrom", "lastSeenTo");

export const AdminUsersQuerySchema = z
  .object({
    ...adminUsersFilterFields,
    limit: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_LIMIT).default(ADMIN_USERS_PAGE_SIZE),
    /** The nextCursor of the previous page. */
    cursor: z.string().max(500).optional(),
  })
  .refine(signedUpOrder.check, signedUpOrder.problem)
  .refine(lastSeenOrder.check, lastSeenOrder.problem);
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;
export type AdminUsersFilter = Omit<AdminUsersQuery, "limit" | "cursor">;

const CompanyRefSchema = z.object({ id: z.string(), name: z.string() });

export const AdminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    accountType: AccountTypeSchema,
    hub: z.string(),
    planName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    company: CompanyRefSchema.nullable(),
    isPlatformAdmin: z.boolean(),
    createdAt: z.iso.datetime(),
    /** Null for someone who has never been seen since last-seen times were kept. */
    lastSeenAt: z.iso.datetime().nullable(),
    suspendedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = z
  .object({ items: z.array(AdminUserSchema), nextCursor: z.string().nullable() })
  .meta({ id: "AdminUserPage" });
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AdminUserSession = z.infer<typeof AdminUserSessionSchema>;

export const ACTIVITY_KINDS = [
  { id: "posts", label: "Posts" },
  { id: "comments", label: "Comments" },
  { id: "reactions", label: "Likes given" },
  { id: "bookmarks", label: "Bookmarks" },
  { id: "eventRegistrations", label: "Event registrations" },
  { id: "contentViews", label: "Videos and articles opened" },
  { id: "courseEnrolments", label: "Courses started" },
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]["id"];

export const AdminUserDetailSchema = z
  .object({
    user: AdminUserSchema,
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    industry: z.string().nullable(),
    timeZone: z.string(),
    /** Their rights at their company, if any. */
    companyRole: z.enum(["owner", "admin"]).nullable(),
    customer: z.object({ id: z.string(), email: z.string(), planName: z.string().nullable() }).nullable(),
    /** Open sessions, most recently seen first. */
    sessions: z.array(AdminUserSessionSchema),
    /** What they did in the last RECENT_ACTIVITY_DAYS days, by kind. */
    recentActivity: z.object({
      posts: z.int(),
      comments: z.int(),
      reactions: z.int(),
      bookmarks: z.int(),
      eventRegistrations: z.int(),
      contentViews: z.int(),
      courseEnrolments: z.int(),
    } satisfies Record<ActivityKind, z.ZodInt>),
  })
  .meta({ id: "AdminUserDetail" });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
