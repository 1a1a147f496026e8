// /events/new and /events/:id/edit: an event's fields, its times entered as wall-clock time in the
// event's own time zone (the browser's by default).

import {
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_FORMATS,
  EVENT_PLACE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  type Event,
  FORMAT_LABELS,
  isTimeZone,
} from "@common/events";
import { HUBS, type HubId, HubIdSchema } from "@common/hubs";
import type { Profile } from "@common/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useSuspenseQuery } from "@tanstack/react-query";
import { selectedCommunity } from "@web/lib/community";
import { EmptyState } from "@web/lib/components/empty-state";
import { FormTextField } from "@web/lib/components/form-text-field";
import { ImageField } from "@web/lib/components/image-field";
import { Page } from "@web/lib/components/page";
import type { PageHandle } from "@web/lib/page-handle";
import { profileQueryOptions } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { browserTimeZone, isoToWallTime, timeZoneOptions, wallTimeToIso } from "@web/lib/zoned-time";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { useCreateEvent, useSuspenseEvent, useUpdateEvent } from "../api/events";
import { canHostEvents } from "./events-page";

const SUMMIT_HOST = "summit";

const EventFormSchema = z
  .object({
    host: z.string().min(1, "Choose who hosts the event."),
    title: z.string().trim().min(1).max(EVENT_TITLE_MAX_LENGTH),
    description: z.string().max(EVENT_DESCRIPTION_MAX_LENGTH),
    format: z.enum(EVENT_FORMATS),
    venue: z.string().trim().max(EVENT_PLACE_MAX_LENGTH),
    location: z.string().trim().max(EVENT_PLACE_MAX_LENGTH),
    onlineUrl: z.union([
      z.literal(""),
      z.url({ protocol: /^https?$/, error: "Enter an http or https address." }),
    ]),
    timeZone: z.string().refine(isTimeZone, "Choose a time zone from the list."),
    startsAt: z.string().min(1, "Choose when the event starts."),
    endsAt: z.string().min(1, "Choose when the event ends."),
    hubs: z.array(HubIdSchema).min(1, "Choose at least one community."),
    capacity: z.union([
      z.literal(""),
      z.coerce.number().int("Enter a whole number.").min(1, "At least 1.").max(EVENT_CAPACITY_MAX),
    ]),
  })
  .superRefine((values, context) => {
    if (values.format === "in_person" && !values.venue) {
      context.addIssue({ code: "custom", path: ["venue"], message: "An in-person event needs a venue." });
    }
    if (values.format === "virtual" && !values.onlineUrl) {
      context.addIssue({ code: "custom", path: ["onlineUrl"], message: "An online event needs a link." });
    }
    if (values.startsAt && values.endsAt && values.endsAt <= values.startsAt) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "The event ends after it starts." });
    }
  });
type EventFormInput = z.input<typeof EventFormSchema>;
type EventFormValues = z.output<typeof EventFormSchema>;

function hostOptions(profile: Profile): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  if (profile.company && (profile.company.privilege || profile.isPlatformAdmin)) {
    options.push({ value: profile.company.id, label: profile.company.name });
  }
  if (profile.isPlatformAdmin) options.push({ value: SUMMIT_HOST, label: "Summit" });
  return options;
}

export const newEventHandle: PageHandle = {
  loadingLabel: "Loading",
  errorTitle: "Your profile could not be loaded",
  errorHeading: "Create event",
};

export function NewEventPage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  if (!canHostEvents(profile)) {
    return (
      <Page title="Create event">
        <EmptyState Icon={EventBusyOutlined} title="Only company admins create events">
          Events are hosted by companies on Summit. Ask an admin of your company to create it, or to make you
          an admin.
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title="Create event" maxWidth="md">
      <EventForm profile={profile} />
    </Page>
  );
}

export const editEventHandle: PageHandle = {
  loadingLabel: "Loading the event",
  errorTitle: "The event could not be loaded",
  errorHeading: "Edit event",
  notFound: () => (
    <Page title="Event not found">
      <EmptyState Icon={EventBusyOutlined} title="This event does not exist">
        The link is wrong, or the event was deleted.
      </EmptyState>
    </Page>
  ),
};

export function EditEventPage() {
  const { id } = useParams();
  const event = useSuspenseEvent(id);
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  if (!event.can.edit || event.cancelled) {
    return (
      <Page title="Edit event">
        <EmptyState
          Icon={EventBusyOutlined}
          title={
            event.cancelled ? "A cancelled event cannot be changed" : "Only the host's admins edit an event"
          }
          action={
            <Button variant="outlined" component={RouterLink} to={`/events/${event.id}`}>
              Back to the event
            </Button>
          }
        >
          {event.title}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={`Edit ${event.title}`} maxWidth="md">
      <EventForm profile={profile} event={event} />
    </Page>
  );
}

function EventForm({ profile, event }: { profile: Profile; event?: Event }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.id ?? "");
  const [cover, setCover] = useState<{ url: string | null; uploadId?: string | null }>({
    url: event?.coverUrl ?? null,
  });
  const hosts = hostOptions(profile);
  const zone = event?.timeZone ?? browserTimeZone();
  const { control, handleSubmit } = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(EventFormSchema),
    defaultValues: {
      host: event ? (event.host?.id ?? SUMMIT_HOST) : (hosts[0]?.value ?? ""),
      title: event?.title ?? "",
      description: event?.description ?? "",
      format: event?.format ?? "in_person",
      venue: event?.venue ?? "",
      location: event?.location ?? "",
      onlineUrl: event?.onlineUrl ?? "",
      timeZone: zone,
      startsAt: event ? isoToWallTime(event.startsAt, zone) : "",
      endsAt: event ? isoToWallTime(event.endsAt, zone) : "",
      hubs: event?.hubs ?? [selectedCommunity(profile.hub)],
      capacity: event?.capacity ?? "",
    },
  });
  const format = useWatch({ control, name: "format" });

  const submit = handleSubmit((values) => {
    const startsAt = wallTimeToIso(values.startsAt, values.timeZone);
    const endsAt = wallTimeToIso(values.endsAt, values.timeZone);
    if (!startsAt || !endsAt) return;
    const fields = {
      title: values.title,
      description: values.description,
      format: values.format,
      venue: values.format === "in_person" ? values.venue || null : null,
      location: values.location || null,
      onlineUrl: values.format === "virtual" ? values.onlineUrl || null : null,
      timeZone: values.timeZone,
      startsAt,
      endsAt,
      hubs: values.hubs,
      capacity: values.capacity === "" ? null : values.capacity,
      ...(cover.uploadId !== undefined ? { coverUploadId: cover.uploadId } : {}),
    };
    const saved = (result: Event) => {
      notify.snackbar(event ? "The event is saved." : "The event is created.");
      navigate(`/events/${result.id}`);
    };
    if (event) update.mutate(fields, { onSuccess: saved });
    else
      create.mutate(
        { ...fields, hostCompanyId: values.host === SUMMIT_HOST ? null : values.host },
        { onSuccess: saved },
      );
  });

  const pending = create.isPending || update.isPending;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" noValidate onSubmit={submit}>
        {!event && (
          <FormTextField control={control} name="host" label="Host" select>
            {hosts.map((host) => (
              <MenuItem key={host.value} value={host.value}>
                {host.label}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormTextField
          control={control}
          name="title"
          label="Title"
          errorText={`Enter a title of at most ${EVENT_TITLE_MAX_LENGTH} characters.`}
        />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={4}
          helperText="Markdown: **bold**, lists and links."
        />
        <FormTextField control={control} name="format" label="Format" select>
          {EVENT_FORMATS.map((option) => (
            <MenuItem key={option} value={option}>
              {FORMAT_LABELS[option]}
            </MenuItem>
          ))}
        </FormTextField>
        {format === "in_person" ? (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField control={control} name="venue" label="Venue" />
            <FormTextField control={control} name="location" label="City or address" />
          </Stack>
        ) : (
          <FormTextField
            control={control}
            name="onlineUrl"
            label="Link to join"
            type="url"
            placeholder="https://"
            helperText="Shown to registered members only."
          />
        )}
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={timeZoneOptions()}
              value={field.value}
              disableClearable
              onChange={(_event, value) => field.onChange(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="normal"
                  label="Time zone"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? "Start and end are in this time zone."}
                />
              )}
            />
          )}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={control}
            name="startsAt"
            label="Starts"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="endsAt"
            label="Ends"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Controller
          control={control}
          name="hubs"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={HUBS.map((hub) => hub.id)}
              getOptionLabel={(id) => HUBS.find((hub) => hub.id === id)?.name ?? id}
              value={field.value}
              onChange={(_event, value) => field.onChange(value as HubId[])}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="normal"
                  label="Communities"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? "Members of these communities see the event."}
                />
              )}
            />
          )}
        />
        <FormTextField
          control={control}
          name="capacity"
          label="Places"
          type="number"
          helperText="Leave empty for no limit; past it, members join a waitlist."
          slotProps={{ htmlInput: { min: 1, max: EVENT_CAPACITY_MAX } }}
        />
        <ImageField
          preview={
            cover.url ? (
              <Box
                component="img"
                src={cover.url}
                alt=""
                sx={{ width: 160, height: 90, objectFit: "cover" }}
              />
            ) : null
          }
          hasImage={Boolean(cover.url)}
          label="Upload cover image"
          removeLabel="Remove cover image"
          note="It is shown at the top of the event page."
          onUploaded={(upload) => setCover({ url: upload.url, uploadId: upload.id })}
          onRemove={() => setCover({ url: null, uploadId: null })}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", mt: 2 }}>
          <Button component={RouterLink} to={event ? `/events/${event.id}` : "/events"} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {event ? "Save event" : "Create event"}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
