// The member's shortcuts with their icons, for the member's bar and the mobile menu. Apart from
// nav-items.ts so that a visitor's first page does not load the icons.

import type { SvgIconComponent } from "@mui/icons-material";
import BookmarksOutlined from "@mui/icons-material/BookmarksOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import type { NavItem } from "./nav-items";

export const MEMBER_ACTIONS: (NavItem & { Icon: SvgIconComponent })[] = [
  { label: "Decisions", to: "/decisions", Icon: InsightsOutlined },
  { label: "Bookmarks", to: "/bookmarks", Icon: BookmarksOutlined },
  { label: "Progress", to: "/progress", Icon: SchoolOutlined },
  { label: "Account settings", to: "/account?tab=settings", Icon: SettingsOutlined },
  { label: "Notifications", to: "/notifications", Icon: NotificationsOutlined },
];
