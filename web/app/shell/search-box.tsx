import SearchIcon from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";

/** The top search: Enter opens Discover with the lowercased term and empties the box. */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState("");

  function search(event: FormEvent) {
    event.preventDefault();
    const term = text.trim().toLowerCase();
    if (!term) return;
    setText("");
    navigate(`/discover?search=${encodeURIComponent(term)}`);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is still unknown to some supported browsers.
    <form role="search" onSubmit={search} style={{ flexGrow: 1, maxWidth: 420 }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        placeholder="Search Summit"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { "aria-label": "Search", enterKeyHint: "search" },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            sx: { bgcolor: "background.paper", borderRadius: 2 },
          },
        }}
      />
    </form>
  );
}
