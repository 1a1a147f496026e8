import type { ContentDetail } from "@common/content";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import VisibilityOffOutlined from "@mui/icons-material/VisibilityOffOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { useProfile } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDeleteContent } from "../api/content";
import { ContentDialog } from "./content-dialog";

/** Edit and delete, for the publishing company's admins and platform admins; hide, for the latter. */
export function ContentAdminActions({ item }: { item: ContentDetail }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<"delete" | "hide" | null>(null);
  const remove = useDeleteContent(item.id);
  const hide = useDeleteContent(item.id, "hide");
  const profile = useProfile();
  const notify = useNotify();
  const navigate = useNavigate();
  if (!item.viewerCanEdit) return null;
  const noun = item.kind === "video" ? "video" : "article";

  function leave(message: string) {
    notify.snackbar(message);
    navigate(item.kind === "video" ? "/watch" : "/read", { replace: true });
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
        Edit {noun}
      </Button>
      <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming("delete")}>
        Delete {noun}
      </Button>
      {profile.data?.isPlatformAdmin && (
        <Button startIcon={<VisibilityOffOutlined />} onClick={() => setConfirming("hide")}>
          Hide {noun}
        </Button>
      )}
      {editing && <ContentDialog kind={item.kind} item={item} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming === "delete"}
        title={`Delete ${item.title}?`}
        confirmLabel={`Delete ${noun}`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => leave(`${item.title} has been deleted.`) })
        }
        onClose={() => setConfirming(null)}
      >
        Members will no longer find it, and their progress and bookmarks for it are removed. This cannot be
        undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "hide"}
        title={`Hide ${item.title}?`}
        confirmLabel={`Hide ${noun}`}
        pending={hide.isPending}
        onConfirm={() => hide.mutate(undefined, { onSuccess: () => leave(`${item.title} is hidden.`) })}
        onClose={() => setConfirming(null)}
      >
        Members will no longer find it anywhere. Platform admins can show it again.
      </ConfirmDialog>
    </Stack>
  );
}
