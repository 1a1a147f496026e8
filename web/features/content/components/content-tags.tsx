import type { ContentItem } from "@common/content";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { hubName } from "./content-format";

/** The communities and intent types an item is tagged with. */
export function ContentTags({ item }: { item: Pick<ContentItem, "hubs" | "intentTypes"> }) {
  return (
    <Stack spacing={1}>
      <TagList label="Communities" tags={item.hubs.map(hubName)} variant="outlined" />
      <TagList label="Intent types" tags={item.intentTypes} variant="filled" />
    </Stack>
  );
}

function TagList({
  label,
  tags,
  variant,
}: {
  label: string;
  tags: string[];
  variant: "outlined" | "filled";
}) {
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={label}
      useFlexGap
      spacing={1}
      sx={{ flexWrap: "wrap", listStyle: "none", p: 0, m: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size="small" variant={variant} />
        </li>
      ))}
    </Stack>
  );
}
