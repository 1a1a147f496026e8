// /companies: the company directory, open to visitors (who see public pages only). Search and
// filters live in the address, so a result list can be linked and survives a reload.
import Add from "@mui/icons-material/Add";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { useSuspenseQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { QueryError } from "@web/lib/components/query-error";
import { sessionQueryOptions } from "@web/lib/session";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  DIRECTORY_FILTERS,
  type DirectoryFilterId,
  type DirectorySearch,
  directorySearch,
  useCompanyFilters,
  useSuspenseCompanyDirectory,
} from "../api/directory";
import { CompanyCard } from "../components/company-card";
import { CreateCompanyDialog } from "../components/create-company-dialog";
import { DirectoryFilterSelect, DirectorySearchField } from "../components/directory-search";

export function CompaniesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = directorySearch(searchParams);
  const signedIn = Boolean(useSuspenseQuery(sessionQueryOptions).data);
  const filters = useCompanyFilters();
  const [creating, setCreating] = useState(false);

  function setParam(name: "search" | DirectoryFilterId, value: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <Page
      title="Companies"
      intro={
        signedIn
          ? "Technology companies on Summit: their products, capabilities and resources."
          : "Technology companies with a public page on Summit. Members also see the companies that show their page to members only."
      }
    >
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 3 }}>
        <Box sx={{ flexGrow: 1 }}>
          <DirectorySearchField search={search.search} onSearch={(value) => setParam("search", value)} />
        </Box>
        {signedIn && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setCreating(true)}
            sx={{ flexShrink: 0 }}
          >
            Add a company
          </Button>
        )}
      </Stack>
      <Grid container spacing={2} sx={{ mb: 3 }} role="group" aria-label="Filters">
        {DIRECTORY_FILTERS.map((filter) => (
          <Grid key={filter.id} size={{ xs: 12, sm: 4 }}>
            <DirectoryFilterSelect
              filter={filter}
              value={search[filter.id]}
              filters={filters.data}
              loading={filters.isPending}
              onChange={setParam}
            />
          </Grid>
        ))}
      </Grid>
      {filters.isError && (
        <Box sx={{ mb: 3 }}>
          <QueryError
            title="The filters could not be loaded"
            error={filters.error}
            onRetry={() => filters.refetch()}
          />
        </Box>
      )}
      <SectionBoundary
        key={JSON.stringify(search)}
        loadingLabel="Loading companies"
        errorTitle="The companies could not be loaded"
      >
        <CompanyList
          search={search}
          signedIn={signedIn}
          onClear={() => setSearchParams({}, { replace: true })}
        />
      </SectionBoundary>
      {signedIn && <CreateCompanyDialog open={creating} onClose={() => setCreating(false)} />}
    </Page>
  );
}

function CompanyList({
  search,
  signedIn,
  onClear,
}: {
  search: DirectorySearch;
  signedIn: boolean;
  onClear: () => void;
}) {
  const directory = useSuspenseCompanyDirectory(search);
  const companies = directory.data.pages.flatMap((page) => page.items);
  if (companies.length === 0) {
    return Object.values(search).some(Boolean) ? (
      <EmptyState
        Icon={BusinessOutlined}
        title="No companies match"
        action={
          <Button variant="outlined" onClick={onClear}>
            Clear search and filters
          </Button>
        }
      >
        No company matches your search and filters. Try other words, or fewer filters.
      </EmptyState>
    ) : (
      <EmptyState Icon={BusinessOutlined} title="No companies yet">
        {signedIn
          ? "Companies appear here once they are added. Add yours with Add a company."
          : "Companies with a public page will appear here."}
      </EmptyState>
    );
  }
  return (
    <>
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label="Companies"
        sx={{ listStyle: "none", p: 0, m: 0 }}
      >
        {companies.map((company) => (
          <Grid key={company.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <CompanyCard company={company} />
          </Grid>
        ))}
      </Grid>
      <LoadMore
        hasMore={directory.hasNextPage}
        loading={directory.isFetchingNextPage}
        onLoadMore={() => directory.fetchNextPage()}
        label="Load more companies"
      />
    </>
  );
}
