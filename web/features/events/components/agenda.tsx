import type { Event, EventSession, Speaker } from "@common/events";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { useNotify } from "@web/lib/use-notify";
import { formatTimes } from "@web/lib/zoned-time";
import { useState } from "react";
import { useDeleteSession } from "../api/events";
import { SessionDialog } from "./session-dialog";

function speakerLine(speaker: Speaker): string {
  return [speaker.name, speaker.jobTitle, speaker.companyName].filter(Boolean).join(", ");
}

/** The sessions in time order with their speakers; the host's admins add and remove them. */
export function Agenda({ event }: { event: Event }) {
  const [removing, setRemoving] = useState<EventSession | null>(null);
  const remove = useDeleteSession(event.id);
  const notify = useNotify();
  return (
    <section aria-labelledby="agenda-heading">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
        <Typography variant="h2" id="agenda-heading">
          Agenda
        </Typography>
        {event.can.edit && !event.cancelled && <SessionDialog event={event} />}
      </Stack>
      {event.sessions.length === 0 ? (
        <Typography color="text.secondary">
          {event.can.edit
            ? "No sessions yet. Add the first with Add session."
            : "The agenda will appear here once the host publishes it."}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {event.sessions.map((session) => (
            <Paper key={session.id} component="li" variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between" }}>
                <div>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={session.startsAt}>
                      {formatTimes(session.startsAt, session.endsAt, event.timeZone)}
                    </time>
                    {session.location && ` · ${session.location}`}
                  </Typography>
                  <Typography variant="h3" sx={{ fontSize: "1.05rem" }}>
                    {session.title}
                  </Typography>
                  {session.description && (
                    <Typography sx={{ mt: 0.5, whiteSpace: "pre-line" }}>{session.description}</Typography>
                  )}
                  {session.speakers.length > 0 && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {session.speakers.length === 1 ? "Speaker: " : "Speakers: "}
                      {session.speakers.map(speakerLine).join("; ")}
                    </Typography>
                  )}
                  {session.intentTypes.length > 0 && (
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
                      {session.intentTypes.map((type) => (
                        <Chip key={type} label={type} size="small" variant="outlined" />
                      ))}
                    </Stack>
                  )}
                </div>
                {event.can.edit && (
                  <IconButton
                    aria-label={`Remove session ${session.title}`}
                    onClick={() => setRemoving(session)}
                    sx={{ alignSelf: "flex-start" }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this session?"
        confirmLabel="Remove session"
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              notify.snackbar("Session removed");
              setRemoving(null);
            },
          })
        }
      >
        {removing?.title} leaves the agenda, with the check-ins recorded for it.
      </ConfirmDialog>
    </section>
  );
}
