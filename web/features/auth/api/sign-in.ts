import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { SIGN_IN_MUTATION_KEY, sessionQueryOptions } from "@web/lib/session";
import type { SignInInput } from "./sign-in-schema";

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
