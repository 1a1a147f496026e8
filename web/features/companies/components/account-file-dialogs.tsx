import { ACCOUNT_FILE_NAME_MAX_LENGTH, type AccountFile } from "@common/account-files";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useDeleteAccountFile, useRenameAccountFile } from "../api/account-files";

const NAME_ERROR = `Enter a name of at most ${ACCOUNT_FILE_NAME_MAX_LENGTH} characters.`;

export function RenameAccountFileDialog({
  companyId,
  file,
  onClose,
}: {
  companyId: string;
  file: AccountFile;
  onClose: () => void;
}) {
  const rename = useRenameAccountFile(companyId);
  const notify = useNotify();
  const titleId = useId();
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > ACCOUNT_FILE_NAME_MAX_LENGTH) {
      setError(NAME_ERROR);
      return;
    }
    if (trimmed === file.name) {
      onClose();
      return;
    }
    rename.mutate(
      { fileId: file.id, name: trimmed },
      {
        onSuccess: (renamed) => {
          notify.snackbar(`The file is now called ${renamed.name}.`);
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      fullWidth
      maxWidth="xs"
      onClose={rename.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Rename account file</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? " "}
            slotProps={{ htmlInput: { maxLength: ACCOUNT_FILE_NAME_MAX_LENGTH + 20 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DeleteAccountFileDialog({
  companyId,
  file,
  onClose,
}: {
  companyId: string;
  file: AccountFile;
  onClose: () => void;
}) {
  const remove = useDeleteAccountFile(companyId);
  const notify = useNotify();
  return (
    <ConfirmDialog
      open
      title={`Delete ${file.name}?`}
      confirmLabel="Delete file"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(file.id, {
          onSuccess: () => {
            notify.snackbar(`${file.name} has been deleted.`);
            onClose();
          },
        })
      }
    >
      The file and its stored CSV are deleted. The reports of its imports stay, and the accounts it added stay
      tracked. This cannot be undone.
    </ConfirmDialog>
  );
}
