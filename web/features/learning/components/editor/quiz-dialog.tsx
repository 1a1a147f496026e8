// Editing a quiz lesson: the quiz as saved, with its right options (GET of the lesson gives editors
// its answer key), loaded back into the quiz form.

import type { CourseDetail } from "@common/learning";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { useId } from "react";
import { useQuizLesson, useUpdateQuizLesson } from "../../api/course-editor";
import { findLessonSummary } from "./outline-model";
import { QuizForm } from "./quiz-form";
import { quizValuesOf } from "./quiz-form-schema";

interface EditQuizDialogProps {
  course: CourseDetail;
  lessonId: string;
  onClose: () => void;
}

export function EditQuizDialog({ course, lessonId, onClose }: EditQuizDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const lesson = useQuizLesson(course.id, lessonId);
  const update = useUpdateQuizLesson(course.id);
  const title = findLessonSummary(course, lessonId)?.title ?? "the quiz";
  return (
    <ResponsiveDialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
    >
      <DialogTitle id={titleId}>Edit quiz {title}</DialogTitle>
      {lesson.data ? (
        <QuizForm
          initial={quizValuesOf(lesson.data)}
          submitLabel="Save quiz"
          pending={update.isPending}
          error={update.error}
          onSave={(saved) =>
            update.mutate(
              { lessonId, ...saved },
              {
                onSuccess: () => {
                  notify.snackbar(`${saved.title} is saved.`);
                  onClose();
                },
              },
            )
          }
          onCancel={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {lesson.isError ? (
              <QueryError
                title="The quiz could not be loaded"
                error={lesson.error}
                onRetry={() => lesson.refetch()}
              />
            ) : (
              <PageLoading label="Loading the quiz" />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </ResponsiveDialog>
  );
}
