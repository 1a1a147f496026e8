import MenuIcon from "@mui/icons-material/Menu";
import IconButton from "@mui/material/IconButton";

/** Opens the mobile menu; shown below the md breakpoint, where the bar's links do not fit. */
export function MenuButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label="Open menu"
      onClick={onClick}
      sx={{ display: { xs: "inline-flex", md: "none" }, mr: 1 }}
    >
      <MenuIcon />
    </IconButton>
  );
}
