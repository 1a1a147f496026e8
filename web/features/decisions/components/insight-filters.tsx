// The accounts list's filters and sort; each change goes to the address (use-insight-params).
import type { InsightSort } from "@common/account-insights";
import { DECISION_STAGES } from "@common/decision-cycles";
import { REVENUE_BANDS } from "@common/revenue-bands";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useReferenceNames } from "@web/lib/reference-data";
import type { InsightFilterName, InsightView } from "../api/account-insights";

const SORTS: { value: InsightSort; label: string }[] = [
  { value: "score", label: "Highest score" },
  { value: "trend", label: "Biggest rise in 4 weeks" },
  { value: "name", label: "Name, A to Z" },
];

const SURGE_OPTIONS = [
  { value: "true", label: "Surging" },
  { value: "false", label: "Not surging" },
];

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

interface InsightFiltersProps {
  view: InsightView;
  onChange: (values: Partial<Record<InsightFilterName | "sort", string | undefined>>) => void;
}

export function InsightFilters({ view, onChange }: InsightFiltersProps) {
  const industries = useReferenceNames("industries");
  const sizes = useReferenceNames("company-sizes");
  return (
    <Box
      role="group"
      aria-label="Filters and sort"
      sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", mb: 2 }}
    >
      <FilterSelect
        label="Stage"
        anyLabel="Any stage"
        value={view.stage}
        options={DECISION_STAGES.map((stage) => ({ value: stage.id, label: stage.label }))}
        onChange={(stage) => onChange({ stage })}
      />
      <FilterSelect
        label="Surge"
        anyLabel="Surging or not"
        value={view.surging}
        options={SURGE_OPTIONS}
        onChange={(surging) => onChange({ surging })}
      />
      <FilterSelect
        label="Industry"
        anyLabel="Any industry"
        value={view.industry}
        options={asOptions(industries.names)}
        loading={industries.isPending}
        onChange={(industry) => onChange({ industry })}
      />
      <FilterSelect
        label="Size"
        anyLabel="Any size"
        value={view.size}
        options={asOptions(sizes.names)}
        loading={sizes.isPending}
        onChange={(size) => onChange({ size })}
      />
      <FilterSelect
        label="Revenue band"
        anyLabel="Any revenue"
        value={view.revenueBand}
        options={asOptions(REVENUE_BANDS)}
        onChange={(revenueBand) => onChange({ revenueBand })}
      />
      <TextField
        select
        size="small"
        label="Sort by"
        value={view.sort}
        onChange={(event) =>
          onChange({ sort: event.target.value === "score" ? undefined : event.target.value })
        }
      >
        {SORTS.map((sort) => (
          <MenuItem key={sort.value} value={sort.value}>
            {sort.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

interface FilterSelectProps {
  label: string;
  /** The first option, which clears the filter. */
  anyLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  loading?: boolean;
  onChange: (value: string | undefined) => void;
}

function FilterSelect({
  label,
  anyLabel,
  value = "",
  options,
  loading = false,
  onChange,
}: FilterSelectProps) {
  // A value from the address stays selectable even when the list no longer has it.
  const withCurrent =
    value && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={loading}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {withCurrent.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
