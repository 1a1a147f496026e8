// The "more actions" menu of a post or a comment: only the actions the reader may take.
import MoreVert from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface ActionsMenuProps {
  /** What the actions are for ("Ana's post"), for the button's name. */
  label: string;
  /** The actions the reader may take; the menu is left out when there are none. */
  actions: (MenuAction | false)[];
  size?: "small" | "medium";
}

export function ActionsMenu({ label, actions, size = "medium" }: ActionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const allowed = actions.filter((action): action is MenuAction => action !== false);
  if (allowed.length === 0) return null;
  return (
    <>
      <IconButton
        size={size}
        aria-label={`More actions for ${label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize={size} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {allowed.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onSelect();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
