import type { CompanyFilters } from "@common/companies";
import SearchIcon from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";
import type { DIRECTORY_FILTERS, DirectoryFilterId } from "../api/directory";

const SEARCH_DELAY_MS = 300;

/**
 * The directory's search box: the address follows what is typed once typing pauses, and the box
 * follows the address when it changes otherwise (back and forward).
 */
export function DirectorySearchField({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next.trim();
      onSearch(next.trim());
    }, SEARCH_DELAY_MS);
  }

  return (
    <TextField
      type="search"
      label="Search companies"
      value={text}
      onChange={(event) => change(event.target.value)}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface DirectoryFilterSelectProps {
  filter: (typeof DIRECTORY_FILTERS)[number];
  value: string;
  filters: CompanyFilters | undefined;
  loading: boolean;
  onChange: (filter: DirectoryFilterId, value: string) => void;
}

/** One filter: the values companies use, with how many use each. */
export function DirectoryFilterSelect({
  filter,
  value,
  filters,
  loading,
  onChange,
}: DirectoryFilterSelectProps) {
  const options = filters?.[filter.id] ?? [];
  // A value from the address stays selectable even when no company uses it any more.
  const withCurrent =
    value && !options.some((option) => option.value === value) ? [{ value, count: 0 }, ...options] : options;
  return (
    <TextField
      select
      label={filter.label}
      value={value}
      onChange={(event) => onChange(filter.id, event.target.value)}
      disabled={loading}
      fullWidth
    >
      <MenuItem value="">Any {filter.label.toLowerCase()}</MenuItem>
      {withCurrent.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.value} ({option.count})
        </MenuItem>
      ))}
    </TextField>
  );
}
