// The open part of a visitor's bar menu (About, Who we help). It is loaded when the menu is first
// wanted, so that the first page does not carry the menu and popover code.
import Menu, { type MenuProps } from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Link as RouterLink } from "react-router";
import type { NavItem } from "./nav-items";

export function LinkMenuList({
  items,
  menuProps,
  onNavigate,
}: {
  items: NavItem[];
  menuProps: MenuProps;
  onNavigate: () => void;
}) {
  return (
    <Menu {...menuProps}>
      {items.map((item) => (
        <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={onNavigate}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
