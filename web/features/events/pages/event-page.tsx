// /events/:id: an event with when and where, its description, agenda, host and sponsors with their
// resources, the caller's registration, and for the host's admins the ways to change it and check
// attendees in.

import type { Event } from "@common/events";
import { FORMAT_LABELS } from "@common/events";
import { findHub } from "@common/hub-list";
import EditOutlined from "@mui/icons-material/EditOutlined";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { EmptyState } from "@web/lib/components/empty-state";
import { Markdown } from "@web/lib/components/markdown";
import { Page } from "@web/lib/components/page";
import { TargetBookmarkButton } from "@web/lib/components/target-bookmark-button";
import { placeOf } from "@web/lib/events/event-card";
import { EventStatusChips } from "@web/lib/events/event-status-chips";
import { EventWhen } from "@web/lib/events/event-when";
import type { PageHandle } from "@web/lib/page-handle";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useCancelEvent, useDeleteEvent, useSuspenseEvent } from "../api/events";
import { Agenda } from "../components/agenda";
import { AttendeesPanel } from "../components/attendees-panel";
import { Partners } from "../components/partners";
import { RegistrationPanel } from "../components/registration-panel";

export const handle: PageHandle = {
  loadingLabel: "Loading the event",
  errorTitle: "The event could not be loaded",
  errorHeading: "Event",
  notFound: () => (
    <Page title="Event not found">
      <EmptyState
        Icon={EventBusyOutlined}
        title="This event does not exist"
        action={
          <Button variant="outlined" component={RouterLink} to="/events">
            See all events
          </Button>
        }
      >
        It may have been deleted by its host, or the link is wrong.
      </EmptyState>
    </Page>
  ),
};

export function EventPage() {
  const { id } = useParams();
  return <EventDetails event={useSuspenseEvent(id)} />;
}

function EventDetails({ event }: { event: Event }) {
  return (
    <Page title={event.title}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
          <Chip size="small" variant="outlined" label={FORMAT_LABELS[event.format]} />
          {event.hubs.map((hub) => (
            <Chip key={hub} size="small" variant="outlined" label={findHub(hub)?.name ?? hub} />
          ))}
          <EventStatusChips event={event} />
          <Box sx={{ ml: "auto" }}>
            <TargetBookmarkButton kind="event" targetId={event.id} label={event.title} />
          </Box>
        </Stack>
        {event.cancelled && <Alert severity="error">This event is cancelled.</Alert>}
        {event.coverUrl && (
          <Box
            component="img"
            src={event.coverUrl}
            alt=""
            sx={{ width: "100%", maxHeight: 320, objectFit: "cover", borderRadius: 1 }}
          />
        )}
        {event.can.edit && <HostActions event={event} />}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={4}>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="when-heading">
                <Typography variant="h2" id="when-heading" sx={{ fontSize: "1.15rem" }} gutterBottom>
                  When and where
                </Typography>
                <EventWhen event={event} />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {placeOf(event)}
                </Typography>
                {event.format === "virtual" &&
                  (event.onlineUrl ? (
                    <Link href={event.onlineUrl} target="_blank" rel="noopener" variant="body2">
                      Join online: {event.onlineUrl}
                    </Link>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      The link to join is shown to registered members.
                    </Typography>
                  ))}
              </Paper>
              {event.description && (
                <section aria-label="About the event">
                  <Markdown>{event.description}</Markdown>
                </section>
              )}
              <Agenda event={event} />
              {event.can.checkIn && <AttendeesPanel event={event} />}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <RegistrationPanel event={event} />
              <Partners event={event} />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </Page>
  );
}

function HostActions({ event }: { event: Event }) {
  const [confirming, setConfirming] = useState<"cancel" | "delete" | null>(null);
  const cancel = useCancelEvent(event.id);
  const remove = useDeleteEvent(event.id);
  const notify = useNotify();
  const navigate = useNavigate();
  const hasRegistrations = event.counts.registered + event.counts.waitlisted > 0;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      {!event.cancelled && (
        <>
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            component={RouterLink}
            to={`/events/${event.id}/edit`}
          >
            Edit event
          </Button>
          <Button variant="outlined" color="error" onClick={() => setConfirming("cancel")}>
            Cancel event
          </Button>
        </>
      )}
      {!hasRegistrations && (
        <Button color="error" onClick={() => setConfirming("delete")}>
          Delete event
        </Button>
      )}
      <ConfirmDialog
        open={confirming === "cancel"}
        title="Cancel this event?"
        confirmLabel="Cancel event"
        pending={cancel.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              notify.snackbar("The event is cancelled.");
              setConfirming(null);
            },
          })
        }
      >
        The event stays on Summit marked as cancelled, and registration closes. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "delete"}
        title="Delete this event?"
        confirmLabel="Delete event"
        pending={remove.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify.snackbar("The event is deleted.");
              navigate("/events");
            },
          })
        }
      >
        {event.title} and its agenda are removed from Summit. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
