// The company admin area's invitations: invite a colleague by e-mail, and the invitations not yet
// answered, which can be sent again or withdrawn.

import type { Company } from "@common/companies";
import { INVITATION_MESSAGE_MAX_LENGTH, INVITATION_TTL_DAYS, type Invitation } from "@common/invitations";
import { zodResolver } from "@hookform/resolvers/zod";
import MailOutlined from "@mui/icons-material/MailOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { EmptyState } from "@web/lib/components/empty-state";
import { FormTextField } from "@web/lib/components/form-text-field";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { formatDate } from "@web/lib/format";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  useCompanyInvitations,
  useInviteColleague,
  useResendInvitation,
  useRevokeInvitation,
} from "../api/invitations";

const InviteFormSchema = z.object({
  email: z.string().trim().pipe(z.email("Enter a valid email address")),
  name: z.string().trim().max(120, "At most 120 characters"),
  message: z
    .string()
    .trim()
    .max(INVITATION_MESSAGE_MAX_LENGTH, `At most ${INVITATION_MESSAGE_MAX_LENGTH} characters`),
});
type InviteFormValues = z.infer<typeof InviteFormSchema>;

function InviteForm({ company }: { company: Company }) {
  const invite = useInviteColleague(company.id);
  const notify = useNotify();
  const { control, handleSubmit, reset, watch } = useForm<InviteFormValues>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: "", name: "", message: "" },
  });
  const messageLength = watch("message").length;

  const submit = handleSubmit(({ email, name, message }) =>
    invite.mutate(
      { email, ...(name ? { name } : {}), ...(message ? { message } : {}) },
      {
        onSuccess: (invitation) => {
          notify.snackbar(`Invitation sent to ${invitation.email}.`);
          reset();
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Invite a colleague">
      {invite.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(invite.error)}
        </Alert>
      )}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label="Work email" type="email" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" label="Name (optional)" autoComplete="off" />
        </Grid>
      </Grid>
      <FormTextField
        control={control}
        name="message"
        label="Message (optional)"
        multiline
        minRows={3}
        helperText={`Added to the e-mail. ${messageLength} of ${INVITATION_MESSAGE_MAX_LENGTH} characters.`}
      />
      <Button type="submit" variant="contained" loading={invite.isPending} sx={{ mt: 1 }}>
        Send invitation
      </Button>
    </Box>
  );
}

function invitationLine(invitation: Invitation): string {
  const sent = `${invitation.invitedBy ? `Invited by ${invitation.invitedBy.name}` : "Invited"} on ${formatDate(invitation.sentAt)}`;
  const expiry =
    invitation.status === "expired"
      ? `the link expired on ${formatDate(invitation.expiresAt)}`
      : `the link works until ${formatDate(invitation.expiresAt)}`;
  return `${sent} · ${expiry}`;
}

function OpenInvitations({ company }: { company: Company }) {
  const invitations = useCompanyInvitations(company.id);
  const resend = useResendInvitation(company.id);
  const revoke = useRevokeInvitation(company.id);
  const notify = useNotify();
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  if (invitations.isPending) return <PageLoading label="Loading invitations" />;
  if (invitations.isError) {
    return (
      <QueryError
        title="The invitations could not be loaded"
        error={invitations.error}
        onRetry={() => invitations.refetch()}
      />
    );
  }
  const items = invitations.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState Icon={MailOutlined} title="No open invitations">
        People you invite appear here until they create their account. Then they are among the company's
        people.
      </EmptyState>
    );
  }

  function confirmRevoke() {
    if (!revoking) return;
    const withdrawn = revoking;
    revoke.mutate(withdrawn.id, {
      onSuccess: () => {
        setRevoking(null);
        notify.snackbar(`The invitation to ${withdrawn.email} was withdrawn.`);
      },
    });
  }

  return (
    <>
      <List aria-label={`Open invitations to ${company.name}`}>
        {items.map((invitation) => {
          const who = invitation.name ? `${invitation.name} (${invitation.email})` : invitation.email;
          return (
            <ListItem key={invitation.id} divider sx={{ flexWrap: "wrap", gap: 1 }}>
              <ListItemText
                primary={who}
                secondary={invitationLine(invitation)}
                sx={{ flex: "1 1 220px", minWidth: 0, overflowWrap: "anywhere" }}
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
                {invitation.status === "expired" && <Chip label="Expired" size="small" color="warning" />}
                <Button
                  size="small"
                  disabled={resend.isPending}
                  aria-label={`Send the invitation to ${invitation.email} again`}
                  onClick={() =>
                    resend.mutate(invitation, {
                      onSuccess: () => notify.snackbar(`A new link was sent to ${invitation.email}.`),
                    })
                  }
                >
                  Send again
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() => setRevoking(invitation)}
                >
                  Withdraw
                </Button>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <LoadMore
        hasMore={invitations.hasNextPage}
        loading={invitations.isFetchingNextPage}
        onLoadMore={() => invitations.fetchNextPage()}
        label="Load more invitations"
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Withdraw this invitation?"
        confirmLabel="Withdraw invitation"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      >
        The link sent to {revoking?.email ?? ""} will stop working. You can invite them again later.
      </ConfirmDialog>
    </>
  );
}

/** Company admins bring their colleagues in: the invited person joins as one of the company's people. */
export function InvitationsPanel({ company }: { company: Company }) {
  const headingId = useId();
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Invite a colleague
      </Typography>
      <Typography color="text.secondary">
        They receive an e-mail with a link to create their account and join {company.name} as one of its
        people. The link works for {INVITATION_TTL_DAYS} days; sending it again replaces it.
      </Typography>
      <InviteForm company={company} />
      <Box component="section" sx={{ mt: 4 }} aria-labelledby={headingId}>
        <Typography id={headingId} variant="h2" component="h2" gutterBottom>
          Open invitations
        </Typography>
        <OpenInvitations company={company} />
      </Box>
    </>
  );
}
