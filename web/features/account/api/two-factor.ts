// Two-factor sign-in in the settings: turning it on (password, then a code from the app), off,
// and new backup codes. Turning it on or off replaces the session, so the session is read again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { sessionQueryOptions } from "@web/lib/session";
import { z } from "zod";

export const PasswordFormSchema = z.object({ password: z.string().min(1, "Enter your password") });
export type PasswordInput = z.infer<typeof PasswordFormSchema>;

export const CodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your app"),
});
export type CodeInput = z.infer<typeof CodeFormSchema>;

export function useStartTwoFactor() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ password }: PasswordInput) =>
      api.post("/api/auth/two-factor/enable", { body: { password } }),
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ code }: CodeInput) => api.post("/api/auth/two-factor/verify-totp", { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions),
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ password }: PasswordInput) =>
      api.post("/api/auth/two-factor/disable", { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions),
  });
}

export function useNewBackupCodes() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ password }: PasswordInput) =>
      api.post("/api/auth/two-factor/generate-backup-codes", { body: { password } }),
  });
}
