// The frame around every page (spec section 2): the bar for a visitor or for a member, the mobile
// menu, the page, the footer and the sign-in overlay. A visitor's first page loads only what it
// shows: the member's bar comes with a session, the mobile menu when it is first opened.
import Box from "@mui/material/Box";
import { useProfile } from "@web/lib/profile";
import { useSession } from "@web/lib/session";
import { lazy, Suspense, useState } from "react";
import { ScrollRestoration } from "react-router";
import { PageBoundary } from "../page-boundary";
import { BarFrame } from "./bar-frame";
import { Footer } from "./footer";
import { Logo } from "./logo";
import { MarketingBar } from "./marketing-bar";
import { SignInOverlay } from "./sign-in-overlay";
import { SkipLink } from "./skip-link";

const MAIN_ID = "main";

const MemberBar = lazy(async () => ({ default: (await import("./member-bar")).MemberBar }));
const MobileDrawer = lazy(async () => ({ default: (await import("./mobile-drawer")).MobileDrawer }));

/** Keeps the live notifications stream open as long as the member is signed in; a visitor never loads it. */
const NotificationStream = lazy(async () => {
  const { useNotificationStream } = await import("@web/features/notifications/api/notification-stream");
  return {
    default: function NotificationStream() {
      useNotificationStream();
      return null;
    },
  };
});

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
  // Once opened the menu stays mounted, so that it can play its closing transition.
  const [menuWanted, setMenuWanted] = useState(false);
  const session = useSession();
  const signedIn = Boolean(session.data);
  const profile = useProfile({ enabled: signedIn });
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <SkipLink targetId={MAIN_ID} />
      {session.isPending ? (
        <PendingBar />
      ) : signedIn ? (
        <Suspense fallback={<PendingBar />}>
          <NotificationStream />
          <MemberBar
            photoUrl={profile.data?.photoUrl ?? session.data?.user.image}
            isPlatformAdmin={profile.data?.isPlatformAdmin}
            onOpenMenu={openMenu}
          />
        </Suspense>
      ) : (
        <MarketingBar onOpenMenu={openMenu} />
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            signedIn={signedIn}
            profileHub={profile.data?.hub}
            isPlatformAdmin={profile.data?.isPlatformAdmin}
          />
        </Suspense>
      )}
      {/* At least a screen high, so the footer does not show while a page loads and then jump away. */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: "100vh", outline: "none" }}
      >
        <PageBoundary />
      </Box>
      <Footer />
      <SignInOverlay />
      <ScrollRestoration />
    </Box>
  );
}
