// Password reset (by e-mailed link) and password change (signed in).
import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { z } from "zod";

/** Where the e-mailed link lands; the server appends ?token=... or ?error=INVALID_TOKEN. */
export const RESET_PASSWORD_PATH = "/auth/reset-password";

export const ForgotPasswordFormSchema = z.object({ email: z.email("Enter a valid email address") });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordFormSchema>;

export function useRequestPasswordReset() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ email }: ForgotPasswordInput) =>
      api.post("/api/auth/request-password-reset", { body: { email, redirectTo: RESET_PASSWORD_PATH } }),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (input: { newPassword: string; token: string }) =>
      api.post("/api/auth/reset-password", { body: input }),
  });
}
