import type { Meeting, MeetingStatus } from "@common/meetings";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { useNotify } from "@web/lib/use-notify";
import { formatMeetingTime } from "@web/lib/zoned-time";
import { useEffect, useRef, useState } from "react";
import { useChangeMeeting } from "../api/meetings";
import { MEETING_STATUS_COLORS, MEETING_STATUS_LABELS } from "./meeting-status";
import { RescheduleDialog } from "./reschedule-dialog";

const DONE_MESSAGES: Partial<Record<MeetingStatus, string>> = {
  cancelled: "Meeting cancelled.",
  completed: "Meeting marked completed.",
  no_show: "Meeting marked as a no-show.",
};

/** One meeting on the vendor's board, with what the vendor side can do about it. */
export function VendorMeetingItem({
  meeting,
  companyId,
  highlighted,
}: {
  meeting: Meeting;
  companyId: string;
  highlighted: boolean;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const notify = useNotify();
  const change = useChangeMeeting();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const ended = new Date(meeting.endsAt) <= new Date();
  const { leader } = meeting;

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

  const canCancel = !ended && (meeting.status === "requested" || meeting.status === "accepted");
  return (
    <Paper
      component="li"
      ref={ref}
      variant="outlined"
      aria-current={highlighted ? "true" : undefined}
      sx={{
        p: 2,
        listStyle: "none",
        borderColor: highlighted ? "primary.main" : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between" }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{leader.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[leader.jobTitle, leader.companyName].filter(Boolean).join(", ") || "No title or company given"}
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
      <Typography variant="body2" sx={{ mt: 1 }}>
        <time dateTime={meeting.startsAt}>
          {formatMeetingTime(meeting.startsAt, meeting.endsAt, meeting.event.timeZone)}
        </time>
        {meeting.location ? ` · ${meeting.location}` : ""}
      </Typography>
      {meeting.message && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: "pre-wrap" }}>
          {meeting.message}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: "wrap" }}>
        {meeting.status === "accepted" && ended && (
          <>
            <Button
              size="small"
              variant="outlined"
              disabled={change.isPending}
              onClick={() => move("completed")}
            >
              Mark completed
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={change.isPending}
              onClick={() => move("no_show")}
            >
              Mark no-show
            </Button>
          </>
        )}
        {meeting.status === "accepted" && !ended && (
          <Button
            size="small"
            variant="outlined"
            disabled={change.isPending}
            onClick={() => setRescheduling(true)}
          >
            Reschedule
          </Button>
        )}
        {canCancel && (
          <Button
            size="small"
            color="error"
            disabled={change.isPending}
            onClick={() => setConfirmCancel(true)}
          >
            Cancel meeting
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this meeting?"
        confirmLabel="Cancel meeting"
        pending={change.isPending}
        onConfirm={() => move("cancelled")}
        onClose={() => setConfirmCancel(false)}
      >
        {leader.name} will be told that the meeting is cancelled.
      </ConfirmDialog>
      {rescheduling && (
        <RescheduleDialog meeting={meeting} companyId={companyId} onClose={() => setRescheduling(false)} />
      )}
    </Paper>
  );
}
