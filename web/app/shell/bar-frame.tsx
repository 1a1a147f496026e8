import AppBar from "@mui/material/AppBar";
import Toolbar, { type ToolbarProps } from "@mui/material/Toolbar";

/** The header every top bar shares: sticky, light, with a hairline under it. */
export function BarFrame({ children, sx }: { children: ToolbarProps["children"]; sx?: ToolbarProps["sx"] }) {
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }}
    >
      <Toolbar sx={sx}>{children}</Toolbar>
    </AppBar>
  );
}
