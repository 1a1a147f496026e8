// A company's logo or its initials, wherever companies are listed: profiles, cards, account insights.

import Avatar from "@mui/material/Avatar";

/** "Northwind Analytics" -> "NA": what shows when a company has no logo. */
function companyInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0]?.slice(0, 2) ?? "");
  return initials.toUpperCase();
}

interface CompanyLogoProps {
  name: string;
  logoUrl: string | null;
  size?: number;
}

/**
 * The company's logo, or its initials. Always shown beside the company's name, so it is decorative
 * to assistive technology.
 */
export function CompanyLogo({ name, logoUrl, size = 48 }: CompanyLogoProps) {
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
      {companyInitials(name)}
    </Avatar>
  );
}
