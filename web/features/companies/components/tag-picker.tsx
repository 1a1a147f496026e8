import type { ReferenceKind } from "@common/reference-data";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useReferenceSearch } from "@web/lib/reference-data";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useState } from "react";

interface TagPickerProps {
  list: ReferenceKind;
  label: string;
  value: string[];
  onChange: (names: string[]) => void;
  helperText?: string;
  error?: boolean;
}

/**
 * Several names from one of Summit's lists (specialities, interests), searched on the server as
 * the member types: the lists are too long to send whole, and only their names are accepted.
 */
export function TagPicker({ list, label, value, onChange, helperText, error }: TagPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState("");
  const term = useDebouncedValue(input.trim());
  const search = useReferenceSearch(list, term, { enabled: open });
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={search.data ?? []}
      value={value}
      onChange={(_event, names) => onChange(names)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        // Choosing an option clears what was typed; keep it so the member can choose the next one.
        if (reason !== "reset") setInput(text);
      }}
      // The server searched already, typos included; filtering again here would hide its matches.
      filterOptions={(options) => options}
      filterSelectedOptions
      disableCloseOnSelect
      loading={search.isFetching}
      noOptionsText={search.isError ? "The list could not be loaded." : "Nothing matches."}
      renderInput={(params) => (
        <TextField {...params} label={label} margin="normal" helperText={helperText} error={error} />
      )}
    />
  );
}
