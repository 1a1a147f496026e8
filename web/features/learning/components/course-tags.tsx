import { findHub } from "@common/hub-list";
import type { CourseSummary } from "@common/learning";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";

/** The communities and intent types a course is for. */
export function CourseTags({ course }: { course: Pick<CourseSummary, "hubs" | "intentTypes"> }) {
  return (
    <Stack spacing={1}>
      <TagList
        label="Communities"
        tags={course.hubs.map((hub) => findHub(hub)?.name ?? hub)}
        variant="outlined"
      />
      <TagList label="Intent types" tags={course.intentTypes} variant="filled" />
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
