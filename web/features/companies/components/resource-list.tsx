import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";

/** The list that holds ResourceItems. */
export function ResourceList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} spacing={2} sx={{ p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}
