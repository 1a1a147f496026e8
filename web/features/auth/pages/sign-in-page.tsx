import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useSendConfirmation } from "../api/confirmation";
import { useSignIn } from "../api/sign-in";
import type { SignInInput } from "../api/sign-in-schema";
import { AuthLayout } from "../components/auth-layout";

const signInResolver = lazyZodResolver(() =>
  import("../api/sign-in-schema").then((module) => module.SignInFormSchema),
);

/** Sign-in refuses a right password (403) only while the address waits for confirmation. */
const isUnconfirmed = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The sign-in form's answer for an address not yet confirmed: why, and a new link on request. */
function ConfirmFirst({ email, message }: { email: string; message: string }) {
  const resend = useSendConfirmation();
  if (resend.isSuccess) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 1 }}>
        We have sent a new link to {email}. Open it to confirm your address and sign in.
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          loading={resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          Send a new link
        </Button>
      }
    >
      {resend.isError ? errorMessage(resend.error) : message}
    </Alert>
  );
}

/** Where an e-mailed confirmation link lands (common/auth.ts, EMAIL_CONFIRMATION_LANDING). */
function ConfirmationLanding() {
  const [searchParams] = useSearchParams();
  if (!searchParams.has("confirmation")) return null;
  // A link that signed the member in never shows this page: the guard moves them on.
  return searchParams.get("error") ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      This confirmation link has expired or is not valid. Sign in with your e-mail and password to get a new
      one.
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mb: 2 }}>
      Your address is confirmed. Sign in to continue.
    </Alert>
  );
}

// Where to go afterwards is the guard's job (web/app/route-guards.tsx): once the session exists it
// sends the member to ?redirectTo or "/".
export function SignInPage() {
  const signIn = useSignIn();
  const { control, handleSubmit, resetField } = useForm<SignInInput>({
    resolver: signInResolver,
    defaultValues: { email: "", password: "" },
  });

  const submit = handleSubmit((values) => {
    signIn.mutate(values, { onError: () => resetField("password") });
  });

  return (
    <AuthLayout title="Sign in" intro="Welcome back to Summit.">
      <ConfirmationLanding />
      <form noValidate onSubmit={submit} aria-label="Sign in">
        {signIn.isError &&
          (isUnconfirmed(signIn.error) && signIn.variables ? (
            <ConfirmFirst
              key={signIn.submittedAt}
              email={signIn.variables.email}
              message={errorMessage(signIn.error)}
            />
          ) : (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errorMessage(signIn.error)}
            </Alert>
          ))}
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField
          type="password"
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
          <Link component={RouterLink} to="/auth/forgot-password">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
          Sign in
        </Button>
        <Typography sx={{ mt: 3, textAlign: "center" }}>
          New to Summit?{" "}
          <Link component={RouterLink} to="/signup/choosemembership">
            Create an account
          </Link>
        </Typography>
      </form>
    </AuthLayout>
  );
}
