// /courses/:id/lessons/:lessonId: one lesson of a course, its video, article or quiz, with the way
// to the lessons around it and the member's progress in the course. Anyone who may see the course
// may open its lessons; progress and quizzes need enrolment.

import { formatMinutes, type LessonDetail } from "@common/learning";
import Alert from "@mui/material/Alert";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { PageHandle } from "@web/lib/page-handle";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Link as RouterLink, useParams } from "react-router";
import { useSuspenseLesson } from "../api/lessons";
import { CourseProgress } from "../components/course-progress";
import { EnrolButton } from "../components/enrol-button";
import { CourseNotFound } from "../components/learning-not-found";
import { coursePath } from "../components/learning-paths";
import { LESSON_KIND_LABELS } from "../components/lesson-kind";
import { LessonLibraryItem } from "../components/lesson-library-item";
import { LessonSteps } from "../components/lesson-steps";
import { QuizForm } from "../components/quiz-form";

export const handle: PageHandle = {
  loadingLabel: "Loading the lesson",
  errorTitle: "The lesson could not be loaded",
  errorHeading: "Lesson",
  notFound: () => <CourseNotFound what="lesson" />,
};

export function LessonPage() {
  const { id, lessonId } = useParams();
  const lesson = useSuspenseLesson(id, lessonId);
  const position = `Lesson ${lesson.number} of ${lesson.course.lessonCount}`;
  useDocumentTitle(`${lesson.title} · ${lesson.course.title}`);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/courses" color="inherit">
          Courses
        </Link>
        <Link component={RouterLink} to={coursePath(lesson.course.id)} color="inherit">
          {lesson.course.title}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {position}
        </Typography>
      </Breadcrumbs>
      <Stack spacing={3}>
        <div>
          <Typography variant="h1" sx={{ overflowWrap: "anywhere" }}>
            {lesson.title}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}
          >
            <Typography color="text.secondary">
              {`${position} · ${LESSON_KIND_LABELS[lesson.kind]} · ${formatMinutes(lesson.minutes)}`}
            </Typography>
            {lesson.completed && <Chip label="Completed" size="small" color="success" variant="outlined" />}
          </Stack>
        </div>
        <LessonStanding lesson={lesson} />
        {lesson.quiz ? (
          <QuizForm key={lesson.id} lesson={lesson} quiz={lesson.quiz} />
        ) : (
          lesson.contentId && (
            <LessonLibraryItem
              lesson={{ kind: lesson.kind, title: lesson.title, contentId: lesson.contentId }}
            />
          )
        )}
        <LessonSteps lesson={lesson} />
      </Stack>
    </Container>
  );
}

/** The member's progress in the course, or the invitation to enrol that tracks it. */
function LessonStanding({ lesson }: { lesson: LessonDetail }) {
  if (!lesson.enrolment) {
    return (
      <Alert
        severity="info"
        action={
          <EnrolButton courseId={lesson.course.id} courseTitle={lesson.course.title} variant="outlined" />
        }
      >
        {lesson.quiz
          ? "Enrol to track your progress and to answer this quiz."
          : "Enrol to track your progress. What you finish before enrolling still counts once you do."}
      </Alert>
    );
  }
  return (
    <CourseProgress
      completedLessons={lesson.enrolment.completedLessons}
      lessonCount={lesson.course.lessonCount}
    />
  );
}
