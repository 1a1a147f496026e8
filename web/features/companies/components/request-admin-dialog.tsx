import type { Company } from "@common/companies";
import HourglassTop from "@mui/icons-material/HourglassTop";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useRequestAdminRights } from "../api/company";

const MESSAGE_MAX_LENGTH = 1000;

/** A member who is not an admin asks the owners for admin rights, with an optional message. */
export function RequestAdminRights({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const requestAdminRights = useRequestAdminRights(company.id);
  const notify = useNotify();
  const titleId = useId();

  if (company.viewerHasPendingAdminRequest) {
    return <Chip icon={<HourglassTop />} label="Admin request pending" variant="outlined" />;
  }

  function send(event: FormEvent) {
    event.preventDefault();
    requestAdminRights.mutate(message.trim(), {
      onSuccess: () => {
        setOpen(false);
        setMessage("");
        notify.snackbar(`Your request has been sent to the owners of ${company.name}.`);
      },
    });
  }

  const tooLong = message.length > MESSAGE_MAX_LENGTH;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Request admin rights
      </Button>
      <ResponsiveDialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogForm onSubmit={send}>
          <DialogTitle id={titleId}>Request admin rights</DialogTitle>
          <DialogContent>
            <DialogContentText>
              The owners of {company.name} will be asked to make you an admin. Admins edit the company's
              profile, products, capabilities and resources.
            </DialogContentText>
            <TextField
              label="Message to the owners (optional)"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              margin="normal"
              error={tooLong}
              helperText={
                tooLong
                  ? `The message may be at most ${MESSAGE_MAX_LENGTH} characters.`
                  : "Say who you are at the company and why you need admin rights."
              }
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              loading={requestAdminRights.isPending}
              disabled={tooLong}
            >
              Send request
            </Button>
          </DialogActions>
        </DialogForm>
      </ResponsiveDialog>
    </>
  );
}
