import { INTENT_TYPES, type IntentType } from "@common/intent-types";
import {
  MEETING_INTENT_TYPES_MAX,
  MEETING_MESSAGE_MAX_LENGTH,
  type MeetingEvent,
  type MeetingLeader,
} from "@common/meetings";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useCompanySlots, useRegisteredLeaders, useRequestMeeting } from "../api/meetings";
import { freeSlots, SlotChoice } from "./slot-choice";

/** A vendor asks a leader registered for the event for a meeting at one of the company's free slots. */
export function RequestMeetingDialog({
  event,
  companyId,
  onClose,
}: {
  event: MeetingEvent;
  companyId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const notify = useNotify();
  const slots = useCompanySlots(event.id, companyId);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const leaders = useRegisteredLeaders(event.id, debounced, true);
  const request = useRequestMeeting();
  const [slotId, setSlotId] = useState("");
  const [leader, setLeader] = useState<MeetingLeader | null>(null);
  const [message, setMessage] = useState("");
  const [intentTypes, setIntentTypes] = useState<IntentType[]>([]);
  const [errors, setErrors] = useState<{ slot?: string; leader?: string }>({});
  const choices = freeSlots(slots.data?.items);

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const missing = {
      slot: slotId ? undefined : "Choose a slot.",
      leader: leader ? undefined : "Choose the leader to meet.",
    };
    setErrors(missing);
    if (!leader || !slotId) return;
    request.mutate(
      { slotId, leaderId: leader.id, message: message.trim() || undefined, intentTypes },
      {
        onSuccess: () => {
          notify.snackbar(`Meeting request sent to ${leader.name}.`);
          onClose();
        },
      },
    );
  };

  return (
    <ResponsiveDialog open onClose={request.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Request a meeting</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <SlotChoice
              slots={choices}
              timeZone={event.timeZone}
              value={slotId}
              onChange={setSlotId}
              error={slots.isError ? "The slots could not be loaded." : errors.slot}
            />
            <Autocomplete
              options={leaders.data?.items ?? []}
              value={leader}
              onChange={(_event, value) => setLeader(value)}
              inputValue={search}
              onInputChange={(_event, value) => setSearch(value)}
              filterOptions={(options) => options}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              getOptionLabel={(option) => option.name}
              renderOption={({ key, ...props }, option) => (
                <li key={key} {...props}>
                  {option.name}
                  {option.jobTitle || option.companyName
                    ? ` · ${[option.jobTitle, option.companyName].filter(Boolean).join(", ")}`
                    : ""}
                </li>
              )}
              loading={leaders.isFetching}
              noOptionsText={
                leaders.isError
                  ? "The leaders could not be loaded."
                  : "No registered leader who takes requests"
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Leader"
                  required
                  error={Boolean(errors.leader)}
                  helperText={errors.leader ?? "Leaders registered for the event who accept meeting requests"}
                />
              )}
            />
            <Autocomplete
              multiple
              options={INTENT_TYPES}
              value={intentTypes}
              onChange={(_event, value) => setIntentTypes(value.slice(0, MEETING_INTENT_TYPES_MAX))}
              getOptionDisabled={(option) =>
                intentTypes.length >= MEETING_INTENT_TYPES_MAX && !intentTypes.includes(option)
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Topics"
                  helperText={`Up to ${MEETING_INTENT_TYPES_MAX} match points you want to talk about`}
                />
              )}
            />
            <TextField
              label="Message"
              value={message}
              onChange={(changeEvent) => setMessage(changeEvent.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: MEETING_MESSAGE_MAX_LENGTH } }}
              helperText={`${message.length}/${MEETING_MESSAGE_MAX_LENGTH}`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={request.isPending}>
            Send request
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}
