import type { LessonDetail } from "@common/learning";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { coursePath, lessonPath } from "./learning-paths";

/** The previous and next lessons, and the way back to the course after the last one. */
export function LessonSteps({ lesson }: { lesson: LessonDetail }) {
  const courseId = lesson.course.id;
  return (
    <Box
      component="nav"
      aria-label="Lessons"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "space-between" }}
    >
      {lesson.previousLessonId ? (
        <Button
          component={RouterLink}
          to={lessonPath(courseId, lesson.previousLessonId)}
          startIcon={<ArrowBack />}
        >
          Previous lesson
        </Button>
      ) : (
        <span />
      )}
      {lesson.nextLessonId ? (
        <Button
          component={RouterLink}
          to={lessonPath(courseId, lesson.nextLessonId)}
          variant="contained"
          endIcon={<ArrowForward />}
        >
          Next lesson
        </Button>
      ) : (
        <Button component={RouterLink} to={coursePath(courseId)} variant="outlined">
          Back to the course
        </Button>
      )}
    </Box>
  );
}
