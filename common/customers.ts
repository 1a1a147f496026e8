// Customer records (spec section 4): a contract's e-mail, plan and member data, which platform
// admins write before the person signs up, one at a time or from a CSV file.
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./constants";
import { pageQuery, pageSchema } from "./pagination";

/** Member data is a flat record of short values, copied into the profile that the customer meets. */
export const MEMBER_DATA_MAX_KEYS = 30;
export const MEMBER_DATA_KEY_MAX_LENGTH = 60;
export const MEMBER_DATA_VALUE_MAX_LENGTH = 500;
/** Rows of a customer CSV file read in one import, which runs in one transaction. */
export const CUSTOMER_IMPORT_MAX_ROWS = 5_000;
/** Header names of the columns an import reads; any other column goes into member data. */
export const CUSTOMER_EMAIL_COLUMNS = ["email", "e-mail", "email address"] as const;
export const CUSTOMER_PLAN_COLUMNS = ["plan", "plan name", "planname"] as const;

const CustomerEmailSchema = z
  .email("email: enter a valid e-mail address")
  .max(EMAIL_MAX_LENGTH)
  .transform((email) => email.toLowerCase());

export const MemberDataSchema = z
  .record(
    z.string().trim().min(1).max(MEMBER_DATA_KEY_MAX_LENGTH),
    z.union([z.string().max(MEMBER_DATA_VALUE_MAX_LENGTH), z.number(), z.boolean(), z.null()]),
  )
  .refine((data) => Object.keys(data).length <= MEMBER_DATA_MAX_KEYS, {
    message: `memberData: at most ${MEMBER_DATA_MAX_KEYS} fields`,
  })
  .meta({ id: "MemberData" });
export type MemberData = z.infer<typeof MemberDataSchema>;

const PlanNameSchema = z.string().trim().min(1).max(60);

export const CreateCustomerSchema = z
  .object({
    email: CustomerEmailSchema,
    planName: PlanNameSchema.nullable().default(null),
    memberData: MemberDataSchema.nullable().default(null),
  })
  .strict()
  .meta({ id: "CreateCustomer" });
export type CreateCustomerInput = z.infer<typeof CreateCustomerSchema>;

export const UpdateCustomerSchema = z
  .object({
    planName: PlanNameSchema.nullable().optional(),
    memberData: MemberDataSchema.nullable().optional(),
  })
  .strict()
  .refine((input) => input.planName !== undefined || input.memberData !== undefined, {
    message: "Name planName, memberData or both.",
  })
  .meta({ id: "UpdateCustomer" });
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerSchema>;

export const CustomerIdParamsSchema = z.object({ id: z.uuid("id: not a customer id") });

export const CustomersQuerySchema = pageQuery(50).extend({
  /** Part of the e-mail address, any case. */
  q: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
});
export type CustomersQuery = z.infer<typeof CustomersQuerySchema>;

export const CustomerSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    planName: z.string().nullable(),
    memberData: z.record(z.string(), z.unknown()).nullable(),
    /** The member the customer is attached to, once one signed up or in with its e-mail. */
    member: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerPageSchema = pageSchema(CustomerSchema).meta({ id: "CustomerPage" });

export const ImportCustomersSchema = z
  .object({ uploadId: z.string().trim().min(1).max(100) })
  .strict()
  .meta({ id: "ImportCustomers" });

export const CUSTOMER_ROW_OUTCOMES = ["created", "updated", "rejected"] as const;

export const CustomerImportReportSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    rejected: z.number().int(),
    /** Members who signed up before their customer existed and are attached now. */
    attached: z.number().int(),
    rows: z.array(
      z.object({
        /** 1 for the first row under the header. */
        rowNumber: z.number().int(),
        email: z.string().nullable(),
        outcome: z.enum(CUSTOMER_ROW_OUTCOMES),
        reason: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "CustomerImportReport" });
export type CustomerImportReport = z.infer<typeof CustomerImportReportSchema>;
