import { DISCOVER_SEARCH_MAX_LENGTH } from "@common/discover-constants";
import SearchIcon from "@mui/icons-material/Search";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";

/**
 * The page's search: it runs on Enter or the button, not on every key, since each search reads
 * five kinds of results. It starts from the address's search (the page remounts it when that changes).
 */
export function DiscoverSearchField({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const [text, setText] = useState(term);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is still unknown to some supported browsers.
    <form role="search" aria-label="Discover" onSubmit={submit}>
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <TextField
          type="search"
          label="Search companies, people, posts, videos and articles"
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: DISCOVER_SEARCH_MAX_LENGTH, enterKeyHint: "search" },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Stack>
    </form>
  );
}
