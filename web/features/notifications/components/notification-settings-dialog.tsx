// Which notifications the member gets, in the app and by e-mail, and how often the e-mail digest comes.
// Every switch and choice is saved as soon as it changes.

import {
  DIGEST_FREQUENCIES,
  type DigestFrequency,
  NOTIFICATION_KIND_INFO,
  type NotificationChannels,
  type NotificationPreferences,
} from "@common/notifications";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useId } from "react";
import { useNotificationPreferences, useUpdateNotificationPreferences } from "../api/preferences";

const DIGEST_LABELS: Record<DigestFrequency, string> = { off: "Off", daily: "Daily", weekly: "Weekly" };

const CHANNELS = [
  { field: "inApp", label: "In app" },
  { field: "email", label: "E-mail" },
] as const;

function Settings({ preferences }: { preferences: NotificationPreferences }) {
  const digestId = useId();
  const update = useUpdateNotificationPreferences();
  const toggle = ({ kind }: NotificationChannels, field: "inApp" | "email", on: boolean) =>
    update.mutate({ kinds: [field === "inApp" ? { kind, inApp: on } : { kind, email: on }] });

  return (
    <>
      <Table size="small" aria-label="Notifications by kind" sx={{ mb: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell>Notify me about</TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel.field} align="center" sx={{ whiteSpace: "nowrap" }}>
                {channel.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preferences.kinds.map((channels) => {
            const label = NOTIFICATION_KIND_INFO[channels.kind].label;
            return (
              <TableRow key={channels.kind}>
                <TableCell component="th" scope="row" sx={{ px: { xs: 1, sm: 2 } }}>
                  {label}
                </TableCell>
                {CHANNELS.map((channel) => (
                  <TableCell key={channel.field} align="center" padding="checkbox">
                    <Switch
                      checked={channels[channel.field]}
                      onChange={(event) => toggle(channels, channel.field, event.target.checked)}
                      slotProps={{ input: { "aria-label": `${label}: ${channel.label.toLowerCase()}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FormControl>
        <FormLabel id={`${digestId}-label`}>E-mail digest</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${digestId}-label`}
          aria-describedby={`${digestId}-help`}
          value={preferences.digest}
          onChange={(event) => update.mutate({ digest: event.target.value as DigestFrequency })}
        >
          {DIGEST_FREQUENCIES.map((frequency) => (
            <FormControlLabel
              key={frequency}
              value={frequency}
              control={<Radio />}
              label={DIGEST_LABELS[frequency]}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={`${digestId}-help`} sx={{ mx: 0 }}>
          A summary of your unread notifications by e-mail. It is only sent when you have not been on Summit
          since the last one, and it leaves out what you have already seen.
        </FormHelperText>
      </FormControl>
    </>
  );
}

export function NotificationSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const preferences = useNotificationPreferences({ enabled: open });
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Notification settings</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Changes are saved as you make them.</DialogContentText>
        {preferences.data ? (
          <Settings preferences={preferences.data} />
        ) : preferences.isError ? (
          <QueryError
            title="Your notification settings could not be loaded"
            error={preferences.error}
            onRetry={() => preferences.refetch()}
          />
        ) : (
          <PageLoading label="Loading your notification settings" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
