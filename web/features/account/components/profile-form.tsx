import { type Profile, UpdateProfileSchema } from "@common/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useUpdateProfile } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

type ProfileFormValues = z.input<typeof UpdateProfileSchema>;

interface ProfileFormProps {
  profile: Profile;
  /** Also show what the member cannot change here: the e-mail address. */
  showAccountFields?: boolean;
}

export function ProfileForm({ profile, showAccountFields = false }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const notify = useNotify();
  const values = useMemo(() => ({ name: profile.name, jobTitle: profile.jobTitle ?? "" }), [profile]);
  const { control, handleSubmit } = useForm<ProfileFormValues, unknown, z.output<typeof UpdateProfileSchema>>(
    {
      resolver: zodResolver(UpdateProfileSchema),
      values,
    },
  );

  const submit = handleSubmit((changes) =>
    updateProfile.mutate(changes, { onSuccess: () => notify.snackbar("Your profile has been saved.") }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <FormTextField control={control} name="name" label="Name" autoComplete="name" />
      {showAccountFields && (
        <TextField
          fullWidth
          margin="normal"
          label="Email"
          value={profile.email}
          helperText="Your sign-in address; it cannot be changed here."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
      <FormTextField control={control} name="jobTitle" label="Job title" autoComplete="organization-title" />
      <Button type="submit" variant="contained" loading={updateProfile.isPending} sx={{ mt: 2 }}>
        Save
      </Button>
    </form>
  );
}
