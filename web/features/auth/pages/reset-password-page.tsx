import { PASSWORD_MIN_LENGTH } from "@common/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { NewPasswordFieldsSchema, withMatchingPasswords } from "@web/lib/new-password-schema";
import { useNotify } from "@web/lib/use-notify";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { useResetPassword } from "../api/password";
import { AuthLayout } from "../components/auth-layout";

const ResetPasswordFormSchema = withMatchingPasswords(NewPasswordFieldsSchema);
type ResetPasswordInput = z.infer<typeof ResetPasswordFormSchema>;

function InvalidLink() {
  return (
    <Alert severity="error">
      <AlertTitle>This reset link is invalid or has expired</AlertTitle>
      Links work once and for a limited time.{" "}
      <Link component={RouterLink} to="/auth/forgot-password" color="inherit">
        Request a new link
      </Link>
    </Alert>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const notify = useNotify();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const submit = handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { newPassword, token },
      {
        onSuccess: () => {
          notify.snackbar("Your password has been changed. Sign in with the new one.");
          navigate("/auth", { replace: true });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      {resetPassword.isError && <Alert severity="error">{errorMessage(resetPassword.error)}</Alert>}
      <FormTextField
        type="password"
        control={control}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <FormTextField
        type="password"
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={resetPassword.isPending}
        sx={{ mt: 2 }}
      >
        Set new password
      </Button>
    </form>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const valid = token && !searchParams.get("error");
  return (
    <AuthLayout title="Choose a new password">
      {valid ? <NewPasswordForm token={token} /> : <InvalidLink />}
    </AuthLayout>
  );
}
