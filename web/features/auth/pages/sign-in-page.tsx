import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { FormTextField } from "../../../lib/components/form-text-field";
import { SignInFormSchema, type SignInInput, useSignIn } from "../api/sign-in";
import { AuthLayout } from "../components/auth-layout";

// Where to go afterwards is the guard's job (web/app/route-guards.tsx): once the session exists it
// sends the member to ?redirectTo or "/".
export function SignInPage() {
  const signIn = useSignIn();
  const { control, handleSubmit, resetField } = useForm<SignInInput>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: "", password: "" },
  });

  const submit = handleSubmit((values) => {
    signIn.mutate(values, { onError: () => resetField("password") });
  });

  return (
    <AuthLayout title="Sign in" intro="Welcome back to Summit.">
      <form noValidate onSubmit={submit} aria-label="Sign in">
        {signIn.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errorMessage(signIn.error)}
          </Alert>
        )}
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
