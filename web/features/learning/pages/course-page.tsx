// /courses/:id: a course with its outline, the member's progress in it, and the way to enrol, start
// or continue, leave, and see the certificate once completed.

import type { CourseDetail } from "@common/learning";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { Page } from "@web/lib/components/page";
import { formatLongDate } from "@web/lib/format";
import type { PageHandle } from "@web/lib/page-handle";
import { Link as RouterLink, useParams } from "react-router";
import { useSuspenseCourse } from "../api/courses";
import { CourseActions } from "../components/course-actions";
import { CourseFacts } from "../components/course-facts";
import { CourseOutline } from "../components/course-outline";
import { CourseProgress } from "../components/course-progress";
import { CourseTags } from "../components/course-tags";
import { CourseNotFound } from "../components/learning-not-found";
import { certificatePath } from "../components/learning-paths";

export const handle: PageHandle = {
  loadingLabel: "Loading the course",
  errorTitle: "The course could not be loaded",
  errorHeading: "Course",
  notFound: () => <CourseNotFound what="course" />,
};

export function CoursePage() {
  const { id } = useParams();
  const course = useSuspenseCourse(id);
  return (
    <Page title={course.title} intro={course.summary || undefined}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <CourseFacts course={course} />
            <CourseTags course={course} />
            <CourseStanding course={course} />
            <CourseActions course={course} />
            <CourseOutline course={course} />
          </Stack>
        </Grid>
        {course.coverUrl && (
          <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
            <Box
              component="img"
              src={course.coverUrl}
              alt=""
              sx={{ width: "100%", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: 1 }}
            />
          </Grid>
        )}
      </Grid>
    </Page>
  );
}

/** Where the member stands: a draft's note, their progress, or the course completed. */
function CourseStanding({ course }: { course: CourseDetail }) {
  const { enrolment } = course;
  if (course.status === "draft") {
    return (
      <Alert severity="info">
        This course is a draft: only its authors can see it until it is published.
      </Alert>
    );
  }
  if (!enrolment) return null;
  return (
    <Stack spacing={2}>
      <CourseProgress completedLessons={enrolment.completedLessons} lessonCount={course.lessonCount} />
      {enrolment.completedAt && (
        <Alert
          severity="success"
          action={
            enrolment.certificateId && (
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={certificatePath(enrolment.certificateId)}
              >
                View certificate
              </Button>
            )
          }
        >
          {`You completed this course on ${formatLongDate(enrolment.completedAt)}.`}
        </Alert>
      )}
    </Stack>
  );
}
