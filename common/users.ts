// Removing accounts (spec section 7: DELETE /user/{id}, POST /user/delete-bulk-users).
import { z } from "zod";

export const MAX_BULK_DELETE = 1000;

export const UserIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * A company whose every owner is being deleted would be left without one. By default the deletion
 * is refused (422 naming the companies); with handOverOwnership each such company's longest-serving
 * remaining admin, or else its longest-standing remaining member, becomes its owner.
 */
export const DeleteUserQuerySchema = z.object({
  handOverOwnership: z.stringbool({ error: "handOverOwnership must be true or false" }).default(false),
});

export const DeleteUsersSchema = z
  .object({
    userIds: z
      .array(z.string().trim().min(1).max(100))
      .min(1, "userIds: name at least one user")
      .max(MAX_BULK_DELETE, `userIds: at most ${MAX_BULK_DELETE}`),
    handOverOwnership: z.boolean().default(false),
  })
  .strict()
  .meta({ id: "DeleteUsers" });
export type DeleteUsersInput = z.infer<typeof DeleteUsersSchema>;

export const OwnershipHandOverSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** Null when nobody is left at the company to take it over; platform admins still manage it. */
  newOwnerId: z.string().nullable(),
});

export const DeletedUsersSchema = z
  .object({
    deletedIds: z.array(z.string()),
    handedOver: z.array(OwnershipHandOverSchema),
  })
  .meta({ id: "DeletedUsers" });
export type DeletedUsers = z.infer<typeof DeletedUsersSchema>;
