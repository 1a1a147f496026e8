// The signed-in member's top bar: app navigation, search, shortcuts and the profile menu.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { NotificationsBell } from "@web/features/notifications/components/notifications-bell";
import { NavLink, useNavigate } from "react-router";
import { BarFrame } from "./bar-frame";
import { Logo } from "./logo";
import { MEMBER_ACTIONS } from "./member-actions";
import { MenuButton } from "./menu-button";
import { APP_NAV } from "./nav-items";
import { ProfileMenu } from "./profile-menu";
import { SearchBox } from "./search-box";

const NOTIFICATIONS_PATH = "/notifications";

export function MemberBar({
  photoUrl,
  isPlatformAdmin,
  onOpenMenu,
}: {
  photoUrl: string | null | undefined;
  isPlatformAdmin?: boolean;
  onOpenMenu: () => void;
}) {
  const navigate = useNavigate();
  return (
    <BarFrame
      sx={{
        columnGap: { xs: 0.5, sm: 1 },
        rowGap: 1,
        px: { xs: 1.5, sm: 3 },
        flexWrap: { xs: "wrap", lg: "nowrap" },
        py: { xs: 1, lg: 0 },
      }}
    >
      <MenuButton onClick={onOpenMenu} />
      <Logo />
      <Box component="nav" aria-label="Main" sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, mr: 2 }}>
        {APP_NAV.map((item) => (
          <Button
            key={item.to}
            component={NavLink}
            to={item.to}
            color="inherit"
            sx={{ "&.active": { color: "primary.main", fontWeight: 700 } }}
          >
            {item.label}
          </Button>
        ))}
      </Box>
      {/* Below lg the search box takes a row of its own under the bar's links and buttons. */}
      <Box
        sx={{
          display: "flex",
          justifyContent: { xs: "center", lg: "flex-start" },
          flexGrow: 1,
          flexBasis: { xs: "100%", lg: 0 },
          order: { xs: 1, lg: 0 },
          minWidth: 160,
        }}
      >
        <SearchBox />
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", ml: "auto" }}>
        {MEMBER_ACTIONS.map(({ label, to, Icon }) =>
          to === NOTIFICATIONS_PATH ? (
            <NotificationsBell key={label} Icon={Icon} onClick={() => navigate(to)} />
          ) : (
            <IconButton
              key={label}
              aria-label={label}
              color="inherit"
              onClick={() => navigate(to)}
              size="medium"
              sx={{ p: { xs: 0.5, sm: 1 } }}
            >
              <Icon />
            </IconButton>
          ),
        )}
        <ProfileMenu photoUrl={photoUrl} isPlatformAdmin={isPlatformAdmin} />
      </Box>
    </BarFrame>
  );
}
