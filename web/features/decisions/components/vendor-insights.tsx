// The vendors' side of /decisions (docs/decisions/0019, 0021): on a match point or all of them, the
// accounts with their scores (filtered, sorted, paged, exported), the highlights beside them, and
// why any one account scores what it does; then the vendor's performance and customer dashboard.
import { ALL_MATCH_POINTS } from "@common/decisions";
import type { Profile } from "@common/profile";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { PageLoading } from "@web/lib/components/page-loading";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { SectionTabs } from "@web/lib/components/section-tabs";
import { useTabParam } from "@web/lib/use-tab-param";
import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router";
import { insightsExportUrl, useInsightsAccess, useSuspenseMatchPoints } from "../api/account-insights";
import { AccountHighlights } from "./account-highlights";
import { InsightFilters } from "./insight-filters";
import { InsightWhyDialog } from "./insight-why-dialog";
import { InsightsList } from "./insights-list";
import { InsightsUpgrade } from "./insights-upgrade";
import { useInsightParams } from "./use-insight-params";

type Company = NonNullable<Profile["company"]>;

const SECTIONS = [
  { id: "accounts", label: "Accounts" },
  { id: "performance", label: "Performance" },
  { id: "dashboard", label: "Dashboard" },
] as const;
export const DECISION_SECTIONS = SECTIONS.map((section) => section.id);

const PerformanceSection = lazy(() =>
  import("./performance-section").then((module) => ({ default: module.PerformanceSection })),
);

export function VendorInsights({ company }: { company: Company }) {
  const matchPoints = useSuspenseMatchPoints();
  const params = useInsightParams(matchPoints);
  const [tab, setTab] = useTabParam(DECISION_SECTIONS, "accounts");
  const { view } = params;
  // The plan decides whether filters and highlights mean anything, so nothing shows before it is known.
  const access = useInsightsAccess(view);
  if (access.status === "pending") return <PageLoading label="Loading account insights" />;
  if (access.status === "refused") return <InsightsUpgrade reason={access.reason} />;
  if (matchPoints.length === 0) return <NoMatchPoints company={company} />;

  return (
    <>
      {params.unknownMatchPoint && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {params.unknownMatchPoint} is not one of your company's match points any more, so all of them are
          shown.
        </Alert>
      )}
      <TextField
        select
        label="Match point"
        value={view.matchPoint ?? matchPoints[0]}
        onChange={(event) =>
          params.change({
            matchPoint: event.target.value === ALL_MATCH_POINTS ? undefined : event.target.value,
          })
        }
        sx={{ minWidth: 260, mb: 3 }}
      >
        {matchPoints.map((matchPoint) => (
          <MenuItem key={matchPoint} value={matchPoint}>
            {matchPoint === ALL_MATCH_POINTS ? "All match points" : matchPoint}
          </MenuItem>
        ))}
      </TextField>
      <SectionTabs
        sections={SECTIONS}
        value={tab}
        onChange={setTab}
        label="Decision insights"
        idPrefix="decisions"
      >
        {tab === "accounts" ? (
          <Box
            sx={{
              display: "grid",
              gap: 3,
              gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 340px" },
              alignItems: "start",
            }}
          >
            <Box component="section" aria-labelledby="accounts-heading">
              <Stack
                direction="row"
                sx={{
                  justifyContent: "space-between",
                  alignItems: "center",
                  flexWrap: "wrap",
                  gap: 1,
                  mb: 2,
                }}
              >
                <Typography id="accounts-heading" variant="h2" component="h2">
                  Accounts
                </Typography>
                <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                  {params.filtered && (
                    <Button startIcon={<TuneOutlined />} onClick={params.clearFilters}>
                      Clear filters
                    </Button>
                  )}
                  <Button
                    component="a"
                    href={insightsExportUrl(view)}
                    download
                    startIcon={<DownloadOutlined />}
                  >
                    Export CSV
                  </Button>
                </Stack>
              </Stack>
              <InsightFilters view={view} onChange={params.change} />
              <SectionBoundary
                key={JSON.stringify(view)}
                loadingLabel="Loading accounts"
                errorTitle="The accounts could not be loaded"
              >
                <InsightsList
                  view={view}
                  showMatchPoint={view.matchPoint === undefined && matchPoints.length > 1}
                  filtered={params.filtered}
                  company={company}
                  onClearFilters={params.clearFilters}
                  onWhy={params.openWhy}
                />
              </SectionBoundary>
            </Box>
            <Box component="section" aria-labelledby="highlights-heading">
              <Typography id="highlights-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
                Highlights
              </Typography>
              <SectionBoundary
                key={view.matchPoint ?? "All"}
                loadingLabel="Loading highlights"
                errorTitle="The highlights could not be loaded"
              >
                <AccountHighlights matchPoint={view.matchPoint} onWhy={params.openWhy} />
              </SectionBoundary>
            </Box>
          </Box>
        ) : (
          <Suspense fallback={<PageLoading label={`Loading ${tab}`} />}>
            <PerformanceSection part={tab} companyId={company.id} matchPoint={view.matchPoint} />
          </Suspense>
        )}
      </SectionTabs>
      {params.why && (
        <InsightWhyDialog
          key={`${params.why.companyId}-${params.why.intentType}`}
          target={params.why}
          onClose={params.closeWhy}
        />
      )}
    </>
  );
}

function NoMatchPoints({ company }: { company: Company }) {
  return (
    <EmptyState
      Icon={TuneOutlined}
      title="No match points yet"
      action={
        company.privilege && (
          <Button
            component={RouterLink}
            to={`/companies/${company.id}/manage?tab=match-points`}
            variant="contained"
          >
            Choose match points
          </Button>
        )
      }
    >
      Account insights follow your company's match points: the buying areas it sells into.{" "}
      {company.privilege
        ? 'Choose them on your company\'s admin page, tab "Match points".'
        : "Your company's admins set them on the company's admin page, tab \"Match points\"; ask one of them."}
    </EmptyState>
  );
}
