// The Performance and Dashboard tabs of a vendor's /decisions: the range to read, then the figures,
// which load (and fail) on their own under it. Loaded with the tab, with the date pickers and charts.
import type { IntentType } from "@common/intent-types";
import Stack from "@mui/material/Stack";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { DashboardFigures } from "./dashboard-figures";
import { PerformanceFigures } from "./performance-figures";
import { RangePicker } from "./range-picker";
import { useRangeParam } from "./use-range-param";

interface PerformanceSectionProps {
  part: "performance" | "dashboard";
  companyId: string;
  matchPoint: IntentType | undefined;
}

export function PerformanceSection({ part, companyId, matchPoint }: PerformanceSectionProps) {
  const [range, setRange] = useRangeParam();
  const view = { ...range, matchPoint };
  return (
    <Stack sx={{ gap: 3 }}>
      <RangePicker range={range} onChange={setRange} />
      {part === "performance" ? (
        <SectionBoundary
          key={JSON.stringify(view)}
          loadingLabel="Loading performance"
          errorTitle="Performance could not be loaded"
        >
          <PerformanceFigures view={view} />
        </SectionBoundary>
      ) : (
        <DashboardFigures key={JSON.stringify(view)} companyId={companyId} view={view} />
      )}
    </Stack>
  );
}
