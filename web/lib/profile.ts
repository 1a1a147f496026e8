import type { Profile, UpdateProfileInput } from "@common/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./api-client";

export const profileQueryOptions = queryOptions({
  queryKey: ["profile"],
  queryFn: () => apiClient.get<Profile>("/api/profile"),
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
  return useProfileMutation((input: UpdateProfileInput) => apiClient.patch<Profile>("/api/profile", input));
}

export function useUploadProfilePhoto() {
  return useProfileMutation((file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiClient.put<Profile>("/api/profile/photo", form);
  });
}
