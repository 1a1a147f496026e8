// The catalogue's filters: community, intent type, author and length in the address (so a view can
// be linked and its loader starts the same list), and words to search for, typed on the page.

import { HUBS } from "@common/hub-list";
import { INTENT_TYPES } from "@common/intent-types";
import { COURSE_LENGTHS, type CourseLength } from "@common/learning";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useCompanySearch } from "@web/lib/company-search";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { type AddressFilters, addressFilters, useAuthorName, useRememberAuthorName } from "../api/courses";

type AddressFilter = keyof AddressFilters;

const ALL = "all";
const LENGTHS = Object.entries(COURSE_LENGTHS) as [CourseLength, (typeof COURSE_LENGTHS)[CourseLength]][];

/** The filters the address holds, and a way to change one or clear them all. */
export function useCourseFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = addressFilters(searchParams);
  const setFilter = (name: AddressFilter, value: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  const clear = () => setSearchParams(new URLSearchParams(), { replace: true });
  return { filters, setFilter, clear };
}

export function CourseFilterBar({
  filters,
  onFilterChange,
  search,
  onSearchChange,
}: {
  filters: AddressFilters;
  onFilterChange: (name: AddressFilter, value: string | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const select = (name: AddressFilter) => ({
    select: true,
    value: filters[name] ?? ALL,
    onChange: (event: { target: { value: string } }) =>
      onFilterChange(name, event.target.value === ALL ? null : event.target.value),
  });
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: {
          xs: "minmax(0, 1fr)",
          sm: "repeat(2, minmax(0, 1fr))",
          lg: "2fr repeat(4, 1fr)",
        },
        mb: 3,
      }}
    >
      <TextField
        label="Search courses"
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label="Community" {...select("hub")}>
        <MenuItem value={ALL}>All communities</MenuItem>
        {HUBS.map((hub) => (
          <MenuItem key={hub.id} value={hub.id}>
            {hub.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Intent type" {...select("intentType")}>
        <MenuItem value={ALL}>All intent types</MenuItem>
        {INTENT_TYPES.map((intentType) => (
          <MenuItem key={intentType} value={intentType}>
            {intentType}
          </MenuItem>
        ))}
      </TextField>
      <AuthorFilter author={filters.author} onChange={(author) => onFilterChange("author", author)} />
      <TextField label="Length" {...select("length")}>
        <MenuItem value={ALL}>Any length</MenuItem>
        {LENGTHS.map(([length, { label }]) => (
          <MenuItem key={length} value={length}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

interface AuthorOption {
  id: string;
  name: string;
}

const SUMMIT: AuthorOption = { id: "summit", name: "Summit" };

/** Summit, or a company found by name as the member types. */
function AuthorFilter({
  author,
  onChange,
}: {
  author: string | null;
  onChange: (author: string | null) => void;
}) {
  const authorName = useAuthorName(author);
  const rememberName = useRememberAuthorName();
  const selected = author ? { id: author, name: authorName ?? "A company" } : null;
  const [input, setInput] = useState("");
  const typed = input.trim();
  // The chosen author's name in the box is not a search.
  const search = useDebouncedValue(typed === selected?.name ? "" : typed);
  const companies = useCompanySearch(search);
  const summitMatches = !search || SUMMIT.name.toLowerCase().includes(search.toLowerCase());
  const found = [
    ...(summitMatches ? [SUMMIT] : []),
    ...(companies.data?.items ?? []).map((company) => ({ id: company.id, name: company.name })),
  ];
  // The chosen author stays an option, as the picker expects of its value.
  const options =
    selected && !found.some((option) => option.id === selected.id) ? [selected, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => {
        if (option && option.id !== SUMMIT.id) rememberName(option.id, option.name);
        onChange(option?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      loading={companies.isFetching}
      noOptionsText="No company found"
      renderInput={(params) => <TextField {...params} label="Author" placeholder="Any author" />}
    />
  );
}
