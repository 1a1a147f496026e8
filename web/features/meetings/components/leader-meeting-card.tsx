import type { Meeting, MeetingStatus } from "@common/meetings";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { useNotify } from "@web/lib/use-notify";
import { formatMeetingTime } from "@web/lib/zoned-time";
import { useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useChangeMeeting } from "../api/meetings";
import { MEETING_STATUS_COLORS, MEETING_STATUS_LABELS } from "./meeting-status";

const DONE_MESSAGES: Partial<Record<MeetingStatus, string>> = {
  accepted: "Meeting accepted.",
  declined: "Meeting declined.",
  cancelled: "Meeting cancelled.",
};

/** One meeting as the leader sees it, with what they can do about it. */
export function LeaderMeetingCard({ meeting, highlighted }: { meeting: Meeting; highlighted: boolean }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const notify = useNotify();
  const change = useChangeMeeting();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const ended = new Date(meeting.endsAt) <= new Date();
  const open = !ended && (meeting.status === "requested" || meeting.status === "accepted");

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: "center" });
  }, [highlighted]);

  const move = (status: MeetingStatus) =>
    change.mutate(
      { meetingId: meeting.id, change: { status } },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          notify.snackbar(DONE_MESSAGES[status] ?? "Meeting updated.");
        },
      },
    );

  return (
    <Paper
      component="article"
      ref={ref}
      aria-labelledby={headingId}
      aria-current={highlighted ? "true" : undefined}
      variant="outlined"
      sx={{
        p: { xs: 2, md: 3 },
        borderColor: highlighted ? "primary.main" : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between" }}>
        <Box>
          <Typography id={headingId} variant="h3" component="h2">
            {meeting.vendorCompany.name}
          </Typography>
          <Typography color="text.secondary">
            with {meeting.representative.name}
            {meeting.representative.jobTitle ? `, ${meeting.representative.jobTitle}` : ""}
          </Typography>
        </Box>
        <Box>
          <Chip
            size="small"
            label={MEETING_STATUS_LABELS[meeting.status]}
            color={MEETING_STATUS_COLORS[meeting.status]}
          />
        </Box>
      </Stack>
      <Typography sx={{ mt: 1 }}>
        <time dateTime={meeting.startsAt}>
          {formatMeetingTime(meeting.startsAt, meeting.endsAt, meeting.event.timeZone)}
        </time>
        {meeting.location ? ` · ${meeting.location}` : ""}
      </Typography>
      <Typography variant="body2">
        At{" "}
        <Link component={RouterLink} to={`/events/${meeting.event.id}`}>
          {meeting.event.title}
        </Link>
        {meeting.event.cancelled ? " (event cancelled)" : ""}
      </Typography>
      {meeting.message && (
        <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: "pre-wrap" }}>
          {meeting.message}
        </Typography>
      )}
      {meeting.intentTypes.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: "wrap" }}>
          {meeting.intentTypes.map((intentType) => (
            <Chip key={intentType} size="small" variant="outlined" label={intentType} />
          ))}
        </Stack>
      )}
      {open && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: "wrap" }}>
          {meeting.status === "requested" && (
            <>
              <Button
                variant="contained"
                loading={change.isPending && change.variables?.change.status === "accepted"}
                disabled={change.isPending || meeting.event.cancelled}
                onClick={() => move("accepted")}
              >
                Accept
              </Button>
              <Button
                variant="outlined"
                loading={change.isPending && change.variables?.change.status === "declined"}
                disabled={change.isPending}
                onClick={() => move("declined")}
              >
                Decline
              </Button>
            </>
          )}
          <Button color="error" disabled={change.isPending} onClick={() => setConfirmCancel(true)}>
            Cancel meeting
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this meeting?"
        confirmLabel="Cancel meeting"
        pending={change.isPending}
        onConfirm={() => move("cancelled")}
        onClose={() => setConfirmCancel(false)}
      >
        {meeting.vendorCompany.name} will be told that you cancelled the meeting with{" "}
        {meeting.representative.name}.
      </ConfirmDialog>
    </Paper>
  );
}
