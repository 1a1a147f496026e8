import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useSignOut } from "@web/features/auth/api/sign-out";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { Link as RouterLink } from "react-router";
import { PLATFORM_ADMIN_LINKS, PROFILE_MENU } from "./nav-items";
import { useBarMenu } from "./use-bar-menu";

export function ProfileMenu({
  photoUrl,
  isPlatformAdmin = false,
}: {
  photoUrl: string | null | undefined;
  isPlatformAdmin?: boolean;
}) {
  const { buttonProps, menuProps, close } = useBarMenu();
  const signOut = useSignOut();

  function logout() {
    close();
    signOut.mutate();
  }

  return (
    <>
      <IconButton {...buttonProps} aria-label="Open profile menu" sx={{ p: 0.5 }}>
        <ProfileAvatar photoUrl={photoUrl} alt="" sx={{ width: 32, height: 32 }} />
      </IconButton>
      <Menu
        {...menuProps}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        {(isPlatformAdmin ? [...PROFILE_MENU, ...PLATFORM_ADMIN_LINKS] : PROFILE_MENU).map((item) => (
          <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={close}>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={logout} disabled={signOut.isPending}>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
