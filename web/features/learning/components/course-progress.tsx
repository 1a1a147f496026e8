import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";

/** "3 of 9 lessons" with its bar: a course's progress is its completed lessons over all of them. */
export function CourseProgress({
  completedLessons,
  lessonCount,
}: {
  completedLessons: number;
  lessonCount: number;
}) {
  const percent = lessonCount > 0 ? Math.round((completedLessons / lessonCount) * 100) : 0;
  const text = `${completedLessons} of ${lessonCount} ${lessonCount === 1 ? "lesson" : "lessons"}`;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={completedLessons >= lessonCount && lessonCount > 0 ? "success" : "primary"}
        aria-label={`Course progress: ${text} completed`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-hidden="true">
        {text}
      </Typography>
    </Box>
  );
}
