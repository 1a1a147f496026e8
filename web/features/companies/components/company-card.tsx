import type { CompanySummary } from "@common/companies";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CompanyLogo } from "@web/lib/components/company-logo";
import { Link as RouterLink } from "react-router";

/** A company in the directory; the whole card leads to its page. */
export function CompanyCard({ company }: { company: CompanySummary }) {
  const facts = [company.industry, company.headquarter].filter((fact): fact is string => Boolean(fact));
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardActionArea component={RouterLink} to={`/companies/${company.id}`} sx={{ height: "100%", p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={56} />
          <Stack sx={{ minWidth: 0 }} spacing={0.5}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: "anywhere" }}>
              {company.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {facts.length > 0 ? facts.join(" · ") : "No industry or headquarter given"}
            </Typography>
            {!company.isPage && (
              <Chip label="Members only" size="small" variant="outlined" sx={{ alignSelf: "flex-start" }} />
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
