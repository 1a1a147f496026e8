// /discover: for now, the way to companies (matches for ?search= and the directory). Posts,
// videos, articles and events come with the community feature.
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import TravelExploreOutlined from "@mui/icons-material/TravelExploreOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useSearchParams } from "react-router";
import type { CompanySummary } from "../../../../common/companies";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";
import { PageLoading } from "../../../lib/components/page-loading";
import { QueryError } from "../../../lib/components/query-error";
import { useCompanySearch } from "../api/company-search";

function CompanyMatch({ company }: { company: CompanySummary }) {
  const facts = [company.industry, company.headquarter].filter(Boolean).join(" · ");
  return (
    <li>
      <ListItemButton component={RouterLink} to={`/companies/${company.id}`}>
        <ListItemAvatar>
          <Avatar variant="rounded" src={company.logoUrl ?? undefined} alt="" aria-hidden="true">
            {company.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary={company.name} secondary={facts || undefined} />
      </ListItemButton>
    </li>
  );
}

function CompanyMatches({ term }: { term: string }) {
  const matches = useCompanySearch(term);
  const directoryLink = `/companies?search=${encodeURIComponent(term)}`;
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography variant="h2" component="h2" gutterBottom>
        Companies
      </Typography>
      {matches.isPending ? (
        <PageLoading label="Searching companies" />
      ) : matches.isError ? (
        <QueryError
          title="The company search failed"
          error={matches.error}
          onRetry={() => matches.refetch()}
        />
      ) : matches.data.length === 0 ? (
        <Typography color="text.secondary">No company name matches “{term}”.</Typography>
      ) : (
        <List aria-label={`Companies matching “${term}”`}>
          {matches.data.map((company) => (
            <CompanyMatch key={company.id} company={company} />
          ))}
        </List>
      )}
      <Button component={RouterLink} to={directoryLink} sx={{ mt: 1 }}>
        Search “{term}” in the company directory
      </Button>
    </Paper>
  );
}

function BrowseCompanies() {
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
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
  const [searchParams] = useSearchParams();
  const term = searchParams.get("search")?.trim();
  return (
    <Page title="Discover">
      {term ? <CompanyMatches term={term} /> : <BrowseCompanies />}
      {term ? (
        <EmptyState Icon={TravelExploreOutlined} title="Posts, videos, articles and events">
          Search results for “{term}” will appear here for posts, videos, articles and events once they come
          with the community feature.
        </EmptyState>
      ) : (
        <EmptyState Icon={TravelExploreOutlined} title="Content to explore will appear here">
          Posts, videos, articles and events published on Summit will appear here once they come with the
          community feature.
        </EmptyState>
      )}
    </Page>
  );
}
