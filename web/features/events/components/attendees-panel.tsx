import type { Attendee, Event } from "@common/events";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useAttendees, useCheckIn } from "../api/events";

/** For the host's admins: who registered and who waits, with a check-in per session for registered members. */
export function AttendeesPanel({ event }: { event: Event }) {
  const attendees = useAttendees(event.id, event.can.checkIn);
  const checkIn = useCheckIn(event.id);
  return (
    <section aria-labelledby="attendees-heading">
      <Typography variant="h2" id="attendees-heading" gutterBottom>
        Attendees
      </Typography>
      {attendees.isPending ? (
        <PageLoading label="Loading attendees" />
      ) : attendees.isError ? (
        <QueryError
          title="The attendees could not be loaded"
          error={attendees.error}
          onRetry={() => attendees.refetch()}
        />
      ) : (
        <AttendeeList
          event={event}
          attendees={attendees.data.pages.flatMap((page) => page.items)}
          onToggle={(attendee, sessionId, attended) =>
            checkIn.mutate({ sessionId, userId: attendee.user.id, attended })
          }
          pending={checkIn.isPending}
        />
      )}
      <LoadMore
        hasMore={attendees.hasNextPage}
        loading={attendees.isFetchingNextPage}
        onLoadMore={() => attendees.fetchNextPage()}
        label="Load more attendees"
      />
    </section>
  );
}

function AttendeeList({
  event,
  attendees,
  onToggle,
  pending,
}: {
  event: Event;
  attendees: Attendee[];
  onToggle: (attendee: Attendee, sessionId: string, attended: boolean) => void;
  pending: boolean;
}) {
  if (attendees.length === 0) {
    return <Typography color="text.secondary">Members who register will be listed here.</Typography>;
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {attendees.map((attendee) => (
        <Paper key={attendee.user.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{attendee.user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[attendee.user.jobTitle, attendee.user.companyName].filter(Boolean).join(", ")}
            {attendee.status === "waitlisted" && " · On the waitlist"}
          </Typography>
          {attendee.status === "registered" && event.sessions.length > 0 && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap" }}>
              {event.sessions.map((session) => {
                const attended = attendee.attendedSessionIds.includes(session.id);
                return (
                  <FormControlLabel
                    key={session.id}
                    control={
                      <Checkbox
                        checked={attended}
                        disabled={pending}
                        onChange={(_event, checked) => onToggle(attendee, session.id, checked)}
                      />
                    }
                    label={`Attended ${session.title}`}
                  />
                );
              })}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
