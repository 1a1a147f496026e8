// Inviting someone to open an account (POST /api/user/invite as a platform admin): the invitation
// is e-mailed, and its sign-up link is shown once so the operator can copy it and send it themselves.
import {
  type CreatedInvitation,
  type CreateInvitationInput,
  CreateInvitationSchema,
} from "@common/invitations";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatLongDate } from "@web/lib/format";
import { useNotify } from "@web/lib/use-notify";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useInvite } from "../api/users";

function SentInvitation({ invitation, onClose }: { invitation: CreatedInvitation; onClose: () => void }) {
  const notify = useNotify();
  const copy = async () => {
    if (!invitation.link) return;
    try {
      await navigator.clipboard.writeText(invitation.link);
      notify.snackbar("The sign-up link was copied.");
    } catch {
      notify.error("The browser did not let us copy. Select the link and copy it instead.");
    }
  };
  return (
    <>
      <DialogContent>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Invitation e-mailed to {invitation.email}. The link works until{" "}
          {formatLongDate(invitation.expiresAt)}.
        </Alert>
        {invitation.link && (
          <>
            <Typography sx={{ mb: 1 }}>
              Or send the sign-up link yourself. Whoever opens it can open the account, so send it only to{" "}
              {invitation.email}; it is not shown again.
            </Typography>
            <TextField
              label="Sign-up link"
              value={invitation.link}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: "monospace" } } }}
              onFocus={(event) => event.target.select()}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {invitation.link && <Button onClick={copy}>Copy link</Button>}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const invite = useInvite();
  const { control, handleSubmit, reset } = useForm<CreateInvitationInput>({
    resolver: zodResolver(CreateInvitationSchema),
    defaultValues: { email: "", name: "", message: "" },
  });
  const close = () => {
    reset();
    invite.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    invite.mutate({
      email: values.email,
      ...(values.name ? { name: values.name } : {}),
      ...(values.message ? { message: values.message } : {}),
    }),
  );
  return (
    <ResponsiveDialog open={open} onClose={invite.isPending ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Invite someone</DialogTitle>
      {invite.data ? (
        <SentInvitation invitation={invite.data} onClose={close} />
      ) : (
        <DialogForm onSubmit={submit}>
          <DialogContent>
            <Typography color="text.secondary">
              They get an e-mail with a link to open a leader's account; their address counts as confirmed.
            </Typography>
            {invite.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(invite.error)}
              </Alert>
            )}
            <FormTextField control={control} name="email" type="email" label="E-mail address" autoFocus />
            <FormTextField
              control={control}
              name="name"
              label="Name (optional)"
              helperText="Offered on the sign-up page"
            />
            <FormTextField
              control={control}
              name="message"
              label="Message (optional)"
              multiline
              minRows={3}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={invite.isPending}>
              Send invitation
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </ResponsiveDialog>
  );
}
