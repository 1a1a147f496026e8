// /discover: one search over companies, people, posts, videos, articles, events and courses (?search=
// and ?type= live in the address, so results can be linked and survive a reload), and what is
// trending in the community when nothing is searched. Open to visitors, who see public results only.

import { DISCOVER_FILTERS, type DiscoverFilter, discoverFilterOf } from "@common/discover-constants";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Page } from "@web/lib/components/page";
import { SectionTabs } from "@web/lib/components/section-tabs";
import { sessionQueryOptions } from "@web/lib/session";
import { Link as RouterLink, useSearchParams } from "react-router";
import { DiscoverSearchField } from "../components/discover-search-field";
import { TYPE_INFO } from "../components/discover-types";
import { AllResults, TypeResults } from "../components/search-results";
import { Trending } from "../components/trending";

const SECTIONS = DISCOVER_FILTERS.map((id) => ({ id, label: id === "all" ? "All" : TYPE_INFO[id].label }));

function BrowseCompanies() {
  return (
    <Card variant="outlined" sx={{ mt: 4 }}>
      <CardActionArea component={RouterLink} to="/companies">
        <CardContent sx={{ display: "flex", gap: 2, alignItems: "center" }}>
          <BusinessOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box>
            <Typography variant="h2" component="h2">
              Browse the company directory
            </Typography>
            <Typography color="text.secondary">
              Technology companies on Summit, with their products, capabilities and resources.
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function DiscoverPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get("search")?.trim() ?? "";
  const type = discoverFilterOf(searchParams.get("type"));
  const signedIn = Boolean(useSuspenseQuery(sessionQueryOptions).data);

  function setParams(changes: { search?: string; type?: DiscoverFilter }) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value && value !== "all") params.set(name, value);
        else params.delete(name);
      }
      return params;
    });
  }

  return (
    <Page
      title="Discover"
      intro="Find companies, people, posts, videos, articles, events and courses on Summit."
    >
      <DiscoverSearchField key={term} term={term} onSearch={(search) => setParams({ search })} />
      {term ? (
        <>
          <SectionTabs
            sections={SECTIONS}
            value={type}
            onChange={(next) => setParams({ type: next })}
            label="Result types"
            idPrefix="discover"
          >
            {type === "all" ? (
              <AllResults term={term} signedIn={signedIn} onShowType={(next) => setParams({ type: next })} />
            ) : (
              <TypeResults term={term} type={type} signedIn={signedIn} />
            )}
          </SectionTabs>
          {(type === "all" || type === "companies") && (
            <Button
              component={RouterLink}
              to={`/companies?search=${encodeURIComponent(term)}`}
              startIcon={<BusinessOutlined />}
              sx={{ mt: 2 }}
            >
              Search “{term}” in the company directory
            </Button>
          )}
        </>
      ) : (
        <>
          <Trending signedIn={signedIn} />
          <BrowseCompanies />
        </>
      )}
    </Page>
  );
}
