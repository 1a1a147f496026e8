import { PASSWORD_MIN_LENGTH } from "@common/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useNotify } from "@web/lib/use-notify";
import { useForm } from "react-hook-form";
import {
  ChangePasswordFormSchema,
  type ChangePasswordInput,
  useChangePassword,
} from "../api/change-password";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const notify = useNotify();
  const { control, handleSubmit, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((input) =>
    changePassword.mutate(input, {
      onSuccess: () => {
        reset(EMPTY);
        notify.snackbar("Your password has been changed. Other devices have been signed out.");
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      {changePassword.isError && <Alert severity="error">{errorMessage(changePassword.error)}</Alert>}
      <FormTextField
        control={control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" loading={changePassword.isPending} sx={{ mt: 2 }}>
        Change password
      </Button>
    </form>
  );
}
