import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NewPasswordFieldsSchema, withMatchingPasswords } from "@web/lib/new-password-schema";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { z } from "zod";
import { sessionsQueryOptions } from "./sessions";

export const ChangePasswordFormSchema = withMatchingPasswords(
  NewPasswordFieldsSchema.extend({ currentPassword: z.string().min(1, "Enter your current password") }),
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordFormSchema>;

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    // The other devices were signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) =>
      api.post("/api/auth/change-password", {
        body: {
          currentPassword,
          newPassword,
          // A changed password should lock out anyone who signed in with the old one.
          revokeOtherSessions: true,
        },
      }),
  });
}
