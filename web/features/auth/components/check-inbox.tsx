// What sign-up shows once it is sent: the same for a new address and for one that has an account,
// whose owner is told by e-mail instead.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { useSendConfirmation } from "../api/confirmation";

export function CheckInbox({ email }: { email: string }) {
  const resend = useSendConfirmation();
  return (
    <section aria-labelledby="check-inbox-title">
      <Typography id="check-inbox-title" variant="h2" component="h2" gutterBottom>
        Check your inbox
      </Typography>
      <Typography>
        We have sent an e-mail to <strong>{email}</strong>. Open the link in it to confirm your address and
        sign in; it works for 24 hours.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Nothing arrived after a few minutes? Check your spam folder, or send the e-mail again.
      </Typography>
      {resend.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          We have sent the e-mail to {email} again.
        </Alert>
      )}
      {resend.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(resend.error)}
        </Alert>
      )}
      <Button
        variant="outlined"
        sx={{ mt: 2 }}
        loading={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        Send the e-mail again
      </Button>
    </section>
  );
}
