import { SUSPENDED_MESSAGE } from "@common/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import KeyIcon from "@mui/icons-material/Key";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useSendConfirmation } from "../api/confirmation";
import {
  asksForSecondFactor,
  SecondFactorFormSchema,
  type SecondFactorInput,
  usePasskeySignIn,
  useVerifySignInCode,
} from "../api/second-factor";
import { useSignIn } from "../api/sign-in";
import type { SignInInput } from "../api/sign-in-schema";
import { AuthLayout } from "../components/auth-layout";

const signInResolver = lazyZodResolver(() =>
  import("../api/sign-in-schema").then((module) => module.SignInFormSchema),
);

/**
 * Sign-in refuses a right password (403) while the address waits for confirmation, or while the
 * account is suspended: only the first is helped by a new confirmation link.
 */
const isUnconfirmed = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.message !== SUSPENDED_MESSAGE;

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

/** After a right password, when two-factor is on: a code from the app, or a backup code. */
function SecondFactorStep({ onRestart }: { onRestart: () => void }) {
  const verify = useVerifySignInCode();
  const [backup, setBackup] = useState(false);
  const { control, handleSubmit, reset } = useForm<SecondFactorInput>({
    resolver: zodResolver(SecondFactorFormSchema),
    defaultValues: { code: "" },
  });
  const submit = handleSubmit((values) =>
    verify.mutate({ ...values, backup }, { onError: () => reset({ code: "" }) }),
  );
  // Too many wrong codes end this sign-in; it starts again with the password.
  const ended = verify.error instanceof ApiError && verify.error.status === 429;
  return (
    <form noValidate onSubmit={submit} aria-label="Two-factor sign-in">
      <Typography sx={{ mb: 2 }}>
        {backup
          ? "Enter one of your backup codes. Each works once."
          : "Enter the 6-digit code your authenticator app shows for Summit."}
      </Typography>
      {verify.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(verify.error)}
        </Alert>
      )}
      <FormTextField
        key={backup ? "backup" : "app"}
        control={control}
        name="code"
        label={backup ? "Backup code" : "Code from your app"}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: backup ? "text" : "numeric" } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={ended}
        loading={verify.isPending}
        sx={{ mt: 2 }}
      >
        Verify
      </Button>
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 2, gap: 2, flexWrap: "wrap" }}>
        <Link
          component="button"
          type="button"
          onClick={() => {
            setBackup(!backup);
            reset({ code: "" });
            verify.reset();
          }}
        >
          {backup ? "Use your authenticator app" : "Use a backup code"}
        </Link>
        <Link component="button" type="button" onClick={onRestart}>
          Start again
        </Link>
      </Box>
    </form>
  );
}

function PasskeySignIn() {
  const passkey = usePasskeySignIn();
  return (
    <>
      <Divider sx={{ my: 3 }}>or</Divider>
      {passkey.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(passkey.error)}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<KeyIcon />}
        loading={passkey.isPending}
        onClick={() => passkey.mutate()}
      >
        Sign in with a passkey
      </Button>
    </>
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

  if (signIn.isSuccess && asksForSecondFactor(signIn.data)) {
    return (
      <AuthLayout title="Two-factor sign-in" intro="One more step: your password was right.">
        <SecondFactorStep
          onRestart={() => {
            resetField("password");
            signIn.reset();
          }}
        />
      </AuthLayout>
    );
  }

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
        <PasskeySignIn />
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
