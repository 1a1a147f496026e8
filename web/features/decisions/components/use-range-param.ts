// The days performance and the dashboard cover live in the address (?from=&to=), so that a link
// opens the same figures; without them, the last 90 days.

import type { DayRange } from "@common/day-range";
import { useSearchParams } from "react-router";
import { rangeFromParams } from "../api/performance";

export function useRangeParam(): [DayRange, (range: DayRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = (range: DayRange) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("from", range.startDate);
        params.set("to", range.endDate);
        return params;
      },
      { replace: true },
    );
  return [rangeFromParams(searchParams), change];
}
