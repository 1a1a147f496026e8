import type { ProgressCourse } from "@common/learning";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatLongDate } from "@web/lib/format";
import { Link as RouterLink } from "react-router";
import { CourseFacts } from "./course-facts";
import { CourseProgress } from "./course-progress";
import { certificatePath, coursePath, lessonPath } from "./learning-paths";

/**
 * A course the member follows: in progress, how far they are and the lesson to continue with;
 * completed, when and the certificate.
 */
export function ProgressCourseCard({ course }: { course: ProgressCourse }) {
  const enrolment = course.enrolment;
  return (
    <Card variant="outlined" sx={{ p: 2, height: "100%" }}>
      <Stack spacing={1.5}>
        <Typography variant="h3" sx={{ overflowWrap: "anywhere" }}>
          <Link component={RouterLink} to={coursePath(course.id)}>
            {course.title}
          </Link>
        </Typography>
        <CourseFacts course={course} />
        {enrolment?.completedAt ? (
          <>
            <Typography>{`Completed on ${formatLongDate(enrolment.completedAt)}.`}</Typography>
            {enrolment.certificateId && (
              <Button
                component={RouterLink}
                to={certificatePath(enrolment.certificateId)}
                variant="outlined"
                sx={{ alignSelf: "flex-start" }}
                aria-label={`View certificate: ${course.title}`}
              >
                View certificate
              </Button>
            )}
          </>
        ) : (
          <>
            <CourseProgress
              completedLessons={enrolment?.completedLessons ?? 0}
              lessonCount={course.lessonCount}
            />
            {course.nextLesson && (
              <Link
                component={RouterLink}
                to={lessonPath(course.id, course.nextLesson.id)}
                sx={{ fontWeight: 600 }}
              >
                {`Continue: lesson ${course.nextLesson.number} of ${course.lessonCount} — ${course.nextLesson.title}`}
              </Link>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
