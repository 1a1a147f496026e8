// Sign-up answers the same whether or not the address has an account (common/auth.ts): the member
// is not signed in yet; the next step is the link in the e-mail.

import type { SignUpInput } from "@common/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export function useSignUp() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (input: SignUpInput) => api.post("/api/auth/sign-up/email", { body: input }),
  });
}
