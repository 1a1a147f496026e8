import type { Company } from "@common/companies";
import Settings from "@mui/icons-material/Settings";
import Verified from "@mui/icons-material/Verified";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BookmarkButton } from "@web/lib/components/bookmark-button";
import { CompanyLogo } from "@web/lib/components/company-logo";
import { formatCount } from "@web/lib/format";
import { Link as RouterLink } from "react-router";
import { FollowButton } from "./follow-button";
import { RequestAdminRights } from "./request-admin-dialog";
import { websiteLabel } from "./website";

/** The top of a company page: who the company is, and what the viewer can do about it. */
export function CompanyHeader({ company, signedIn }: { company: Company; signedIn: boolean }) {
  const facts = [company.industry, company.headquarter, company.size && `${company.size} employees`].filter(
    (fact): fact is string => Boolean(fact),
  );
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ mb: 3, alignItems: { md: "center" } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexGrow: 1, minWidth: 0 }}>
        <CompanyLogo name={company.name} logoUrl={company.logoThumbnailUrl ?? company.logoUrl} size={80} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="h1" component="h1" sx={{ overflowWrap: "anywhere" }}>
              {company.name}
            </Typography>
            {company.verifiedAt && (
              <Chip
                role="img"
                aria-label={`Verified: Summit confirmed that ${company.name} runs this page`}
                icon={<Verified aria-hidden="true" />}
                label="Verified"
                color="success"
                size="small"
                variant="outlined"
              />
            )}
          </Stack>
          {facts.length > 0 && <Typography color="text.secondary">{facts.join(" · ")}</Typography>}
          <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: "wrap" }} useFlexGap>
            <Typography>{formatCount(company.followerCount, "follower", "followers")}</Typography>
            {company.website && (
              <Link href={company.website} target="_blank" rel="noopener nofollow">
                {websiteLabel(company.website)}
              </Link>
            )}
          </Stack>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", flexShrink: 0 }}>
        <FollowButton company={company} signedIn={signedIn} />
        <BookmarkButton
          kind="company"
          targetId={company.id}
          bookmarked={company.bookmarked}
          label={company.name}
          signedIn={signedIn}
        />
        {signedIn && !company.viewerPrivilege && !company.viewerCanEdit && (
          <RequestAdminRights company={company} />
        )}
        {company.viewerCanEdit && (
          <Button component={RouterLink} to={`/companies/${company.id}/manage`} startIcon={<Settings />}>
            Manage company
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
