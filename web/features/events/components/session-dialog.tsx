import {
  EVENT_PLACE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  type Event,
  SESSION_DESCRIPTION_MAX_LENGTH,
  SESSION_SPEAKERS_MAX,
  SPEAKER_FIELD_MAX_LENGTH,
} from "@common/events";
import { INTENT_TYPES, type IntentType } from "@common/intent-types";
import { zodResolver } from "@hookform/resolvers/zod";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@web/lib/components/form-text-field";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { isoToWallTime, wallTimeToIso } from "@web/lib/zoned-time";
import { useId, useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { z } from "zod";
import { useAddSession } from "../api/events";

const SessionFormSchema = z
  .object({
    title: z.string().trim().min(1).max(EVENT_TITLE_MAX_LENGTH),
    description: z.string().max(SESSION_DESCRIPTION_MAX_LENGTH),
    location: z.string().max(EVENT_PLACE_MAX_LENGTH),
    startsAt: z.string().min(1, "Choose when the session starts."),
    endsAt: z.string().min(1, "Choose when the session ends."),
    intentTypes: z.array(z.enum(INTENT_TYPES)),
    speakers: z
      .array(
        z.object({
          name: z.string().trim().min(1, "Enter the speaker's name.").max(SPEAKER_FIELD_MAX_LENGTH),
          jobTitle: z.string().max(SPEAKER_FIELD_MAX_LENGTH),
          companyName: z.string().max(SPEAKER_FIELD_MAX_LENGTH),
        }),
      )
      .max(SESSION_SPEAKERS_MAX),
  })
  .refine((values) => values.endsAt > values.startsAt, {
    path: ["endsAt"],
    message: "The session ends after it starts.",
  });
type SessionFormValues = z.infer<typeof SessionFormSchema>;

/** "Add session": a session of the agenda, its times entered in the event's time zone. */
export function SessionDialog({ event }: { event: Event }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setOpen(true)}>
        Add session
      </Button>
      {open && <SessionForm event={event} onClose={() => setOpen(false)} />}
    </>
  );
}

function SessionForm({ event, onClose }: { event: Event; onClose: () => void }) {
  const titleId = useId();
  const addSession = useAddSession(event.id);
  const notify = useNotify();
  const start = isoToWallTime(event.startsAt, event.timeZone);
  const { control, handleSubmit } = useForm<SessionFormValues>({
    resolver: zodResolver(SessionFormSchema),
    defaultValues: {
      title: "",
      description: "",
      location: "",
      startsAt: start,
      endsAt: isoToWallTime(
        new Date(Math.min(Date.parse(event.startsAt) + 3600_000, Date.parse(event.endsAt))).toISOString(),
        event.timeZone,
      ),
      intentTypes: [],
      speakers: [],
    },
  });
  const speakers = useFieldArray({ control, name: "speakers" });

  const submit = handleSubmit((values) => {
    const startsAt = wallTimeToIso(values.startsAt, event.timeZone);
    const endsAt = wallTimeToIso(values.endsAt, event.timeZone);
    if (!startsAt || !endsAt) return;
    addSession.mutate(
      {
        title: values.title,
        description: values.description,
        location: values.location || null,
        startsAt,
        endsAt,
        intentTypes: values.intentTypes,
        speakers: values.speakers.map((speaker) => ({
          name: speaker.name,
          jobTitle: speaker.jobTitle || null,
          companyName: speaker.companyName || null,
        })),
      },
      {
        onSuccess: (session) => {
          notify.snackbar(`${session.title} is on the agenda.`);
          onClose();
        },
      },
    );
  });

  return (
    <ResponsiveDialog open onClose={addSession.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Add a session</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="title"
            label="Title"
            autoFocus
            errorText={`Enter a title of at most ${EVENT_TITLE_MAX_LENGTH} characters.`}
          />
          <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
          <FormTextField control={control} name="location" label="Room or stage" />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField
              control={control}
              name="startsAt"
              label="Starts"
              type="datetime-local"
              helperText={event.timeZone}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name="endsAt"
              label="Ends"
              type="datetime-local"
              helperText={event.timeZone}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Controller
            control={control}
            name="intentTypes"
            render={({ field }) => (
              <Autocomplete
                multiple
                options={INTENT_TYPES}
                value={field.value}
                onChange={(_event, value) => field.onChange(value as IntentType[])}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    margin="normal"
                    label="Intent types"
                    helperText="What the session is about: attending it shows interest in these."
                  />
                )}
              />
            )}
          />
          <Typography variant="h3" sx={{ fontSize: "1rem", mt: 2 }}>
            Speakers
          </Typography>
          {speakers.fields.map((speaker, index) => (
            <Stack
              key={speaker.id}
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{ alignItems: { sm: "center" } }}
            >
              <FormTextField
                control={control}
                name={`speakers.${index}.name`}
                label={`Speaker ${index + 1} name`}
              />
              <FormTextField control={control} name={`speakers.${index}.jobTitle`} label="Job title" />
              <FormTextField control={control} name={`speakers.${index}.companyName`} label="Company" />
              <Button onClick={() => speakers.remove(index)} aria-label={`Remove speaker ${index + 1}`}>
                Remove
              </Button>
            </Stack>
          ))}
          {speakers.fields.length < SESSION_SPEAKERS_MAX && (
            <Button
              startIcon={<AddOutlined />}
              onClick={() => speakers.append({ name: "", jobTitle: "", companyName: "" })}
            >
              Add speaker
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={addSession.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={addSession.isPending}>
            Add session
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}
