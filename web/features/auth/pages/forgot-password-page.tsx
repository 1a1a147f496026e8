import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import { ForgotPasswordFormSchema, type ForgotPasswordInput, useRequestPasswordReset } from "../api/password";
import { AuthLayout } from "../components/auth-layout";

export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const { control, handleSubmit } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: "" },
  });

  return (
    <AuthLayout title="Reset your password" intro="We will e-mail you a link to choose a new password.">
      {requestReset.isSuccess ? (
        // The same words whether or not the address has an account, so nobody can probe for members.
        <Alert severity="success" role="status">
          If an account exists for that address, we have sent a link to reset the password.
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => requestReset.mutate(values))}>
          {requestReset.isError && <Alert severity="error">{errorMessage(requestReset.error)}</Alert>}
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={requestReset.isPending}
            sx={{ mt: 2 }}
          >
            Send reset link
          </Button>
        </form>
      )}
      <Typography sx={{ mt: 3, textAlign: "center" }}>
        <Link component={RouterLink} to="/auth">
          Back to sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
