// The frame around every page (spec section 2): the bar for a visitor or for a member, the mobile
// menu, the page, the footer and the sign-in overlay.
import Box from "@mui/material/Box";
import { useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useProfile } from "../../features/account/api/profile";
import { useSession } from "../../features/auth/api/session";
import { BarFrame } from "./bar-frame";
import { Footer } from "./footer";
import { Logo } from "./logo";
import { MarketingBar } from "./marketing-bar";
import { MemberBar } from "./member-bar";
import { MobileDrawer } from "./mobile-drawer";
import { SignInOverlay } from "./sign-in-overlay";
import { SkipLink } from "./skip-link";

const MAIN_ID = "main";

/** Shown until the session is known: showing the visitor's bar to a member for a moment would be wrong. */
function PendingBar() {
  return (
    <BarFrame>
      <Logo />
    </BarFrame>
  );
}

export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const signedIn = Boolean(session.data);
  const profile = useProfile({ enabled: signedIn });
  const openMenu = () => setMenuOpen(true);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <SkipLink targetId={MAIN_ID} />
      {session.isPending ? (
        <PendingBar />
      ) : signedIn ? (
        <MemberBar
          photoUrl={profile.data?.photoUrl ?? session.data?.user.image}
          isPlatformAdmin={profile.data?.isPlatformAdmin}
          onOpenMenu={openMenu}
        />
      ) : (
        <MarketingBar onOpenMenu={openMenu} />
      )}
      <MobileDrawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        signedIn={signedIn}
        profileHub={profile.data?.hub}
      />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: "none" }}>
        <Outlet />
      </Box>
      <Footer />
      <SignInOverlay />
      <ScrollRestoration />
    </Box>
  );
}
