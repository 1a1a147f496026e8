// Deleting accounts (one, or up to MAX_BULK_DELETE selected at once): the confirmation names how
// many and who, says what goes with them, and answers a company left without an owner.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatCount } from "@web/lib/format";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { useDeleteUsers } from "../api/users";

interface Account {
  id: string;
  name: string;
  email: string;
}

interface DeleteAccountsDialogProps {
  open: boolean;
  accounts: Account[];
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteAccountsDialog({ open, accounts, onClose, onDeleted }: DeleteAccountsDialogProps) {
  const titleId = useId();
  const listId = useId();
  const remove = useDeleteUsers();
  const notify = useNotify();
  const [handOver, setHandOver] = useState(false);
  const count = formatCount(accounts.length, "account", "accounts");
  const close = () => {
    remove.reset();
    setHandOver(false);
    onClose();
  };
  const confirm = () =>
    remove.mutate(
      { userIds: accounts.map((account) => account.id), handOverOwnership: handOver },
      {
        onSuccess: (result) => {
          notify.snackbar(
            `${formatCount(result.deletedIds.length, "account", "accounts")} deleted${
              result.handedOver.length
                ? `; ${formatCount(result.handedOver.length, "company has", "companies have")} a new owner`
                : ""
            }.`,
          );
          setHandOver(false);
          remove.reset();
          onDeleted();
        },
      },
    );
  // A company would be left without an owner: the server names them, and a hand-over solves it.
  const ownerless = remove.error instanceof ApiError && remove.error.status === 422;
  return (
    <ResponsiveDialog open={open} onClose={remove.isPending ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete {count}?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {accounts.length === 1 ? "This account goes" : `These ${count} go`} for good: their sessions end at
          once, and their posts, comments, likes and follows are deleted. What they made for a company stays.
          This cannot be undone, and it is written in the audit log.
        </Typography>
        <Box
          component="ul"
          id={listId}
          aria-label={`The ${count} to delete`}
          tabIndex={0}
          sx={{
            maxHeight: 240,
            overflowY: "auto",
            pl: 3,
            my: 1,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
          }}
        >
          {accounts.map((account) => (
            <li key={account.id}>
              <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {account.name} · {account.email}
              </Typography>
            </li>
          ))}
        </Box>
        {remove.isError && (
          <Alert severity="error" sx={{ my: 1 }}>
            {remove.error instanceof ApiError ? remove.error.messages.join(" ") : errorMessage(remove.error)}
            {ownerless && " To go ahead, tick the hand-over below."}
          </Alert>
        )}
        <FormControlLabel
          control={<Checkbox checked={handOver} onChange={(event) => setHandOver(event.target.checked)} />}
          label="Where one of them is a company's last owner, hand the company to its longest-serving admin"
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
          Delete {count}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
