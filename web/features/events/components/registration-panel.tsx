import type { Event } from "@common/events";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useNotify } from "@web/lib/use-notify";
import { calendarUrl, useRegistration } from "../api/events";

function placesText(event: Event): string {
  const { registered, waitlisted, placesLeft } = event.counts;
  const going = `${registered} registered`;
  const waiting = waitlisted > 0 ? `, ${waitlisted} on the waitlist` : "";
  if (placesLeft === null) return `${going}${waiting}. No limit on places.`;
  if (placesLeft === 0) return `${going}${waiting}. Fully booked: new registrations join the waitlist.`;
  return `${going}${waiting}. ${placesLeft} ${placesLeft === 1 ? "place" : "places"} left.`;
}

/** The caller's place at the event, and the ways to take or give it up. */
export function RegistrationPanel({ event }: { event: Event }) {
  const { register, unregister } = useRegistration(event.id);
  const notify = useNotify();
  const status = event.viewerStatus;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="registration-heading">
      <Typography variant="h2" id="registration-heading" sx={{ fontSize: "1.15rem" }} gutterBottom>
        Your place
      </Typography>
      <Stack spacing={1.5}>
        {status === "registered" && <Alert severity="success">You are registered.</Alert>}
        {status === "waitlisted" && (
          <Alert severity="warning">
            You are on the waitlist: a place freed is yours if you waited longest.
          </Alert>
        )}
        <Typography variant="body2">{placesText(event)}</Typography>
        {event.can.register && status === null && (
          <Button
            variant="contained"
            loading={register.isPending}
            onClick={() =>
              register.mutate(undefined, {
                onSuccess: (registration) =>
                  notify.snackbar(
                    registration.status === "registered"
                      ? "You are registered."
                      : "The event is full: you are on the waitlist.",
                  ),
              })
            }
          >
            {event.counts.placesLeft === 0 ? "Join the waitlist" : "Register"}
          </Button>
        )}
        {event.can.register && status !== null && (
          <Button
            variant="outlined"
            loading={unregister.isPending}
            onClick={() =>
              unregister.mutate(undefined, {
                onSuccess: () =>
                  notify.snackbar(
                    status === "registered" ? "You are no longer registered." : "You left the waitlist.",
                  ),
              })
            }
          >
            {status === "registered" ? "Cancel my registration" : "Leave the waitlist"}
          </Button>
        )}
        {!event.can.register && (
          <Typography variant="body2" color="text.secondary">
            {event.cancelled ? "This event is cancelled." : "This event has taken place."}
          </Typography>
        )}
        <Button
          component={Link}
          href={calendarUrl(event.id)}
          download
          startIcon={<EventAvailableOutlined />}
          variant="text"
        >
          Add to calendar
        </Button>
      </Stack>
    </Paper>
  );
}
