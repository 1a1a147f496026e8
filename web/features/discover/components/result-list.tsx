import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";

/** A list of result cards, named for assistive technology ("Posts matching “cloud”"). */
export function ResultList<T extends { id: string }>({
  label,
  items,
  render,
}: {
  label: string;
  items: T[];
  render: (item: T) => ReactNode;
}) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </Stack>
  );
}
