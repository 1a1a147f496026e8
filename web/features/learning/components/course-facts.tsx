import { COURSE_LEVEL_LABELS, type CourseSummary, formatMinutes } from "@common/learning";
import Typography, { type TypographyProps } from "@mui/material/Typography";
import { formatCount } from "@web/lib/format";

/** Who publishes a course: its company, else Summit. */
function courseAuthor(course: Pick<CourseSummary, "company">): string {
  return course.company?.name ?? "Summit";
}

/** "Summit · Intermediate · 9 lessons · 1 h 25 min". */
export function CourseFacts({
  course,
  ...props
}: { course: Pick<CourseSummary, "company" | "level" | "lessonCount" | "minutes"> } & TypographyProps) {
  const facts = [
    courseAuthor(course),
    COURSE_LEVEL_LABELS[course.level],
    formatCount(course.lessonCount, "lesson", "lessons"),
    formatMinutes(course.minutes),
  ];
  return (
    <Typography variant="body2" color="text.secondary" {...props}>
      {facts.join(" · ")}
    </Typography>
  );
}
