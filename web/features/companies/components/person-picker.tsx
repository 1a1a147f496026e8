import type { Person } from "@common/companies";
import Autocomplete from "@mui/material/Autocomplete";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useState } from "react";
import { useCompanyPeopleSearch } from "../api/products";

interface PersonPickerProps {
  companyId: string;
  label: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
  error?: boolean;
  helperText?: string;
}

/** One of the company's people, found by name on the server. */
export function PersonPicker({ companyId, label, value, onChange, error, helperText }: PersonPickerProps) {
  const [input, setInput] = useState("");
  // The box shows the chosen person's name; only what the member types is searched.
  const term = useDebouncedValue(input === value?.name ? "" : input.trim());
  const people = useCompanyPeopleSearch(companyId, term);
  const found: Person[] = people.data ?? [];
  // The chosen person stays an option while the search shows others.
  const options = value && !found.some((person) => person.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      loading={people.isFetching}
      noOptionsText={
        term ? "No one at the company has that name." : "Type a name to search the company's people."
      }
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <ListItemAvatar>
            <ProfileAvatar photoUrl={person.photoUrl} alt="" />
          </ListItemAvatar>
          <ListItemText primary={person.name} secondary={person.jobTitle} />
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} margin="normal" error={error} helperText={helperText} />
      )}
    />
  );
}
