// A lesson of a course (GET /api/courses/:id/lessons/:lessonId) and a quiz attempt (POST
// .../attempts). Opening a lesson is a signal and moves where "Continue" leads, so its page asks
// once, not each time the window regains focus.

import { LessonParamsSchema, type QuizAnswersInput } from "@common/learning";
import { queryOptions, useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { useRefreshLearning } from "./courses";
import { learningKeys } from "./learning-keys";

/** The course and lesson an address names, or null when its ids cannot name any. */
export function lessonAddress(
  courseId: string | undefined,
  lessonId: string | undefined,
): { courseId: string; lessonId: string } | null {
  const parsed = LessonParamsSchema.safeParse({ id: courseId, lessonId });
  return parsed.success ? { courseId: parsed.data.id, lessonId: parsed.data.lessonId } : null;
}

export function lessonQueryOptions(courseId: string, lessonId: string) {
  return queryOptions({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: () =>
      api.get("/api/courses/{id}/lessons/{lessonId}", { params: { path: { id: courseId, lessonId } } }),
    meta: ERROR_SHOWN_INLINE,
    refetchOnWindowFocus: false,
  });
}

export function useSuspenseLesson(courseId: string | undefined, lessonId: string | undefined) {
  const address = lessonAddress(courseId, lessonId);
  if (!address) throw new NotFoundError();
  return useSuspenseQuery(lessonQueryOptions(address.courseId, address.lessonId)).data;
}

export function useSubmitQuiz(courseId: string, lessonId: string) {
  const refresh = useRefreshLearning();
  return useMutation({
    mutationFn: (answers: QuizAnswersInput) =>
      api.post("/api/courses/{id}/lessons/{lessonId}/attempts", {
        params: { path: { id: courseId, lessonId } },
        body: answers,
      }),
    // The form shows the failure beside its button.
    meta: ERROR_SHOWN_INLINE,
    onSuccess: refresh,
  });
}
