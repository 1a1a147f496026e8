import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { sessionQueryOptions } from "@web/lib/session";
import { useNavigate } from "react-router";

export const signOutMutationKey = ["auth", "sign-out"];

/** Signs out, goes to "/" and forgets everything cached for the member (spec section 2). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: () => api.post("/api/auth/sign-out", { body: {} }),
    onSuccess: async () => {
      // Leave first; members-only pages also wait while this mutation runs (route-guards.tsx), as
      // the new page may render after the session below is already marked as ended.
      await navigate("/");
      // Mark the session as ended (so every observer sees it at once), then drop the member's data.
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryHash !== hashKey(sessionQueryOptions.queryKey),
      });
    },
  });
}
