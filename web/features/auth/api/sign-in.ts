import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { z } from "zod";
import { sessionQueryOptions } from "./session";

export const SignInFormSchema = z.object({
  email: z.email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password"),
});
export type SignInInput = z.infer<typeof SignInFormSchema>;

/** Mutations that end with the member signed in; the shell shows its overlay while one runs. */
export const SIGN_IN_MUTATION_KEY = ["auth", "signing-in"] as const;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SIGN_IN_MUTATION_KEY, "sign-in"],
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (input: SignInInput) => api.post("/api/auth/sign-in/email", { body: input }),
    // Waiting for the session keeps the overlay up until the app can show the member's pages.
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions),
  });
}
