// One notification: who acted, what they did and when, as a link to where it happened. Unread ones
// are bold with a dot, and say "Unread" to screen readers.

import type { Notification } from "@common/notifications";
import { notificationSentence } from "@common/notifications";
import Box from "@mui/material/Box";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { RelativeTime } from "@web/lib/components/relative-time";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { Link as RouterLink } from "react-router";

interface NotificationItemProps {
  notification: Notification;
  /** Called as the member follows an unread notification's link. */
  onOpenUnread: (notification: Notification) => void;
}

export function NotificationItem({ notification, onOpenUnread }: NotificationItemProps) {
  const unread = !notification.read;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={notification.link}
        onClick={() => {
          if (unread) onOpenUnread(notification);
        }}
        sx={{ alignItems: "flex-start", gap: 2, py: 1.5, px: { xs: 1, sm: 2 } }}
      >
        <ProfileAvatar photoUrl={notification.actor?.photoUrl} alt="" sx={{ width: 40, height: 40 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: unread ? 700 : 400, overflowWrap: "anywhere" }}>
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {notificationSentence(notification)}
          </Typography>
          <Typography variant="caption" color={unread ? "primary" : "text.secondary"}>
            <RelativeTime iso={notification.createdAt} />
          </Typography>
        </Box>
        {unread && (
          <Box
            aria-hidden="true"
            sx={{ width: 10, height: 10, mt: 1, flexShrink: 0, borderRadius: "50%", bgcolor: "primary.main" }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}
