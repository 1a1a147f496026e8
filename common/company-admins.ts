// Company admins (DESIGN.md section 7): owners and admins, requests for admin rights, and requests
// to join a company, with the rule that a company keeps at least one owner.
import { z } from "zod";
import { PersonSchema } from "./companies";
import { CompanyPrivilegeSchema } from "./profile";

export const CompanyAdminSchema = PersonSchema.extend({
  privilege: CompanyPrivilegeSchema,
  since: z.iso.datetime(),
}).meta({ id: "CompanyAdmin" });
export type CompanyAdmin = z.infer<typeof CompanyAdminSchema>;

export const CompanyAdminListSchema = z.object({ items: z.array(CompanyAdminSchema) }).meta({
  id: "CompanyAdminList",
});

export const REQUEST_STATUSES = ["pending", "approved", "declined"] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);

export const CompanyAdminRequestSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    user: PersonSchema,
    message: z.string().nullable(),
    status: RequestStatusSchema,
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "CompanyAdminRequest" });
export type CompanyAdminRequest = z.infer<typeof CompanyAdminRequestSchema>;

export const CompanyAdminRequestListSchema = z
  .object({ items: z.array(CompanyAdminRequestSchema) })
  .meta({ id: "CompanyAdminRequestList" });

export const RequestListQuerySchema = z.object({ status: RequestStatusSchema.default("pending") });

export const CreateAdminRequestSchema = z
  .object({ message: z.string().trim().max(1000, "message must be at most 1000 characters").optional() })
  .strict();

export const ApproveAdminRequestSchema = z
  .object({ privilege: CompanyPrivilegeSchema.default("admin") })
  .strict();

export const ChangePrivilegeSchema = z.object({ privilege: CompanyPrivilegeSchema }).strict();

export const RemoveAdminsSchema = z
  .object({
    userIds: z
      .array(z.string().min(1).max(100))
      .min(1, "userIds: name at least one admin")
      .max(100, "userIds: at most 100"),
  })
  .strict();

export const CompanyMembershipRequestSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    user: PersonSchema,
    status: RequestStatusSchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CompanyMembershipRequest" });
export type CompanyMembershipRequest = z.infer<typeof CompanyMembershipRequestSchema>;

export const CompanyMembershipRequestListSchema = z
  .object({ items: z.array(CompanyMembershipRequestSchema) })
  .meta({ id: "CompanyMembershipRequestList" });

export const AdminParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  adminId: z.string().min(1).max(100),
});
export const RequestParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  requestId: z.uuid("requestId must be a request id"),
});
