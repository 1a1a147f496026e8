import type { AccountSession } from "@common/account-sessions";
import ComputerIcon from "@mui/icons-material/Computer";
import DevicesOtherIcon from "@mui/icons-material/DevicesOther";
import PhoneIphoneIcon from "@mui/icons-material/PhoneIphone";
import TabletIcon from "@mui/icons-material/Tablet";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { RelativeTime } from "@web/lib/components/relative-time";
import { useNotify } from "@web/lib/use-notify";
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from "../api/sessions";

const ICONS = {
  desktop: ComputerIcon,
  mobile: PhoneIphoneIcon,
  tablet: TabletIcon,
  unknown: DevicesOtherIcon,
};

function SessionItem({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  const notify = useNotify();
  const Icon = ICONS[session.deviceKind];
  return (
    <ListItem
      divider
      secondaryAction={
        session.current ? (
          <Chip label="This device" size="small" color="primary" variant="outlined" />
        ) : (
          <Button
            size="small"
            loading={endSession.isPending}
            aria-label={`Sign out ${session.device}`}
            onClick={() =>
              endSession.mutate(session.id, {
                onSuccess: () => notify.snackbar(`${session.device} was signed out.`),
              })
            }
          >
            Sign out
          </Button>
        )
      }
      sx={{ pr: 16 }}
    >
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText
        primary={session.device}
        secondary={
          <>
            {session.network ? `From ${session.network}` : "From an unknown network"}
            {" · signed in "}
            <RelativeTime iso={session.signedInAt} />
            {" · last active "}
            <RelativeTime iso={session.lastSeenAt} />
            {endSession.isError && (
              <Typography component="span" color="error" sx={{ display: "block" }}>
                {errorMessage(endSession.error)}
              </Typography>
            )}
          </>
        }
      />
    </ListItem>
  );
}

/** Where the member is signed in, with a way to sign out any other device. */
export function SessionList() {
  const sessions = useQuery(sessionsQueryOptions);
  const endOthers = useEndOtherSessions();
  const notify = useNotify();
  if (sessions.isPending) return <PageLoading label="Loading where you are signed in" />;
  if (sessions.isError) {
    return (
      <QueryError
        title="Where you are signed in could not be loaded"
        error={sessions.error}
        onRetry={() => sessions.refetch()}
      />
    );
  }
  const others = sessions.data.items.filter((session) => !session.current).length;
  return (
    <>
      <List aria-label="Where you are signed in">
        {sessions.data.items.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </List>
      {endOthers.isError && <Alert severity="error">{errorMessage(endOthers.error)}</Alert>}
      {others > 0 ? (
        <Button
          variant="outlined"
          loading={endOthers.isPending}
          sx={{ mt: 1 }}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) =>
                notify.snackbar(
                  `${ended === 1 ? "One other device was" : `${ended} other devices were`} signed out.`,
                ),
            })
          }
        >
          Sign out all other devices
        </Button>
      ) : (
        <Typography color="text.secondary">You are signed in on this device only.</Typography>
      )}
    </>
  );
}
