import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ContentDetail } from "../../../../common/content";
import { ConfirmDialog } from "../../../lib/components/confirm-dialog";
import { useNotify } from "../../../lib/use-notify";
import { useDeleteContent } from "../api/content";
import { ContentDialog } from "./content-dialog";

/** Edit and delete, for the publishing company's admins and platform admins. */
export function ContentAdminActions({ item }: { item: ContentDetail }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteContent(item.id);
  const notify = useNotify();
  const navigate = useNavigate();
  if (!item.viewerCanEdit) return null;
  const noun = item.kind === "video" ? "video" : "article";

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.snackbar(`${item.title} has been deleted.`);
        navigate(item.kind === "video" ? "/watch" : "/read", { replace: true });
      },
    });
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
        Edit {noun}
      </Button>
      <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
        Delete {noun}
      </Button>
      {editing && <ContentDialog kind={item.kind} item={item} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${item.title}?`}
        confirmLabel={`Delete ${noun}`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        Members will no longer find it, and their progress and bookmarks for it are removed. This cannot be
        undone.
      </ConfirmDialog>
    </Stack>
  );
}
