// The days performance and the dashboard cover: a few common ranges ending today, or any range of up
// to two years picked with the date fields (MUI X Date Pickers, typed or chosen from a calendar).

import { addDays, type DayRange, rangeProblem, todayUtc } from "@common/day-range";
import { MAX_RANGE_DAYS } from "@common/performance-metrics";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { format, isValid, parseISO } from "date-fns";
import { useState } from "react";

const PRESETS = [
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "12 months" },
  { days: MAX_RANGE_DAYS, label: "2 years" },
] as const;

interface RangePickerProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
}

export function RangePicker({ range, onChange }: RangePickerProps) {
  const today = todayUtc();
  // The fields hold what is typed until it makes a range the server takes.
  const [draft, setDraft] = useState<DayRange>(range);
  const [editing, setEditing] = useState(range);
  if (editing.startDate !== range.startDate || editing.endDate !== range.endDate) {
    setEditing(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft, today);
  const preset = PRESETS.find(
    (candidate) => range.endDate === today && range.startDate === addDays(today, -(candidate.days - 1)),
  );

  const change = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next, today)) onChange(next);
  };
  const field = (name: keyof DayRange, label: string) => (
    <DatePicker
      label={label}
      value={parseISO(draft[name])}
      maxDate={parseISO(today)}
      format="d MMM yyyy"
      onChange={(value) => {
        if (value && isValid(value)) change({ ...draft, [name]: format(value, "yyyy-MM-dd") });
      }}
      slotProps={{
        textField: {
          size: "small",
          error: Boolean(problem),
          helperText: name === "endDate" ? (problem ?? " ") : " ",
        },
      }}
      sx={{ width: 180 }}
    />
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset?.days ?? null}
          onChange={(_event, days: number | null) =>
            days && onChange({ startDate: addDays(today, -(days - 1)), endDate: today })
          }
          aria-label="Range ending today"
          sx={{ mt: 0.5 }}
        >
          {PRESETS.map((candidate) => (
            <ToggleButton key={candidate.days} value={candidate.days}>
              {candidate.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {field("startDate", "From")}
        {field("endDate", "To")}
      </Stack>
    </LocalizationProvider>
  );
}
