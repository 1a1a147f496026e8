// What a member can do on a course's page: enrol, start or continue where they were, leave, bookmark
// it, and (its authors) edit it. Only published courses can be bookmarked.

import type { CourseDetail } from "@common/learning";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { BookmarkButton } from "@web/lib/components/bookmark-button";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useLeaveCourse } from "../api/courses";
import { EnrolButton } from "./enrol-button";
import { lessonPath } from "./learning-paths";

/** "Start the course", or "Continue: lesson 4 of 9" once the member has begun. */
function continueLabel(course: CourseDetail): string | null {
  const next = course.sections
    .flatMap((section) => section.lessons)
    .find((lesson) => lesson.id === course.nextLessonId);
  if (!next) return null;
  const begun = Boolean(course.enrolment && (course.enrolment.completedLessons > 0 || next.number > 1));
  return begun ? `Continue: lesson ${next.number} of ${course.lessonCount}` : "Start the course";
}

export function CourseActions({ course }: { course: CourseDetail }) {
  const next = continueLabel(course);
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", alignItems: { xs: "flex-start", sm: "center" } }}
    >
      {course.status === "published" && !course.enrolment && (
        <EnrolButton courseId={course.id} courseTitle={course.title} />
      )}
      {course.enrolment && course.nextLessonId && next && (
        <Button variant="contained" component={RouterLink} to={lessonPath(course.id, course.nextLessonId)}>
          {next}
        </Button>
      )}
      {course.enrolment && <LeaveButton course={course} />}
      {course.status === "published" && (
        <BookmarkButton
          kind="course"
          targetId={course.id}
          bookmarked={course.bookmarked}
          label={course.title}
        />
      )}
      {course.viewerCanEdit && (
        <Button component={RouterLink} to={`/courses/${course.id}/edit`} startIcon={<EditOutlined />}>
          Edit course
        </Button>
      )}
    </Stack>
  );
}

function LeaveButton({ course }: { course: CourseDetail }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveCourse(course.id);
  const notify = useNotify();
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Leave course
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${course.title}?`}
        confirmLabel="Leave course"
        pending={leave.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify.snackbar(`You have left ${course.title}.`);
            },
          })
        }
      >
        The course leaves your progress page and its progress is cleared. If you enrol again, the videos and
        articles you finished and the quizzes you passed count at once. Certificates you earned stay valid.
      </ConfirmDialog>
    </>
  );
}
