// The mobile menu: everything the bar hides below the md breakpoint, plus the community selector.

import type { HubId } from "@common/hubs";
import CloseIcon from "@mui/icons-material/Close";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { NavLink } from "react-router";
import { CommunitySelect } from "./community-select";
import { useMarketingLinks } from "./marketing-bar";
import { MEMBER_ACTIONS } from "./member-actions";
import {
  ABOUT_LINKS,
  APP_NAV,
  type NavItem,
  PLATFORM_ADMIN_LINKS,
  PROFILE_MENU,
  SIGN_UP_PATH,
  WHO_WE_HELP_LINKS,
} from "./nav-items";

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  profileHub: HubId | null | undefined;
  isPlatformAdmin?: boolean;
}

function LinkSection({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: NavItem[];
  onNavigate: () => void;
}) {
  const titleId = useId();
  return (
    <List dense aria-labelledby={titleId} subheader={<ListSubheader id={titleId}>{title}</ListSubheader>}>
      {items.map((item) => (
        <ListItem key={`${item.label}-${item.to}`} disablePadding>
          <ListItemButton component={NavLink} to={item.to} end onClick={onNavigate}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** A visitor's Progress entry leads to sign-up: progress needs an account (spec section 2). */
function exploreItems(signedIn: boolean): NavItem[] {
  if (signedIn) {
    const shortcuts = MEMBER_ACTIONS.filter((action) => action.label !== "Account settings");
    return [...APP_NAV, ...shortcuts.map(({ label, to }) => ({ label, to }))];
  }
  return [...APP_NAV.filter((item) => item.to !== "/feed"), { label: "Progress", to: SIGN_UP_PATH }];
}

export function MobileDrawer({ open, onClose, signedIn, profileHub, isPlatformAdmin }: MobileDrawerProps) {
  const marketingLinks = useMarketingLinks();
  const externalTitleId = useId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { "aria-label": "Menu", sx: { width: 300, maxWidth: "85vw" } } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1 }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>
          Summit
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 2 }}>
        <CommunitySelect profileHub={profileHub} />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile" sx={{ overflowY: "auto" }}>
        <LinkSection title="Explore" items={exploreItems(signedIn)} onNavigate={onClose} />
        {signedIn ? (
          <>
            <LinkSection title="Account" items={PROFILE_MENU} onNavigate={onClose} />
            {isPlatformAdmin && (
              <LinkSection title="Platform admin" items={PLATFORM_ADMIN_LINKS} onNavigate={onClose} />
            )}
          </>
        ) : (
          <>
            <LinkSection title="About" items={ABOUT_LINKS} onNavigate={onClose} />
            <LinkSection title="Who we help" items={WHO_WE_HELP_LINKS} onNavigate={onClose} />
            {marketingLinks.length > 0 && (
              <List
                dense
                aria-labelledby={externalTitleId}
                subheader={<ListSubheader id={externalTitleId}>More from Summit</ListSubheader>}
              >
                {marketingLinks.map((link) => (
                  <ListItem key={link.label} disablePadding>
                    <ListItemButton component="a" href={link.href} target="_blank" rel="noopener">
                      <ListItemText primary={link.label} />
                      <OpenInNew fontSize="small" aria-hidden="true" />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            <LinkSection
              title="Your account"
              items={[
                { label: "Sign in", to: "/auth" },
                { label: "Create an account", to: SIGN_UP_PATH },
              ]}
              onNavigate={onClose}
            />
          </>
        )}
      </Box>
    </Drawer>
  );
}
