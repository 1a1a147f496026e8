// Sign-in's other steps: the code asked for after a right password when two-factor is on, and
// signing in with a passkey instead of the password.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { SIGN_IN_MUTATION_KEY, sessionQueryOptions } from "@web/lib/session";
import { z } from "zod";

export const SecondFactorFormSchema = z.object({
  code: z.string().trim().min(6, "Enter the code").max(20, "Enter the code"),
});
export type SecondFactorInput = z.infer<typeof SecondFactorFormSchema>;

/** Whether sign-in's answer asks for a second factor instead of starting a session. */
export function asksForSecondFactor(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "twoFactorRedirect" in answer;
}

export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SIGN_IN_MUTATION_KEY, "second-factor"],
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ code, backup }: SecondFactorInput & { backup: boolean }) =>
      backup
        ? api.post("/api/auth/two-factor/verify-backup-code", { body: { code } })
        : api.post("/api/auth/two-factor/verify-totp", { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions),
  });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SIGN_IN_MUTATION_KEY, "passkey"],
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async () => {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = await api.get("/api/auth/passkey/generate-authenticate-options");
      let response: Record<string, unknown>;
      try {
        response = (await startAuthentication({ optionsJSON: options as never })) as never;
      } catch {
        throw new Error("No passkey was used. Try again, or sign in with your e-mail and password.");
      }
      return api.post("/api/auth/passkey/verify-authentication", { body: { response } });
    },
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions),
  });
}
