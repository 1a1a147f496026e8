import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";

export function Logo() {
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      variant="h6"
      sx={{ fontWeight: 800, letterSpacing: "0.02em", mr: { xs: 0.5, sm: 2 }, whiteSpace: "nowrap" }}
    >
      Summit
    </Link>
  );
}
