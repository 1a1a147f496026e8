import { MEETING_SLOT_LOCATION_MAX_LENGTH, type MeetingEvent, type MeetingSlot } from "@common/meetings";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useNotify } from "@web/lib/use-notify";
import { formatMeetingTime, isoToWallTime, wallTimeToIso } from "@web/lib/zoned-time";
import { type FormEvent, useState } from "react";
import { useCompanyPeople, useCompanySlots, useCreateSlot, useDeleteSlot } from "../api/meetings";

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];

/** The company's bookable slots at the event: its admins add and remove them. */
export function SlotManager({ event, companyId }: { event: MeetingEvent; companyId: string }) {
  const slots = useCompanySlots(event.id, companyId);
  const remove = useDeleteSlot(event.id);
  const notify = useNotify();
  const [deleting, setDeleting] = useState<MeetingSlot | null>(null);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="slots-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="slots-heading" variant="h2" component="h2" gutterBottom>
        Meeting slots
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The times your people are free to meet leaders at this event. Times are in {event.timeZone}.
      </Typography>
      {slots.isPending ? (
        <PageLoading label="Loading slots" />
      ) : slots.isError ? (
        <QueryError title="The slots could not be loaded" error={slots.error} onRetry={slots.refetch} />
      ) : slots.data.items.length === 0 ? (
        <Alert severity="info">No slots yet. Add one below, then request meetings at it.</Alert>
      ) : (
        <List aria-label="Slots">
          {slots.data.items.map((slot) => (
            <ListItem
              key={slot.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Delete the slot of ${slot.representative.name} at ${formatMeetingTime(slot.startsAt, slot.endsAt, event.timeZone)}`}
                  disabled={slot.booked}
                  onClick={() => setDeleting(slot)}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText
                primary={formatMeetingTime(slot.startsAt, slot.endsAt, event.timeZone)}
                secondary={[slot.representative.name, slot.location, slot.booked ? "Booked" : "Free"]
                  .filter(Boolean)
                  .join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      )}
      <AddSlotForm event={event} companyId={companyId} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this slot?"
        confirmLabel="Delete slot"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify.snackbar("Slot deleted.");
            },
          })
        }
      >
        Open requests at this slot are deleted with it.
      </ConfirmDialog>
    </Paper>
  );
}

function AddSlotForm({ event, companyId }: { event: MeetingEvent; companyId: string }) {
  const people = useCompanyPeople(companyId, true);
  const create = useCreateSlot(event.id);
  const notify = useNotify();
  const [representativeId, setRepresentativeId] = useState("");
  const [startsAt, setStartsAt] = useState(() => isoToWallTime(event.startsAt, event.timeZone));
  const [minutes, setMinutes] = useState(30);
  const [location, setLocation] = useState("");
  const [errors, setErrors] = useState<{ representative?: string; startsAt?: string }>({});

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const start = wallTimeToIso(startsAt, event.timeZone);
    const missing = {
      representative: representativeId ? undefined : "Choose who meets.",
      startsAt: start ? undefined : "Give the start time.",
    };
    setErrors(missing);
    if (!representativeId || !start) return;
    const endsAt = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
    create.mutate(
      {
        sponsorCompanyId: companyId,
        representativeId,
        startsAt: start,
        endsAt,
        location: location.trim() || null,
      },
      { onSuccess: () => notify.snackbar("Slot added.") },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add a slot" sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" gutterBottom>
        Add a slot
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
        <TextField
          select
          label="Representative"
          value={representativeId}
          onChange={(changeEvent) => setRepresentativeId(changeEvent.target.value)}
          required
          error={Boolean(errors.representative) || people.isError}
          helperText={people.isError ? "The company's people could not be loaded." : errors.representative}
          sx={{ minWidth: 200 }}
        >
          {(people.data?.items ?? []).map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Starts"
          type="datetime-local"
          value={startsAt}
          onChange={(changeEvent) => setStartsAt(changeEvent.target.value)}
          required
          error={Boolean(errors.startsAt)}
          helperText={errors.startsAt ?? event.timeZone}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Length"
          value={minutes}
          onChange={(changeEvent) => setMinutes(Number(changeEvent.target.value))}
          sx={{ minWidth: 120 }}
        >
          {DURATIONS.map((duration) => (
            <MenuItem key={duration} value={duration}>
              {duration < 60 ? `${duration} min` : `${duration / 60} h`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Location"
          value={location}
          onChange={(changeEvent) => setLocation(changeEvent.target.value)}
          slotProps={{ htmlInput: { maxLength: MEETING_SLOT_LOCATION_MAX_LENGTH } }}
          helperText="Table, room or call link"
        />
        <Button type="submit" variant="contained" loading={create.isPending} sx={{ mt: { md: 1 } }}>
          Add slot
        </Button>
      </Stack>
    </Box>
  );
}
