import type { Company } from "@common/companies";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { ChipRow } from "./chip-row";
import { websiteLabel } from "./website";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function ChipList({ title, names, missing }: { title: string; names: string[]; missing: string }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" gutterBottom>
        {title}
      </Typography>
      {names.length === 0 ? (
        <Typography color="text.secondary">{missing}</Typography>
      ) : (
        <ChipRow label={title}>
          {names.map((name) => (
            <Chip key={name} label={name} component="li" />
          ))}
        </ChipRow>
      )}
    </Box>
  );
}

export function OverviewTab({ company }: { company: Company }) {
  const notGiven = (
    <Typography component="span" color="text.secondary">
      Not given
    </Typography>
  );
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        About {company.name}
      </Typography>
      {company.description ? (
        <Typography sx={{ whiteSpace: "pre-line", maxWidth: 800 }}>{company.description}</Typography>
      ) : (
        <Typography color="text.secondary">{company.name} has not written a description yet.</Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
          gap: 2,
          mt: 3,
          mb: 0,
        }}
      >
        <Fact label="Industry">{company.industry ?? notGiven}</Fact>
        <Fact label="Headquarter">{company.headquarter ?? notGiven}</Fact>
        <Fact label="Company size">{company.size ? `${company.size} employees` : notGiven}</Fact>
        <Fact label="Revenue">{company.revenueBand ?? notGiven}</Fact>
        <Fact label="Website">
          {company.website ? (
            <Link
              href={company.website}
              target="_blank"
              rel="noopener nofollow"
              sx={{ overflowWrap: "anywhere" }}
            >
              {websiteLabel(company.website)}
            </Link>
          ) : (
            notGiven
          )}
        </Fact>
      </Box>
      <ChipList
        title="Specialities"
        names={company.specialities}
        missing={`${company.name} has not listed its specialities yet.`}
      />
      <ChipList
        title="Interests"
        names={company.interests}
        missing={`${company.name} has not listed its interests yet.`}
      />
    </>
  );
}
