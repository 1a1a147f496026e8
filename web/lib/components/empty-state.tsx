import type { SvgIconComponent } from "@mui/icons-material";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface EmptyStateProps {
  Icon: SvgIconComponent;
  title: string;
  /** What will appear here and how to make it appear; never invented content. */
  children: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ Icon, title, children, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center" }}>
      <Icon sx={{ fontSize: 48, color: "primary.main", mb: 1 }} aria-hidden="true" />
      <Typography variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: "auto" }}>
        {children}
      </Typography>
      {action && <div style={{ marginTop: 24 }}>{action}</div>}
    </Paper>
  );
}
