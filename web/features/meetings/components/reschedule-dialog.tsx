import type { Meeting } from "@common/meetings";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useChangeMeeting, useCompanySlots } from "../api/meetings";
import { freeSlots, SlotChoice } from "./slot-choice";

/** Moves an accepted meeting to another free slot: the leader gets a new request to answer. */
export function RescheduleDialog({
  meeting,
  companyId,
  onClose,
}: {
  meeting: Meeting;
  companyId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const notify = useNotify();
  const slots = useCompanySlots(meeting.event.id, companyId);
  const change = useChangeMeeting();
  const [slotId, setSlotId] = useState("");
  const [error, setError] = useState<string>();
  const choices = freeSlots(slots.data?.items, meeting.slotId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slotId) {
      setError("Choose the new slot.");
      return;
    }
    change.mutate(
      { meetingId: meeting.id, change: { status: "rescheduled", slotId } },
      {
        onSuccess: () => {
          notify.snackbar(`${meeting.leader.name} was asked to accept the new time.`);
          onClose();
        },
      },
    );
  };

  return (
    <ResponsiveDialog open onClose={change.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Reschedule the meeting with {meeting.leader.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The leader is asked to accept the new time; until then the meeting is a request again.
          </DialogContentText>
          <SlotChoice
            slots={choices}
            timeZone={meeting.event.timeZone}
            value={slotId}
            onChange={(value) => {
              setSlotId(value);
              setError(undefined);
            }}
            error={slots.isError ? "The slots could not be loaded." : error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={change.isPending}
            disabled={choices.length === 0}
          >
            Reschedule
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}
