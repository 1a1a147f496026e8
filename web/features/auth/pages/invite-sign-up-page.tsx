// /signup/invite?token=...: where an invitation e-mail leads. It says who invited whom to what and
// asks only name, job title and password (and a leader's role). Once the account exists the session
// does too, and the guest-only guard (web/app/route-guards.tsx) moves the new member on to "/".

import type { InvitationDetails } from "@common/invitations";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { formatLongDate } from "@web/lib/format";
import type { PageHandle } from "@web/lib/page-handle";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useSuspenseInvitation } from "../api/invitation";
import { AuthLayout } from "../components/auth-layout";
import { InviteSignUpForm } from "../components/invite-sign-up-form";

function AccountLinks({ offerSignUp }: { offerSignUp: boolean }) {
  return (
    <Typography sx={{ mt: 3, textAlign: "center" }}>
      Already have an account?{" "}
      <Link component={RouterLink} to="/auth">
        Go to the sign-in page
      </Link>
      {offerSignUp && (
        <>
          {" "}
          or{" "}
          <Link component={RouterLink} to="/signup/choosemembership">
            join Summit without an invitation
          </Link>
        </>
      )}
    </Typography>
  );
}

/** An unknown link (404) or one that was used, withdrawn or has expired (410): the server says which. */
function UnusableLink({ error }: { error?: unknown }) {
  const gone = error instanceof ApiError && error.status === 410;
  return (
    <AuthLayout title="Join Summit">
      <Alert severity="error">
        <AlertTitle>
          {gone ? "This invitation can no longer be used" : "This invitation link is not valid"}
        </AlertTitle>
        {error
          ? errorMessage(error)
          : "The link has no invitation in it. Open the whole link from the e-mail you received."}
      </Alert>
      <AccountLinks offerSignUp />
    </AuthLayout>
  );
}

function invitationIntro(invitation: InvitationDetails) {
  const inviter = invitation.invitedBy?.name ?? "A Summit member";
  return invitation.company
    ? `${inviter} invited you to join ${invitation.company.name} on Summit, as one of its people.`
    : `${inviter} invited you to join Summit.`;
}

export const handle: PageHandle = {
  loadingLabel: "Checking your invitation",
  errorTitle: "We could not check your invitation",
  errorHeading: "Join Summit",
  notFound: (error) => <UnusableLink error={error} />,
};

function Invitation({ token }: { token: string }) {
  const details = useSuspenseInvitation(token);
  return (
    <AuthLayout
      title={details.company ? `Join ${details.company.name} on Summit` : "Join Summit"}
      intro={invitationIntro(details)}
    >
      {details.message && (
        <Typography
          component="blockquote"
          sx={{ m: 0, mb: 2, pl: 2, borderLeft: 3, borderColor: "divider", whiteSpace: "pre-line" }}
        >
          {details.message}
          {details.invitedBy && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: "block", mt: 1 }}
            >
              {details.invitedBy.name}
            </Typography>
          )}
        </Typography>
      )}
      <Typography color="text.secondary">
        Your invitation works until {formatLongDate(details.expiresAt)}. All fields are required.
      </Typography>
      <InviteSignUpForm token={token} invitation={details} />
      <AccountLinks offerSignUp={false} />
    </AuthLayout>
  );
}

export function InviteSignUpPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return token ? <Invitation token={token} /> : <UnusableLink />;
}
