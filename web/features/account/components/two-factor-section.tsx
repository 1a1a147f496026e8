// Two-factor sign-in: on with the password and a code from an authenticator app, off with the
// password; backup codes are shown once, when made.
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { useSession } from "@web/lib/session";
import { useNotify } from "@web/lib/use-notify";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  CodeFormSchema,
  type CodeInput,
  PasswordFormSchema,
  type PasswordInput,
  useConfirmTwoFactor,
  useNewBackupCodes,
  useStartTwoFactor,
  useTurnOffTwoFactor,
} from "../api/two-factor";
import { BackupCodes } from "./backup-codes";

interface Setup {
  totpURI: string;
  backupCodes: string[];
}

/** The key an authenticator app asks for when the setup link cannot be opened, in groups of four. */
function keyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function StartForm({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const start = useStartTwoFactor();
  const { control, handleSubmit } = useForm<PasswordInput>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { password: "" },
  });
  return (
    <form
      noValidate
      aria-label="Turn on two-factor sign-in"
      onSubmit={handleSubmit((input) => start.mutate(input, { onSuccess: onStarted }))}
    >
      <Typography>
        Two-factor sign-in is off. Turn it on to be asked for a code from an authenticator app (such as Google
        Authenticator, Microsoft Authenticator or 1Password) each time you sign in with your password.
      </Typography>
      {start.isError && <Alert severity="error">{errorMessage(start.error)}</Alert>}
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" loading={start.isPending} sx={{ mt: 2 }}>
        Turn on two-factor sign-in
      </Button>
    </form>
  );
}

function ConfirmForm({ setup, onConfirmed }: { setup: Setup; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const { control, handleSubmit } = useForm<CodeInput>({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: { code: "" },
  });
  return (
    <form
      noValidate
      aria-label="Confirm your authenticator app"
      onSubmit={handleSubmit((input) => confirm.mutate(input, { onSuccess: onConfirmed }))}
    >
      <Typography gutterBottom>
        Add Summit to your authenticator app: scan this code with your phone, or on this device{" "}
        <Link href={setup.totpURI}>open the setup link in your app</Link>, or type the key below.
      </Typography>
      <Box sx={{ bgcolor: "common.white", p: 1, display: "inline-block", my: 1 }}>
        <QRCodeSVG
          value={setup.totpURI}
          size={176}
          role="img"
          aria-label="QR code of the setup link for your authenticator app"
        />
      </Box>
      <Typography
        component="p"
        aria-label="Setup key"
        sx={{ fontFamily: "monospace", fontSize: "1.1rem", wordBreak: "break-all", my: 1 }}
      >
        {keyOf(setup.totpURI)}
      </Typography>
      <Typography>Then type the 6-digit code the app shows.</Typography>
      {confirm.isError && <Alert severity="error">{errorMessage(confirm.error)}</Alert>}
      <FormTextField
        control={control}
        name="code"
        label="Code from the app"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <Button type="submit" variant="contained" loading={confirm.isPending} sx={{ mt: 2 }}>
        Confirm
      </Button>
    </form>
  );
}

function EnabledForm({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const newCodes = useNewBackupCodes();
  const turnOff = useTurnOffTwoFactor();
  const notify = useNotify();
  const { control, handleSubmit, reset } = useForm<PasswordInput>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { password: "" },
  });
  const failed = newCodes.error ?? turnOff.error;
  return (
    <form noValidate aria-label="Two-factor sign-in" onSubmit={(event) => event.preventDefault()}>
      <Typography>
        Two-factor sign-in is on: signing in with your password also asks for a code from your authenticator
        app, or one of your backup codes. Your password is needed to change this.
      </Typography>
      {failed && <Alert severity="error">{errorMessage(failed)}</Alert>}
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          loading={newCodes.isPending}
          onClick={handleSubmit((input) =>
            newCodes.mutate(input, {
              onSuccess: ({ backupCodes }) => {
                reset({ password: "" });
                onNewCodes(backupCodes);
              },
            }),
          )}
        >
          Get new backup codes
        </Button>
        <Button
          color="error"
          variant="outlined"
          loading={turnOff.isPending}
          onClick={handleSubmit((input) =>
            turnOff.mutate(input, {
              onSuccess: () => {
                reset({ password: "" });
                notify.snackbar("Two-factor sign-in is off.");
              },
            }),
          )}
        >
          Turn off two-factor sign-in
        </Button>
      </Stack>
    </form>
  );
}

export function TwoFactorSection() {
  const session = useSession();
  const notify = useNotify();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = session.data?.user.twoFactorEnabled === true;
  return (
    <>
      {codes && <BackupCodes codes={codes} />}
      {enabled ? (
        <EnabledForm onNewCodes={setCodes} />
      ) : setup ? (
        <ConfirmForm
          setup={setup}
          onConfirmed={() => {
            setCodes(setup.backupCodes);
            setSetup(null);
            notify.snackbar("Two-factor sign-in is on.");
          }}
        />
      ) : (
        <StartForm
          onStarted={(started) => {
            setCodes(null);
            setSetup(started);
          }}
        />
      )}
    </>
  );
}
