import type { MeetingSlot } from "@common/meetings";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { formatMeetingTime } from "@web/lib/zoned-time";

/** Slots still to come that no accepted meeting holds. */
export function freeSlots(slots: MeetingSlot[] | undefined, exceptId?: string): MeetingSlot[] {
  const now = new Date();
  return (slots ?? []).filter(
    (slot) => !slot.booked && new Date(slot.startsAt) > now && slot.id !== exceptId,
  );
}

export function SlotChoice({
  slots,
  timeZone,
  value,
  onChange,
  error,
}: {
  slots: MeetingSlot[];
  timeZone: string;
  value: string;
  onChange: (slotId: string) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      label="Slot"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? (slots.length === 0 ? "No free slots: add one first." : `Times in ${timeZone}`)}
      disabled={slots.length === 0}
    >
      {slots.map((slot) => (
        <MenuItem key={slot.id} value={slot.id}>
          {formatMeetingTime(slot.startsAt, slot.endsAt, timeZone)} · {slot.representative.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
