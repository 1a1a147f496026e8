// The member's user settings (GET/PATCH /api/account/settings).
import type { UpdateUserSettingsInput } from "@common/member-settings";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { profileQueryOptions } from "@web/lib/profile";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const userSettingsQueryOptions = queryOptions({
  queryKey: ["account-settings"],
  queryFn: () => api.get("/api/account/settings"),
});

export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserSettingsInput) => api.patch("/api/account/settings", { body: input }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(userSettingsQueryOptions.queryKey, settings);
      // The profile shows the community and the time zone too; the digest is a notification preference.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["notifications", "preferences"] }),
      ]);
    },
    meta: ERROR_SHOWN_INLINE,
  });
}
