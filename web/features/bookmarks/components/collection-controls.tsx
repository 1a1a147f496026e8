import { type BookmarkCollection, type BookmarkCollectionList, MAX_COLLECTIONS } from "@common/bookmarks";
import CreateNewFolderOutlined from "@mui/icons-material/CreateNewFolderOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DriveFileRenameOutline from "@mui/icons-material/DriveFileRenameOutline";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { UseQueryResult } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { useDeleteCollection } from "../api/collections";
import { CollectionNameDialog } from "./collection-name-dialog";

const ALL = "all";

const countLabel = (count: number) => (count === 1 ? "1 bookmark" : `${count} bookmarks`);

interface CollectionControlsProps {
  collections: UseQueryResult<BookmarkCollectionList>;
  /** The collection the list is filtered by, if any. */
  selected: BookmarkCollection | undefined;
  onSelect: (collectionId: string | null) => void;
}

/** Picks the collection to show, and creates, renames and deletes collections. */
export function CollectionControls({ collections, selected, onSelect }: CollectionControlsProps) {
  const [dialog, setDialog] = useState<"create" | "rename" | "delete" | null>(null);
  const deleteCollection = useDeleteCollection();
  const notify = useNotify();
  const items = collections.data?.items ?? [];

  if (collections.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => collections.refetch()}>
            Try again
          </Button>
        }
      >
        Your collections could not be loaded: {errorMessage(collections.error)}
      </Alert>
    );
  }

  const close = () => setDialog(null);
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      useFlexGap
      sx={{ alignItems: { sm: "center" }, flexWrap: "wrap" }}
    >
      <TextField
        select
        size="small"
        label="Collection"
        value={collections.isPending ? ALL : (selected?.id ?? ALL)}
        disabled={collections.isPending}
        onChange={(event) => onSelect(event.target.value === ALL ? null : event.target.value)}
        // The field, not the page, narrows to fit a long collection name on a phone.
        sx={{ width: { xs: "100%", sm: 320 }, minWidth: 0 }}
        helperText={collections.isPending ? "Loading your collections" : undefined}
      >
        <MenuItem value={ALL}>All bookmarks</MenuItem>
        {items.map((collection) => (
          <MenuItem
            key={collection.id}
            value={collection.id}
            sx={{ whiteSpace: "normal", overflowWrap: "anywhere" }}
          >
            {collection.name} ({countLabel(collection.bookmarkCount)})
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button
          startIcon={<CreateNewFolderOutlined />}
          onClick={() => setDialog("create")}
          disabled={collections.isPending || items.length >= MAX_COLLECTIONS}
        >
          New collection
        </Button>
        {selected && (
          <>
            <Button startIcon={<DriveFileRenameOutline />} onClick={() => setDialog("rename")}>
              Rename collection
            </Button>
            <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setDialog("delete")}>
              Delete collection
            </Button>
          </>
        )}
      </Stack>

      {dialog === "create" && (
        <CollectionNameDialog onClose={close} onSaved={(collection) => onSelect(collection.id)} />
      )}
      {dialog === "rename" && selected && <CollectionNameDialog collection={selected} onClose={close} />}
      {selected && (
        <ConfirmDialog
          open={dialog === "delete"}
          title={`Delete “${selected.name}”?`}
          confirmLabel="Delete collection"
          pending={deleteCollection.isPending}
          onClose={close}
          onConfirm={() =>
            deleteCollection.mutate(selected.id, {
              onSuccess: () => {
                notify.snackbar(`“${selected.name}” has been deleted.`);
                close();
                onSelect(null);
              },
            })
          }
        >
          {selected.bookmarkCount === 0
            ? "The collection is empty."
            : `Its ${countLabel(selected.bookmarkCount)} ${selected.bookmarkCount === 1 ? "stays" : "stay"} in your bookmarks, outside any collection.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
