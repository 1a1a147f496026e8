// The vendor's accounts under the view: a table on wide screens, cards on phones, a page at a time,
// and when there are none, why.
import { type AccountInsight, DEFAULT_MIN_CONTRIBUTORS } from "@common/account-insights";
import type { Profile } from "@common/profile";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { ScrollableTable } from "@web/lib/components/scrollable-table";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { formatDate } from "@web/lib/format";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { type InsightView, useSuspenseAccountInsights, type WhyTarget } from "../api/account-insights";
import { AccountSummary, ScoreMeter, StageSummary, TrendSummary } from "./insight-cells";

type Company = NonNullable<Profile["company"]>;

interface InsightsListProps {
  view: InsightView;
  /** Whether rows span several match points, and so say which one each is about. */
  showMatchPoint: boolean;
  filtered: boolean;
  company: Company;
  onClearFilters: () => void;
  onWhy: (target: WhyTarget) => void;
}

export function InsightsList({
  view,
  showMatchPoint,
  filtered,
  company,
  onClearFilters,
  onWhy,
}: InsightsListProps) {
  const insights = useSuspenseAccountInsights(view);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"), { noSsr: true });
  const rows = insights.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return filtered ? (
      <EmptyState
        Icon={InsightsOutlined}
        title="No accounts match these filters"
        action={
          <Button variant="outlined" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        None of your accounts has this stage, surge, industry, size or revenue band just now. Try fewer
        filters.
      </EmptyState>
    ) : (
      <NoAccounts matchPoint={view.matchPoint} company={company} />
    );
  }
  const asOf = rows[0]?.asOf;
  const listProps = { rows, showMatchPoint, onWhy };
  return (
    <>
      {asOf && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Published once a day; these figures count the days before {formatDate(`${asOf}T00:00:00`)}.
        </Typography>
      )}
      {phone ? <InsightCards {...listProps} /> : <InsightTable {...listProps} />}
      <LoadMore
        hasMore={insights.hasNextPage}
        loading={insights.isFetchingNextPage}
        onLoadMore={() => insights.fetchNextPage()}
        label="Load more accounts"
      />
    </>
  );
}

function NoAccounts({ matchPoint, company }: { matchPoint: string | undefined; company: Company }) {
  return (
    <EmptyState
      Icon={InsightsOutlined}
      title="No accounts to show yet"
      action={
        company.privilege && (
          <Button
            component={RouterLink}
            to={`/companies/${company.id}/manage?tab=account-files`}
            variant="outlined"
          >
            Import account files
          </Button>
        )
      }
    >
      An account shows here once you track it and at least {DEFAULT_MIN_CONTRIBUTORS} of its people researched{" "}
      {matchPoint ?? "your match points"} in the last 3 weeks; with fewer, no vendor sees it, so that nobody
      can be singled out. You track accounts by importing account files on your company's admin page, tab
      "Account files"{company.privilege ? "" : ", which your company's admins manage"}. Figures are published
      once a day.
    </EmptyState>
  );
}

interface RowsProps {
  rows: AccountInsight[];
  showMatchPoint: boolean;
  onWhy: (target: WhyTarget) => void;
}

const rowKey = (insight: AccountInsight) => `${insight.account.id}-${insight.intentType}`;

function WhyButton({ insight, onWhy }: { insight: AccountInsight; onWhy: RowsProps["onWhy"] }) {
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={`Why ${insight.account.name} scores ${insight.score} on ${insight.intentType}`}
      onClick={() => onWhy({ companyId: insight.account.id, intentType: insight.intentType })}
    >
      Why
    </Button>
  );
}

function InsightTable({ rows, showMatchPoint, onWhy }: RowsProps) {
  return (
    <ScrollableTable label="Accounts">
      <TableHead>
        <TableRow>
          <TableCell>Account</TableCell>
          {showMatchPoint && <TableCell>Match point</TableCell>}
          <TableCell>Score</TableCell>
          <TableCell>Stage</TableCell>
          <TableCell>Trend, 15 weeks</TableCell>
          <TableCell align="right">People</TableCell>
          <TableCell>
            <VisuallyHidden>Why this score</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((insight) => (
          <TableRow key={rowKey(insight)}>
            <TableCell sx={{ minWidth: 200 }}>
              <AccountSummary insight={insight} />
            </TableCell>
            {showMatchPoint && <TableCell>{insight.intentType}</TableCell>}
            <TableCell>
              <ScoreMeter insight={insight} />
            </TableCell>
            <TableCell>
              <StageSummary insight={insight} />
            </TableCell>
            <TableCell>
              <TrendSummary trend={insight.trend} />
            </TableCell>
            <TableCell align="right">{insight.people}</TableCell>
            <TableCell>
              <WhyButton insight={insight} onWhy={onWhy} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}

function InsightCards({ rows, showMatchPoint, onWhy }: RowsProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Accounts" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {rows.map((insight) => (
        <Paper key={rowKey(insight)} component="li" variant="outlined" sx={{ p: 2 }}>
          <AccountSummary insight={insight} />
          {showMatchPoint && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {insight.intentType}
            </Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 2, mt: 1.5, alignItems: "flex-start" }}>
            <CardPart label="Score">
              <ScoreMeter insight={insight} />
            </CardPart>
            <CardPart label="Stage">
              <StageSummary insight={insight} />
            </CardPart>
            <CardPart label="Trend, 15 weeks">
              <TrendSummary trend={insight.trend} />
            </CardPart>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mt: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {insight.people} people
            </Typography>
            <WhyButton insight={insight} onWhy={onWhy} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A card's stand-in for a table's column header. */
function CardPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
    </div>
  );
}
