// The member's notification settings (GET and PATCH /api/notifications/preferences). Each change is
// sent alone and shown at once; a refused one is put back as it was.

import type { NotificationPreferences, UpdateNotificationPreferencesInput } from "@common/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { useNotify } from "@web/lib/use-notify";
import { notificationKeys } from "./notification-keys";

const preferencesMutationKey = [...notificationKeys.preferences, "update"];

export function useNotificationPreferences({ enabled = true } = {}) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.preferences,
      queryFn: () => api.get("/api/notifications/preferences"),
      enabled,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

function applyChange(
  preferences: NotificationPreferences,
  change: UpdateNotificationPreferencesInput,
): NotificationPreferences {
  return {
    digest: change.digest ?? preferences.digest,
    kinds: preferences.kinds.map((channels) => {
      const changed = change.kinds?.find((candidate) => candidate.kind === channels.kind);
      if (!changed) return channels;
      return { ...channels, inApp: changed.inApp ?? channels.inApp, email: changed.email ?? channels.email };
    }),
  };
}

/** The same fields as `change`, with the values they had before it. */
function undoOf(
  before: NotificationPreferences,
  change: UpdateNotificationPreferencesInput,
): UpdateNotificationPreferencesInput {
  return {
    digest: change.digest === undefined ? undefined : before.digest,
    kinds: change.kinds?.map((changed) => {
      const was = before.kinds.find((channels) => channels.kind === changed.kind);
      return {
        kind: changed.kind,
        inApp: changed.inApp === undefined ? undefined : was?.inApp,
        email: changed.email === undefined ? undefined : was?.email,
      };
    }),
  };
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationKey: preferencesMutationKey,
    mutationFn: (change: UpdateNotificationPreferencesInput) =>
      api.patch("/api/notifications/preferences", { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences);
      if (!before) return undefined;
      queryClient.setQueryData(notificationKeys.preferences, applyChange(before, change));
      return { undo: undoOf(before, change) };
    },
    onError: (error, _change, context) => {
      // Only this change is undone: others made meanwhile stay as the member set them.
      if (context) {
        queryClient.setQueryData<NotificationPreferences>(notificationKeys.preferences, (current) =>
          current ? applyChange(current, context.undo) : current,
        );
      }
      notify.error(`Your notification settings were not saved. ${errorMessage(error)}`);
    },
    onSuccess: (saved) => {
      // An answer that overtook a later change would briefly undo it on screen; the last one decides.
      if (queryClient.isMutating({ mutationKey: preferencesMutationKey }) === 1) {
        queryClient.setQueryData(notificationKeys.preferences, saved);
      }
    },
    meta: ERROR_SHOWN_INLINE,
  });
}
