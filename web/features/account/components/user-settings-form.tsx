import { HUBS, type HubId } from "@common/hub-list";
import {
  type ProfileVisibility,
  type UserSettings,
  VISIBLE_FIELDS,
  type VisibleField,
} from "@common/member-settings";
import { DIGEST_FREQUENCIES, type DigestFrequency } from "@common/notifications";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { userSettingsQueryOptions, useUpdateUserSettings } from "../api/user-settings";

const FIELD_NAMES: Record<VisibleField, string> = {
  photo: "photo",
  jobTitle: "job title",
  company: "company",
};
const DIGEST_NAMES: Record<DigestFrequency, string> = {
  off: "Off",
  daily: "Daily",
  weekly: "Weekly",
};

/** Every IANA time zone this browser knows, UTC first. */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...known.filter((zone) => zone !== "UTC")];
}

function VisibilityChoices({
  value,
  onChange,
}: {
  value: ProfileVisibility;
  onChange: (value: ProfileVisibility) => void;
}) {
  // What visitors see, members see too: the boxes keep that rule as the server does.
  const set = (field: VisibleField, audience: "members" | "visitors", checked: boolean) => {
    const current = value[field];
    const next =
      audience === "members"
        ? { members: checked, visitors: checked && current.visitors }
        : { visitors: checked, members: checked || current.members };
    onChange({ ...value, [field]: next });
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
      <Typography component="legend" variant="h3" gutterBottom>
        What others see of you
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Your name is always shown. You and platform admins always see everything.
      </Typography>
      {VISIBLE_FIELDS.map((field) => (
        <FormGroup key={field} row aria-label={`Who sees your ${FIELD_NAMES[field]}`}>
          <FormControlLabel
            sx={{ minWidth: 240 }}
            control={
              <Checkbox
                checked={value[field].members}
                onChange={(event) => set(field, "members", event.target.checked)}
              />
            }
            label={`Members see your ${FIELD_NAMES[field]}`}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={value[field].visitors}
                onChange={(event) => set(field, "visitors", event.target.checked)}
              />
            }
            label={`Visitors see your ${FIELD_NAMES[field]}`}
          />
        </FormGroup>
      ))}
    </Box>
  );
}

function SettingsForm({ settings }: { settings: UserSettings }) {
  const [draft, setDraft] = useState(settings);
  const update = useUpdateUserSettings();
  const notify = useNotify();
  const zones = timeZones();

  return (
    <form
      noValidate
      aria-label="User settings"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(draft, { onSuccess: () => notify.snackbar("Your settings have been saved.") });
      }}
    >
      <Autocomplete
        options={zones}
        value={draft.timeZone}
        disableClearable
        onChange={(_event, timeZone) => setDraft({ ...draft, timeZone })}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="normal"
            label="Time zone"
            helperText="Times in your e-mails are shown in this time zone."
          />
        )}
      />
      <TextField
        select
        fullWidth
        margin="normal"
        label="Community"
        value={draft.hub}
        onChange={(event) => setDraft({ ...draft, hub: event.target.value as HubId })}
        helperText="The community your membership belongs to."
      >
        {HUBS.map((hub) => (
          <MenuItem key={hub.id} value={hub.id}>
            {hub.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        margin="normal"
        label="E-mail digest"
        value={draft.digest}
        onChange={(event) => setDraft({ ...draft, digest: event.target.value as DigestFrequency })}
        helperText={
          <>
            A summary of the notifications you missed. Choose which kinds are e-mailed in{" "}
            <Link component={RouterLink} to="/notifications?settings=1">
              notification settings
            </Link>
            .
          </>
        }
      >
        {DIGEST_FREQUENCIES.map((frequency) => (
          <MenuItem key={frequency} value={frequency}>
            {DIGEST_NAMES[frequency]}
          </MenuItem>
        ))}
      </TextField>
      <VisibilityChoices
        value={draft.visibility}
        onChange={(visibility) => setDraft({ ...draft, visibility })}
      />
      {update.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(update.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 2 }}>
        Save settings
      </Button>
    </form>
  );
}

/** Time zone, community, e-mail digest and what others see of the member. */
export function UserSettingsForm() {
  const settings = useQuery(userSettingsQueryOptions);
  if (settings.isPending) return <PageLoading label="Loading your settings" />;
  if (settings.isError) {
    return (
      <QueryError
        title="Your settings could not be loaded"
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
    );
  }
  return <SettingsForm settings={settings.data} />;
}
