// Asking to change the address: the password again, and a link to the new address confirms it.
import { EMAIL_MAX_LENGTH } from "@common/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { z } from "zod";

export const ChangeEmailFormSchema = z.object({
  newEmail: z.email("Enter a valid e-mail address").max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, "Enter your password"),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailFormSchema>;

export function useChangeEmail() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (body: ChangeEmailInput) => api.post("/api/auth/change-email", { body }),
  });
}
