// The parts of an account's row, shared by the accounts table (desktop) and its cards (phones).
import type { AccountInsight } from "@common/account-insights";
import TrendingUp from "@mui/icons-material/TrendingUp";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CompanyLogo } from "@web/lib/components/company-logo";
import { lazy, Suspense } from "react";
import { stageLabel } from "./cycle-labels";
import { riseOverFourWeeks, signedNumber, stageSourceLabel } from "./insight-labels";

const TrendSparkline = lazy(() =>
  import("./trend-sparkline").then((module) => ({ default: module.TrendSparkline })),
);

const SPARKLINE = { width: 96, height: 32 };

export function AccountSummary({ insight }: { insight: AccountInsight }) {
  const { account } = insight;
  const details = [account.industry, account.size, account.revenueBand].filter(Boolean).join(" · ");
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
      <CompanyLogo name={account.name} logoUrl={account.logoUrl} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{account.name}</Typography>
        {details && (
          <Typography variant="body2" color="text.secondary">
            {details}
          </Typography>
        )}
        {(insight.isNew || !insight.tracked) && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
            {insight.isNew && (
              <Chip
                size="small"
                variant="outlined"
                label="New"
                title="First active less than 15 weeks ago: no usual pace to compare with yet"
              />
            )}
            {!insight.tracked && (
              <Chip
                size="small"
                variant="outlined"
                label="Not tracked"
                title="Not in your account files: it shows because it is surging on your match point"
              />
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

export function SurgingChip() {
  return <Chip size="small" color="secondary" icon={<TrendingUp />} label="Surging" />;
}

export function ScoreMeter({ insight }: { insight: AccountInsight }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <LinearProgress
          variant="determinate"
          value={insight.score}
          aria-label="Score"
          sx={{ width: 72, height: 8, borderRadius: 4 }}
        />
        <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums" }}>
          {insight.score}
        </Typography>
      </Stack>
      {insight.surging && <SurgingChip />}
    </Stack>
  );
}

export function StageSummary({ insight }: { insight: AccountInsight }) {
  return (
    <Box>
      <Typography>{stageLabel(insight.stage)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {stageSourceLabel(insight)}
      </Typography>
    </Box>
  );
}

/** "from 31 to 77 over 15 weeks, +12 in the last 4". */
function trendDescription(trend: readonly (number | null)[]): string {
  const scored = trend.filter((score) => score !== null);
  const first = scored[0] ?? 0;
  const last = scored.at(-1) ?? 0;
  return `Weekly score from ${first} to ${last} over ${scored.length} weeks, ${signedNumber(riseOverFourWeeks(trend))} in the last 4`;
}

export function TrendSummary({ trend }: { trend: readonly (number | null)[] }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Box role="img" aria-label={trendDescription(trend)} sx={{ ...SPARKLINE, flexShrink: 0 }}>
        <Suspense fallback={null}>
          <TrendSparkline trend={trend} {...SPARKLINE} />
        </Suspense>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-hidden="true" sx={{ whiteSpace: "nowrap" }}>
        {signedNumber(riseOverFourWeeks(trend))} in 4 wks
      </Typography>
    </Stack>
  );
}
