// Asking to change the address: the password again (and with two-factor on a code), and a link to
// the new address confirms it.
import { EMAIL_MAX_LENGTH } from "@common/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { z } from "zod";

/** A backup code is 10 characters; the server refuses anything over 64. */
const CODE_MAX_LENGTH = 64;

/** The form's fields; `code` is asked for, and needed, only when two-factor sign-in is on. */
export function changeEmailFormSchema(twoFactor: boolean) {
  const code = z.string().trim().max(CODE_MAX_LENGTH, "That is not a code: check what you typed");
  return z.object({
    newEmail: z.email("Enter a valid e-mail address").max(EMAIL_MAX_LENGTH),
    password: z.string().min(1, "Enter your password"),
    code: twoFactor ? code.min(1, "Type a code from your authenticator app, or a backup code") : code,
  });
}
export type ChangeEmailInput = z.infer<ReturnType<typeof changeEmailFormSchema>>;

export function useChangeEmail() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    // Without two-factor the code field is not shown, and nothing is sent for it.
    mutationFn: ({ code, ...body }: ChangeEmailInput) =>
      api.post("/api/auth/change-email", { body: code ? { ...body, code } : body }),
  });
}
