import { DATA_EXPORT_TTL_DAYS, type DataExport, type DeletedContentChoice } from "@common/account-data";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useSession } from "@web/lib/session";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { latestExportQueryOptions, useDeleteAccount, useRequestExport } from "../api/account-data";

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function ExportStatus({ item }: { item: DataExport }) {
  switch (item.status) {
    case "queued":
    case "running":
      return (
        <Box sx={{ my: 2 }}>
          <Typography>{item.stage}…</Typography>
          <LinearProgress
            variant="determinate"
            value={item.progress}
            aria-label="Export progress"
            sx={{ mt: 1 }}
          />
          <Typography variant="body2" color="text.secondary">
            {item.progress}% · we will also e-mail you a link when it is ready.
          </Typography>
        </Box>
      );
    case "ready":
      return (
        <Alert severity="success" sx={{ my: 2 }}>
          Your data is ready.{" "}
          {item.downloadUrl && (
            <Link href={item.downloadUrl} download>
              Download your data (ZIP)
            </Link>
          )}
          {item.expiresAt && ` · the link works until ${dateTime(item.expiresAt)}.`}
        </Alert>
      );
    case "expired":
      return (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          Your last export's link has expired and its file was deleted.
        </Typography>
      );
    case "failed":
      return (
        <Alert severity="error" sx={{ my: 2 }}>
          {item.stage}
        </Alert>
      );
  }
}

function DataExportSection() {
  const latest = useQuery(latestExportQueryOptions);
  const requestExport = useRequestExport();
  if (latest.isPending) return <PageLoading label="Loading your exports" />;
  if (latest.isError) {
    return (
      <QueryError
        title="Your exports could not be loaded"
        error={latest.error}
        onRetry={() => latest.refetch()}
      />
    );
  }
  const item = latest.data.export;
  const building = item?.status === "queued" || item?.status === "running";
  return (
    <>
      <Typography>
        A ZIP of everything Summit holds on you: profile, posts, comments, bookmarks, events, meetings,
        notifications, signals and learning progress, as JSON and CSV. Its link works for{" "}
        {DATA_EXPORT_TTL_DAYS} days.
      </Typography>
      {item && <ExportStatus item={item} />}
      {requestExport.isError && <Alert severity="error">{errorMessage(requestExport.error)}</Alert>}
      {!building && (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          loading={requestExport.isPending}
          onClick={() => requestExport.mutate()}
        >
          Export my data
        </Button>
      )}
    </>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const twoFactor = useSession().data?.user.twoFactorEnabled === true;
  const [content, setContent] = useState<DeletedContentChoice>("remove");
  const [missingPassword, setMissingPassword] = useState(false);
  const deleteAccount = useDeleteAccount();
  const notify = useNotify();
  const titleId = useId();
  const close = () => {
    if (deleteAccount.isPending) return;
    setPassword("");
    setCode("");
    setMissingPassword(false);
    deleteAccount.reset();
    onClose();
  };
  return (
    <ResponsiveDialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          if (!password) {
            setMissingPassword(true);
            return;
          }
          deleteAccount.mutate(
            { password, content, ...(twoFactor && code ? { code } : {}) },
            { onSuccess: () => notify.snackbar("Your account has been deleted.") },
          );
        }}
      >
        <DialogTitle id={titleId}>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This cannot be undone. You are signed out everywhere at once and can no longer sign in. Your
            profile, photo, bookmarks, registrations, meetings, notifications, signals and progress are
            erased; vendors' figures forget what you did. If you own a company alone, make someone else an
            owner first.
          </DialogContentText>
          <FormControl sx={{ mt: 2 }}>
            <FormLabel id={`${titleId}-content`}>Your public posts and comments</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-content`}
              value={content}
              onChange={(event) => setContent(event.target.value as DeletedContentChoice)}
            >
              <FormControlLabel value="remove" control={<Radio />} label="Delete them with my account" />
              <FormControlLabel
                value="keep"
                control={<Radio />}
                label="Keep them, shown as by “A former member” without my name"
              />
            </RadioGroup>
          </FormControl>
          <TextField
            fullWidth
            margin="normal"
            type="password"
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissingPassword(false);
            }}
            error={missingPassword}
            helperText={missingPassword ? "Type your password to confirm." : undefined}
          />
          {twoFactor && (
            <TextField
              fullWidth
              margin="normal"
              label="Code from your authenticator app, or a backup code"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
          {deleteAccount.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(deleteAccount.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={deleteAccount.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" loading={deleteAccount.isPending}>
            Delete my account
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

/** Your data: a copy of it, and deleting the account. */
export function YourData() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Typography variant="h3" component="h3" gutterBottom>
        A copy of your data
      </Typography>
      <DataExportSection />
      <Typography variant="h3" component="h3" sx={{ mt: 4 }} gutterBottom>
        Delete account
      </Typography>
      <Typography>
        Deleting your account ends every session and erases your personal data. You choose whether your public
        posts and comments go too.
      </Typography>
      <Button color="error" variant="outlined" sx={{ mt: 1 }} onClick={() => setDeleting(true)}>
        Delete account
      </Button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
