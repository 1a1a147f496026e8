// The member's notifications (/notifications), newest first, 15 at a time as they scroll, kept up to
// date by the live stream; marking them read, and the notification settings.
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import type { PageHandle } from "@web/lib/page-handle";
import { useNotify } from "@web/lib/use-notify";
import { useWhenVisible } from "@web/lib/use-when-visible";
import { type ReactNode, useState } from "react";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useSuspenseNotifications,
  useUnreadCount,
} from "../api/notifications";
import { NotificationItem } from "../components/notification-item";
import { NotificationSettingsDialog } from "../components/notification-settings-dialog";

export const handle: PageHandle = {
  loadingLabel: "Loading your notifications",
  errorTitle: "Your notifications could not be loaded",
  errorHeading: "Notifications",
};

export function NotificationsPage() {
  const notify = useNotify();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const notifications = useSuspenseNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const items = notifications.data.pages.flatMap((page) => page.items);
  // The count covers pages not loaded yet; the list covers the moments before the stream tells it.
  const anyUnread = (unread.data?.count ?? 0) > 0 || items.some((item) => !item.read);
  // Watching again after each page loads: if the end of the list is still in view, the next one loads too.
  const sentinel = useWhenVisible<HTMLDivElement>(
    () => notifications.fetchNextPage(),
    notifications.hasNextPage && !notifications.isFetchingNextPage,
  );

  let content: ReactNode;
  if (items.length === 0) {
    content = (
      <EmptyState Icon={NotificationsOutlined} title="You’re all caught up">
        Nothing has happened yet. When someone comments on or likes your posts, replies to or likes your
        comments, follows your company or asks to become one of its admins, you will find it here.
      </EmptyState>
    );
  } else {
    content = (
      <>
        <Paper variant="outlined">
          <List aria-label="Notifications" disablePadding>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpenUnread={(opened) => markRead.mutate(opened)}
              />
            ))}
          </List>
        </Paper>
        <div ref={sentinel} />
        <LoadMore
          hasMore={notifications.hasNextPage}
          loading={notifications.isFetchingNextPage}
          onLoadMore={() => notifications.fetchNextPage()}
          label="Load more notifications"
        />
      </>
    );
  }

  return (
    <Page title="Notifications" maxWidth="md">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, flexWrap: "wrap", justifyContent: "flex-end" }}
      >
        <Button
          variant="outlined"
          disabled={!anyUnread}
          loading={markAllRead.isPending}
          onClick={() =>
            markAllRead.mutate(undefined, {
              onSuccess: () => notify.snackbar("All notifications marked as read."),
            })
          }
        >
          Mark all as read
        </Button>
        <Button variant="outlined" startIcon={<SettingsOutlined />} onClick={() => setSettingsOpen(true)}>
          Settings
        </Button>
      </Stack>
      {content}
      <NotificationSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Page>
  );
}
