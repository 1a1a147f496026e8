import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";

/** A list of chips (Chip component="li") that wraps, read as a list with its name. */
export function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", listStyle: "none", p: 0, m: 0 }}
    >
      {children}
    </Stack>
  );
}
