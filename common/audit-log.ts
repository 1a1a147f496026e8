// The audit log: what platform admins did, to what, from where, with the target before and after.

import { z } from "zod";
import { isIsoDay } from "./day-range";

export const ADMIN_ACTIONS = [
  { id: "user.deleted", label: "Deleted an account" },
  { id: "users.deleted", label: "Deleted accounts at once" },
  { id: "user.suspended", label: "Suspended a member" },
  { id: "user.restored", label: "Restored a member" },
  { id: "reference-item.added", label: "Added to a reference list" },
  { id: "reference-item.changed", label: "Renamed or moved a reference item" },
  { id: "reference-item.removed", label: "Removed from a reference list" },
  { id: "report.resolved", label: "Resolved a report" },
  { id: "post.hidden", label: "Hid a post" },
  { id: "post.shown", label: "Showed a hidden post again" },
  { id: "comment.hidden", label: "Hid a comment" },
  { id: "comment.shown", label: "Showed a hidden comment again" },
  { id: "content.hidden", label: "Hid a video or article" },
  { id: "content.shown", label: "Showed a hidden video or article again" },
  { id: "subscription.set", label: "Set a company's subscription" },
  { id: "invoice.settled", label: "Marked an invoice paid or void" },
  { id: "customer.created", label: "Created a customer record" },
  { id: "customer.changed", label: "Changed a customer record" },
  { id: "customer.deleted", label: "Deleted a customer record" },
  { id: "customers.imported", label: "Imported customer records" },
  { id: "job.retried", label: "Retried a failed background job" },
  { id: "company.verified", label: "Verified a company page" },
  { id: "company.unverified", label: "Withdrew a company page's verification" },
  { id: "company.ownership-transferred", label: "Handed a company to a new owner" },
  { id: "company.merged", label: "Merged a duplicate company into another" },
] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number]["id"];
export const AdminActionKindSchema = z.enum(ADMIN_ACTIONS.map((action) => action.id) as [AdminActionKind]);

const ACTION_LABELS = new Map<string, string>(ADMIN_ACTIONS.map((action) => [action.id, action.label]));
/** What an entry's action is called; an action no longer defined keeps its id. */
export const adminActionLabel = (action: string): string => ACTION_LABELS.get(action) ?? action;

/** How many entries a page holds at most. */
export const ADMIN_ACTIONS_MAX_LIMIT = 100;

const day = (name: string) =>
  z.string().refine(isIsoDay, `${name} must be a day written YYYY-MM-DD`).optional();

/** The filters, without paging: what the web app keeps in the address. */
export const adminActionsFilterFields = {
  /** Only what this admin did (their account id). */
  actorId: z.string().min(1).max(200).optional(),
  action: AdminActionKindSchema.optional(),
  /** Only actions on this target (a user's, report's or reference item's id). */
  targetId: z.string().min(1).max(200).optional(),
  /** From the start of this UTC day. */
  from: day("from"),
  /** To the end of this UTC day. */
  to: day("to"),
};

const inOrder = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const ORDER_PROBLEM = { message: "from must not be after to", path: ["from"] };

/** What the export takes: the list's filters. */
export const AdminActionsFilterSchema = z.object(adminActionsFilterFields).refine(inOrder, ORDER_PROBLEM);
export type AdminActionsFilter = z.infer<typeof AdminActionsFilterSchema>;

export const AdminActionsQuerySchema = z
  .object({
    ...adminActionsFilterFields,
    limit: z.coerce.number().int().min(1).max(ADMIN_ACTIONS_MAX_LIMIT).default(50),
    /** The nextCursor of the previous page. */
    cursor: z.string().max(500).optional(),
  })
  .refine(inOrder, ORDER_PROBLEM);
export type AdminActionsQuery = z.infer<typeof AdminActionsQuerySchema>;

const ChangedFieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const AdminActionSchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    action: AdminActionKindSchema,
    target: z.object({
      kind: z.string(),
      ids: z.array(z.string()),
      /** What people call it: an address, a list item's name, "3 accounts". */
      label: z.string(),
    }),
    /** The fields the action changed, before and after; null where there was nothing before or after. */
    before: ChangedFieldsSchema,
    after: ChangedFieldsSchema,
    origin: z.object({ ip: z.string().nullable(), userAgent: z.string().nullable() }),
  })
  .meta({ id: "AdminAction" });
export type AdminAction = z.infer<typeof AdminActionSchema>;

export const AdminActionPageSchema = z
  .object({ items: z.array(AdminActionSchema), nextCursor: z.string().nullable() })
  .meta({ id: "AdminActionPage" });
export type AdminActionPage = z.infer<typeof AdminActionPageSchema>;
