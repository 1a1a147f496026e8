// A new password typed twice, checked with the shared password policy (common/auth.ts).

import { PasswordSchema } from "@common/auth";
import { z } from "zod";

export const NewPasswordFieldsSchema = z.object({
  newPassword: PasswordSchema,
  confirmPassword: z.string().min(1, "Type the new password again"),
});

export function withMatchingPasswords<T extends typeof NewPasswordFieldsSchema>(schema: T) {
  return schema.refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });
}
