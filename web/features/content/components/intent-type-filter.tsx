import { INTENT_TYPES, type IntentType, IntentTypeSchema } from "@common/intent-types";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useSearchParams } from "react-router";

const ALL = "all";

/** The intent type a list is narrowed to, kept in the address so the view can be linked. */
export function useIntentTypeParam(): [IntentType | null, (intentType: IntentType | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = IntentTypeSchema.safeParse(searchParams.get("intentType"));
  const set = (intentType: IntentType | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (intentType) params.set("intentType", intentType);
        else params.delete("intentType");
        return params;
      },
      { replace: true },
    );
  return [parsed.success ? parsed.data : null, set];
}

export function IntentTypeFilter({
  value,
  onChange,
}: {
  value: IntentType | null;
  onChange: (intentType: IntentType | null) => void;
}) {
  return (
    <TextField
      select
      label="Intent type"
      value={value ?? ALL}
      onChange={(event) => {
        const parsed = IntentTypeSchema.safeParse(event.target.value);
        onChange(parsed.success ? parsed.data : null);
      }}
      sx={{ minWidth: { xs: "100%", sm: 280 } }}
    >
      <MenuItem value={ALL}>All intent types</MenuItem>
      {INTENT_TYPES.map((intentType) => (
        <MenuItem key={intentType} value={intentType}>
          {intentType}
        </MenuItem>
      ))}
    </TextField>
  );
}
