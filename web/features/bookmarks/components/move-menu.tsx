import type { Bookmark, BookmarkCollection } from "@common/bookmarks";
import { MAX_COLLECTIONS } from "@common/bookmarks";
import Check from "@mui/icons-material/Check";
import CreateNewFolderOutlined from "@mui/icons-material/CreateNewFolderOutlined";
import DriveFileMoveOutlined from "@mui/icons-material/DriveFileMoveOutlined";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { useMoveBookmark } from "../api/bookmarks";
import { targetLabel } from "./bookmark-kinds";
import { CollectionNameDialog } from "./collection-name-dialog";

interface MoveMenuProps {
  bookmark: Bookmark;
  collections: BookmarkCollection[];
}

/** Files a bookmark into one of the member's collections, a new one, or none. */
export function MoveMenu({ bookmark, collections }: MoveMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const moveBookmark = useMoveBookmark();
  const notify = useNotify();
  const label = targetLabel(bookmark);

  const moveTo = (collection: BookmarkCollection | null) => {
    setAnchor(null);
    if ((collection?.id ?? null) === bookmark.collectionId) return;
    moveBookmark.mutate(
      { kind: bookmark.kind, targetId: bookmark.targetId, collectionId: collection?.id ?? null },
      {
        onSuccess: () =>
          notify.snackbar(
            collection
              ? `${label} is now in “${collection.name}”.`
              : `${label} is no longer in a collection.`,
          ),
      },
    );
  };

  const option = (collection: BookmarkCollection | null, text: string) => {
    const current = (collection?.id ?? null) === bookmark.collectionId;
    return (
      <MenuItem
        key={collection?.id ?? "none"}
        role="menuitemradio"
        aria-checked={current}
        selected={current}
        onClick={() => moveTo(collection)}
      >
        <ListItemIcon>{current && <Check fontSize="small" />}</ListItemIcon>
        <ListItemText slotProps={{ primary: { sx: { overflowWrap: "anywhere", whiteSpace: "normal" } } }}>
          {text}
        </ListItemText>
      </MenuItem>
    );
  };

  return (
    <>
      <Tooltip title="Move to a collection" describeChild>
        <IconButton
          aria-label={`Move ${label} to a collection`}
          aria-haspopup="menu"
          aria-expanded={anchor ? "true" : undefined}
          aria-controls={anchor ? menuId : undefined}
          loading={moveBookmark.isPending}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <DriveFileMoveOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-label": `Collections for ${label}` }, paper: { sx: { maxWidth: 320 } } }}
      >
        {option(null, "No collection")}
        {collections.map((collection) => option(collection, collection.name))}
        <Divider />
        <MenuItem
          disabled={collections.length >= MAX_COLLECTIONS}
          onClick={() => {
            setAnchor(null);
            setNaming(true);
          }}
        >
          <ListItemIcon>
            <CreateNewFolderOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>New collection…</ListItemText>
        </MenuItem>
      </Menu>
      {naming && <CollectionNameDialog onClose={() => setNaming(false)} onSaved={moveTo} />}
    </>
  );
}
