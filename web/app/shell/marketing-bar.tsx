// The visitor's top bar: About and Who we help menus, links to the marketing site, and Sign in.

import { MARKETING_LINKS } from "@common/marketing-links";
import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { lazy, Suspense, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useAppConfig } from "../api/app-config";
import { BarFrame } from "./bar-frame";
import { Logo } from "./logo";
import { MenuButton } from "./menu-button";
import { ABOUT_LINKS, type NavItem, WHO_WE_HELP_LINKS } from "./nav-items";
import { useBarMenu } from "./use-bar-menu";

// Between md and lg the bar holds eleven entries, so they are set a little tighter there.
const barButtonSx = {
  minWidth: 0,
  px: { md: 0.75, lg: 1.25 },
  fontSize: { md: "0.8125rem", lg: "0.875rem" },
};

const loadLinkMenuList = () => import("./link-menu-list");
const LinkMenuList = lazy(async () => ({ default: (await loadLinkMenuList()).LinkMenuList }));

/** Starts loading the menu's code as soon as the pointer or the focus reaches its button. */
function preloadLinkMenuList() {
  void loadLinkMenuList();
}

function LinkMenu({ label, items }: { label: string; items: NavItem[] }) {
  const { buttonProps, menuProps, close } = useBarMenu();
  // Once opened the menu stays mounted, so that it can play its closing transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        {...buttonProps}
        onClick={(event) => {
          setWanted(true);
          buttonProps.onClick(event);
        }}
        onPointerEnter={preloadLinkMenuList}
        onFocus={preloadLinkMenuList}
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        sx={barButtonSx}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LinkMenuList items={items} menuProps={menuProps} onNavigate={close} />
        </Suspense>
      )}
    </>
  );
}

/** The marketing site's links; absent until the site's address is known. */
export function useMarketingLinks(): { label: string; href: string }[] {
  const config = useAppConfig();
  const base = config.data?.marketingSiteUrl.replace(/\/+$/, "");
  if (!base) return [];
  return MARKETING_LINKS.map((link) => ({ label: link.label, href: `${base}${link.path}` }));
}

export function MarketingBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const marketingLinks = useMarketingLinks();
  return (
    <BarFrame sx={{ gap: 0.5 }}>
      <MenuButton onClick={onOpenMenu} />
      <Logo />
      <Box
        component="nav"
        aria-label="Main"
        sx={{
          display: { xs: "none", md: "flex" },
          alignItems: "center",
          flexWrap: "wrap",
          columnGap: { md: 0, lg: 0.5 },
        }}
      >
        <LinkMenu label="About" items={ABOUT_LINKS} />
        <LinkMenu label="Who we help" items={WHO_WE_HELP_LINKS} />
        {marketingLinks.map((link) => (
          <Button
            key={link.label}
            color="inherit"
            href={link.href}
            target="_blank"
            rel="noopener"
            sx={barButtonSx}
          >
            {link.label}
          </Button>
        ))}
      </Box>
      <Button component={RouterLink} to="/auth" variant="contained" sx={{ ml: "auto", flexShrink: 0 }}>
        Sign in
      </Button>
    </BarFrame>
  );
}
