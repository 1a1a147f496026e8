// Changing the e-mail address: the password again, and with two-factor on a code as at sign-in; the
// change happens when the link mailed to the new address is opened.
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useSession } from "@web/lib/session";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { type ChangeEmailInput, changeEmailFormSchema, useChangeEmail } from "../api/change-email";

const EMPTY: ChangeEmailInput = { newEmail: "", password: "", code: "" };

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const changeEmail = useChangeEmail();
  const twoFactor = useSession().data?.user.twoFactorEnabled === true;
  const schema = useMemo(() => changeEmailFormSchema(twoFactor), [twoFactor]);
  const { control, handleSubmit, reset } = useForm<ChangeEmailInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  return (
    <form
      noValidate
      aria-label="Change e-mail"
      onSubmit={handleSubmit((input) => changeEmail.mutate(input, { onSuccess: () => reset(EMPTY) }))}
    >
      <Typography>
        You sign in with {currentEmail}. A new address takes effect once you open the link we send to it; we
        also tell {currentEmail} about the change.
      </Typography>
      {changeEmail.isError && <Alert severity="error">{errorMessage(changeEmail.error)}</Alert>}
      {changeEmail.isSuccess && changeEmail.variables && (
        <Alert severity="success" role="status">
          We have sent a link to {changeEmail.variables.newEmail}. Open it within 24 hours to make it your
          address.
        </Alert>
      )}
      <FormTextField control={control} name="newEmail" label="New e-mail" type="email" autoComplete="email" />
      <FormTextField
        control={control}
        name="password"
        label="Password for the change"
        type="password"
        autoComplete="current-password"
      />
      {twoFactor && (
        <FormTextField
          control={control}
          name="code"
          label="Code from your authenticator app, or a backup code"
          autoComplete="one-time-code"
          helperText="Two-factor sign-in is on, so the change needs a code as well."
        />
      )}
      <Button type="submit" variant="contained" loading={changeEmail.isPending} sx={{ mt: 2 }}>
        Change e-mail
      </Button>
    </form>
  );
}

/** Where the link that confirms a new address lands (common/auth.ts, EMAIL_CHANGED_LANDING). */
export function EmailChangedNotice() {
  const [searchParams] = useSearchParams();
  if (!searchParams.has("email-changed")) return null;
  return searchParams.get("error") ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      This link has expired, was already used or belongs to another account, so your address has not changed.
      Ask for the change again below.
    </Alert>
  ) : (
    <Alert severity="success" sx={{ mb: 2 }}>
      Your new e-mail address is confirmed: use it to sign in from now on.
    </Alert>
  );
}
