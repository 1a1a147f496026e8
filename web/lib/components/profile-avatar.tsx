import Avatar, { type AvatarProps } from "@mui/material/Avatar";

/** Shown for members who have not uploaded a photo. */
export const DEFAULT_AVATAR_URL = "/default-avatar.svg";

export function ProfileAvatar({ photoUrl, ...props }: AvatarProps & { photoUrl: string | null | undefined }) {
  return <Avatar src={photoUrl || DEFAULT_AVATAR_URL} {...props} />;
}
