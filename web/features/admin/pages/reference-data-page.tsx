// The reference lists (/admin/reference-data, platform admins): the specialities, interests,
// industries, job titles, job functions and company sizes that forms offer. Add, rename, move
// (company sizes have an order) and remove; a rename reaches the companies and profiles that use
// the name, a removal leaves them their value.

import { REFERENCE_KINDS, type ReferenceItem, type ReferenceKind } from "@common/reference-data";
import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import ListAltOutlined from "@mui/icons-material/ListAltOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { QueryError } from "@web/lib/components/query-error";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatNumber } from "@web/lib/format";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNotify } from "@web/lib/use-notify";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useReferenceEdits, useReferenceItems } from "../api/reference-lists";

const LIST_NAMES: Record<ReferenceKind, string> = {
  "company-specialities": "Company specialities",
  interests: "Interests",
  industries: "Industries",
  "job-titles": "Job titles",
  "job-functions": "Job functions",
  "company-sizes": "Company sizes",
};

/** Only company sizes have an order of their own; the other lists sort by name. */
const ordered = (kind: ReferenceKind) => kind === "company-sizes";

function isKind(value: string | null): value is ReferenceKind {
  return REFERENCE_KINDS.some((kind) => kind === value);
}

/** The name (and, for company sizes, the place) of a new or renamed item. */
function ItemDialog({
  kind,
  item,
  open,
  onClose,
}: {
  kind: ReferenceKind;
  item: ReferenceItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const edits = useReferenceEdits(kind);
  const notify = useNotify();
  const titleId = useId();
  const mutation = item ? edits.change : edits.add;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const name = String(data.get("name") ?? "").trim();
    const positionText = String(data.get("position") ?? "").trim();
    const position = ordered(kind) && positionText ? Number(positionText) : undefined;
    const done = {
      onSuccess: () => {
        notify.snackbar(item ? "Saved." : `“${name}” added.`);
        onClose();
      },
    };
    if (item)
      edits.change.mutate({ id: item.id, name, ...(position === undefined ? {} : { position }) }, done);
    else edits.add.mutate({ name, ...(position === undefined ? {} : { position }) }, done);
  };
  return (
    <ResponsiveDialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId}>
          {item ? `Rename “${item.name}”` : `Add to ${LIST_NAMES[kind]}`}
        </DialogTitle>
        <DialogContent>
          {mutation.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField name="name" label="Name" required defaultValue={item?.name ?? ""} autoFocus />
            {item && (
              <Typography variant="body2" color="text.secondary">
                Companies and profiles that use “{item.name}” will show the new name.
              </Typography>
            )}
            {ordered(kind) && (
              <TextField
                name="position"
                label="Place in the list"
                type="number"
                helperText="Smallest first"
                defaultValue={item?.position ?? ""}
                slotProps={{ htmlInput: { min: 0, step: 1 } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {item ? "Save" : "Add"}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

function Items({ kind, search }: { kind: ReferenceKind; search: string }) {
  const items = useReferenceItems(kind, search);
  const edits = useReferenceEdits(kind);
  const notify = useNotify();
  const [editing, setEditing] = useState<ReferenceItem | null>(null);
  const [removing, setRemoving] = useState<ReferenceItem | null>(null);
  if (items.isPending) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
        <CircularProgress aria-label={`Loading ${LIST_NAMES[kind]}`} />
      </Box>
    );
  }
  if (items.isError) {
    return (
      <QueryError
        title={`${LIST_NAMES[kind]} could not be loaded`}
        error={items.error}
        onRetry={() => items.refetch()}
      />
    );
  }
  const rows = items.data.pages.flatMap((page) => page.items);
  const total = items.data.pages[0]?.total ?? 0;
  if (rows.length === 0) {
    return (
      <EmptyState Icon={ListAltOutlined} title={search ? "Nothing matches" : "This list is empty"}>
        {search ? `No name in ${LIST_NAMES[kind]} looks like “${search}”.` : "Add the first name above."}
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {search ? `${formatNumber(total)} matching “${search}”` : `${formatNumber(total)} in the list`}
      </Typography>
      <Paper variant="outlined">
        <List aria-label={LIST_NAMES[kind]}>
          {rows.map((item) => (
            <ListItem
              key={item.id}
              secondaryAction={
                <Stack direction="row">
                  <IconButton aria-label={`Rename ${item.name}`} onClick={() => setEditing(item)}>
                    <EditOutlined />
                  </IconButton>
                  <IconButton aria-label={`Remove ${item.name}`} onClick={() => setRemoving(item)}>
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText
                primary={item.name}
                secondary={ordered(kind) && item.position !== null ? `Place ${item.position}` : undefined}
                sx={{ pr: 10, overflowWrap: "anywhere" }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      <LoadMore
        hasMore={items.hasNextPage}
        loading={items.isFetchingNextPage}
        onLoadMore={() => items.fetchNextPage()}
        label={`Load more ${LIST_NAMES[kind].toLowerCase()}`}
      />
      {editing && <ItemDialog kind={kind} item={editing} open onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove “${removing?.name ?? ""}”?`}
        confirmLabel="Remove"
        pending={edits.remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          edits.remove.mutate(removing.id, {
            onSuccess: () => {
              notify.snackbar(`“${removing.name}” removed.`);
              setRemoving(null);
            },
          })
        }
      >
        Forms will no longer offer it. Companies and profiles that chose it keep it; adding the name back
        links them to the list again.
      </ConfirmDialog>
    </>
  );
}

export function ReferenceDataPage() {
  const [params, setParams] = useSearchParams();
  const listParam = params.get("list");
  const kind: ReferenceKind = isKind(listParam) ? listParam : "industries";
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim());
  const [adding, setAdding] = useState(false);
  return (
    <Page
      title="Reference lists"
      maxWidth="md"
      intro="The names forms offer for companies and profiles. A rename reaches everyone who uses the name; a removal leaves them their value."
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="List"
          value={kind}
          onChange={(event) => {
            setSearchText("");
            setParams({ list: event.target.value }, { replace: true });
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220 }}
        >
          {REFERENCE_KINDS.map((option) => (
            <option key={option} value={option}>
              {LIST_NAMES[option]}
            </option>
          ))}
        </TextField>
        <TextField
          type="search"
          label={`Search ${LIST_NAMES[kind].toLowerCase()}`}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          Add
        </Button>
      </Stack>
      <Items kind={kind} search={search} />
      {adding && <ItemDialog kind={kind} item={null} open onClose={() => setAdding(false)} />}
    </Page>
  );
}
