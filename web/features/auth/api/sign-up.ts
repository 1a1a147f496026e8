import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignUpInput } from "../../../../common/auth";
import { apiClient } from "../../../lib/api-client";
import { ERROR_SHOWN_INLINE } from "../../../lib/query-meta";
import { sessionQueryOptions } from "./session";
import { SIGN_IN_MUTATION_KEY } from "./sign-in";

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SIGN_IN_MUTATION_KEY, "sign-up"],
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (input: SignUpInput) => apiClient.post<unknown>("/api/auth/sign-up/email", input),
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions),
  });
}
