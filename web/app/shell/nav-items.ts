// What the bars and the mobile menu link to (spec section 2).

import { HOME_SECTIONS } from "@web/features/home/home-sections";

export interface NavItem {
  label: string;
  to: string;
}

export const APP_NAV: NavItem[] = [
  { label: "Feed", to: "/feed" },
  { label: "Discover", to: "/discover" },
  { label: "Watch", to: "/watch" },
  { label: "Read", to: "/read" },
  { label: "Courses", to: "/courses" },
  { label: "Events", to: "/events" },
];

export const PROFILE_MENU: NavItem[] = [
  { label: "My profile", to: "/account?tab=profile" },
  { label: "Meetings", to: "/meetings" },
  { label: "Billing & Subscription", to: "/account?tab=billing" },
  { label: "Account settings", to: "/account?tab=settings" },
];

/** Platform admins' console, and their queue of reported posts and comments. */
export const PLATFORM_ADMIN_LINKS: NavItem[] = [
  { label: "Admin console", to: "/admin" },
  { label: "Moderation", to: "/moderation" },
];

export const ABOUT_LINKS: NavItem[] = [
  { label: "Mission & Vision", to: `/#${HOME_SECTIONS.missionVision}` },
  { label: "Resources", to: `/#${HOME_SECTIONS.resources}` },
  { label: "The Team", to: `/#${HOME_SECTIONS.team}` },
  { label: "Life at the company", to: `/#${HOME_SECTIONS.life}` },
];

export const WHO_WE_HELP_LINKS: NavItem[] = [
  { label: "For End-Users", to: `/#${HOME_SECTIONS.forLeaders}` },
  { label: "For Technology Vendors", to: `/#${HOME_SECTIONS.forVendors}` },
];

export const SIGN_UP_PATH = "/signup/choosemembership";
