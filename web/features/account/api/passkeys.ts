// The member's passkeys: listed, added (the browser creates the key), renamed and removed.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { z } from "zod";

export const passkeysQueryOptions = queryOptions({
  queryKey: ["passkeys"],
  queryFn: () => api.get("/api/auth/passkey/list-user-passkeys"),
});

export const PasskeyNameFormSchema = z.object({
  name: z.string().trim().min(1, "Give the passkey a name").max(60, "At most 60 characters"),
});
export type PasskeyNameInput = z.infer<typeof PasskeyNameFormSchema>;

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async ({ name }: PasskeyNameInput) => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const options = await api.get("/api/auth/passkey/generate-register-options", {
        params: { query: { name } },
      });
      const response = await startRegistration({ optionsJSON: options as never });
      return api.post("/api/auth/passkey/verify-registration", {
        body: { response: response as unknown as Record<string, unknown>, name },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (body: { id: string; name: string }) =>
      api.post("/api/auth/passkey/update-passkey", { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (id: string) => api.post("/api/auth/passkey/delete-passkey", { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}
