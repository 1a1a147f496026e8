// The bell in the member's bar: the number of unread notifications, which the stream keeps current.
import type { SvgIconComponent } from "@mui/icons-material";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import { useUnreadCount } from "../api/notifications";

const MAX = 99;

/** The bell's accessible name: the badge itself is not read out. */
export function notificationsLabel(unread: number): string {
  if (unread <= 0) return "Notifications";
  return `Notifications, ${unread > MAX ? `more than ${MAX}` : unread} unread`;
}

export function NotificationsBell({ Icon, onClick }: { Icon: SvgIconComponent; onClick: () => void }) {
  const unread = useUnreadCount().data?.count ?? 0;
  return (
    <IconButton
      aria-label={notificationsLabel(unread)}
      color="inherit"
      onClick={onClick}
      size="medium"
      sx={{ p: { xs: 0.5, sm: 1 } }}
    >
      {/* Absent at 0, not merely faded out, which would leave the old number in the page. */}
      {unread > 0 ? (
        <Badge badgeContent={unread} max={MAX} color="error" aria-hidden="true">
          <Icon />
        </Badge>
      ) : (
        <Icon />
      )}
    </IconButton>
  );
}
