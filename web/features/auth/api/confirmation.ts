// A new link to confirm an address (POST /api/auth/send-verification-email). The server answers the
// same for any address and mails only one that is waiting for confirmation, so the pages say the
// same whatever the address.
import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export function useSendConfirmation() {
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ email }: { email: string }) =>
      api.post("/api/auth/send-verification-email", { body: { email } }),
  });
}
