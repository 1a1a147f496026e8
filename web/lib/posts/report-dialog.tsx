// Reporting a post or a comment to the moderators: a reason and, if the member wants, a few words.

import { REPORT_REASONS, type ReportReason } from "@common/posts";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useReport } from "./posts";

interface ReportDialogProps {
  open: boolean;
  target: "post" | "comment";
  id: string;
  onClose: () => void;
}

export function ReportDialog({ open, target, id, onClose }: ReportDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const report = useReport(target, id);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [missingReason, setMissingReason] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    report.mutate(
      { reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          notify.snackbar("Thank you. A moderator will look at it.");
          onClose();
        },
      },
    );
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>Report this {target}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Moderators read every report. The author is not told who reported it.
          </DialogContentText>
          <FormControl error={missingReason} required>
            <FormLabel id={`${titleId}-reason`}>What is wrong with it?</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-reason`}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
                setMissingReason(false);
              }}
            >
              {REPORT_REASONS.map((option) => (
                <FormControlLabel
                  key={option.id}
                  value={option.id}
                  control={<Radio />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
            {missingReason && <DialogContentText color="error">Choose a reason.</DialogContentText>}
          </FormControl>
          <TextField
            label="Anything moderators should know (optional)"
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={report.isPending}>
            Send report
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}
