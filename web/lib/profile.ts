import type { Profile, UpdateProfileInput } from "@common/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";

export const profileQueryOptions = queryOptions({
  queryKey: ["profile"],
  queryFn: () => api.get("/api/profile"),
});

/** The signed-in member's profile; pass enabled: false while nobody is signed in. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions, enabled });
}

function useProfileMutation<T>(send: (input: T) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      // The session carries the name and picture too.
      return queryClient.invalidateQueries({ queryKey: ["auth", "session"] });
    },
  });
}

export function useUpdateProfile() {
  return useProfileMutation((input: UpdateProfileInput) => api.patch("/api/profile", { body: input }));
}

export function useUploadProfilePhoto() {
  return useProfileMutation((file: File) => api.put("/api/profile/photo", { body: { file } }));
}
