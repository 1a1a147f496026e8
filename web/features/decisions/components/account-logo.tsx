import Avatar from "@mui/material/Avatar";

/** "Acme Health" -> "AH": what shows when an account has no logo. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0]?.slice(0, 2) ?? "");
  return letters.toUpperCase();
}

/** An account's logo, or its initials; always beside its name, so decorative to assistive technology. */
export function AccountLogo({
  name,
  logoUrl,
  size = 36,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar
      variant="rounded"
      src={logoUrl ?? undefined}
      alt=""
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        fontSize: size / 2.6,
        fontWeight: 700,
        bgcolor: logoUrl ? "background.paper" : "primary.main",
        border: logoUrl ? 1 : 0,
        borderColor: "divider",
      }}
      slotProps={{ img: { sx: { objectFit: "contain" } } }}
    >
      {initials(name)}
    </Avatar>
  );
}
