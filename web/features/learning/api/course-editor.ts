// Writing courses: the author's list (GET /api/courses?mine=true), a course's details, sections,
// lessons and quizzes, their order (PUT /api/courses/:id/outline), publishing and deleting. Every
// write answers with the whole course, which replaces the editor's copy.

import {
  type CourseDetail,
  CourseIdParamsSchema,
  type CourseOutlineInput,
  type CreateCourseInput,
  type CreateLessonInput,
  type QuizInput,
  type UpdateCourseInput,
} from "@common/learning";
import type { Profile } from "@common/profile";
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NotFoundError } from "@web/lib/page-handle";
import { prefetchForMember } from "@web/lib/prefetch";
import { profileQueryOptions } from "@web/lib/profile";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import type { LoaderFunction } from "react-router";

/**
 * Everything under ["courses"] is about courses; a write here refreshes all of it (the catalogue,
 * a course's page) except the course it just replaced.
 */
export const courseEditorKeys = {
  all: ["courses"] as const,
  mine: ["courses", "mine"] as const,
  course: (courseId: string) => ["courses", "detail", courseId] as const,
  lesson: (courseId: string, lessonId: string) =>
    ["courses", "detail", courseId, "lesson", lessonId] as const,
  library: (search: string) => ["content", "lesson-picker", search] as const,
};

const outlineMutationKey = ["courses", "outline"] as const;

/** Whether an address's id can name a course at all; anything else is not found without asking. */
export function isCourseId(courseId: string | undefined): courseId is string {
  return CourseIdParamsSchema.safeParse({ id: courseId }).success;
}

/** Who a course may be published by: a company's admins for it, platform admins also as Summit. */
export interface CourseAuthor {
  /** null publishes as Summit. */
  companyId: string | null;
  name: string;
}

/** The authors the member may write as; none for members who are neither kind of admin. */
export function courseAuthors(profile: Profile | undefined): CourseAuthor[] {
  if (!profile) return [];
  const authors: CourseAuthor[] = [];
  if (profile.company && (profile.company.privilege || profile.isPlatformAdmin)) {
    authors.push({ companyId: profile.company.id, name: profile.company.name });
  }
  if (profile.isPlatformAdmin) authors.push({ companyId: null, name: "Summit" });
  return authors;
}

export function myCoursesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: courseEditorKeys.mine,
    queryFn: ({ pageParam }) =>
      api.get("/api/courses", { params: { query: { mine: "true", cursor: pageParam ?? undefined } } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseMyCourses() {
  return useSuspenseInfiniteQuery(myCoursesQueryOptions());
}

export function editedCourseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: courseEditorKeys.course(courseId),
    queryFn: () => api.get("/api/courses/{id}", { params: { path: { id: courseId } } }),
    meta: ERROR_SHOWN_INLINE,
  });
}

/** The course of /courses/:id/edit; an address that cannot name a course is not found. */
export function useSuspenseEditedCourse(courseId: string | undefined): CourseDetail {
  if (!isCourseId(courseId)) throw new NotFoundError();
  return useSuspenseQuery(editedCourseQueryOptions(courseId)).data;
}

/** A quiz lesson with its answer key (editors get it), to load the quiz back into its form. */
export function useQuizLesson(courseId: string, lessonId: string) {
  return useQuery({
    queryKey: courseEditorKeys.lesson(courseId, lessonId),
    queryFn: () =>
      api.get("/api/courses/{id}/lessons/{lessonId}", { params: { path: { id: courseId, lessonId } } }),
    // Always the quiz as saved now; opening a lesson is also a view, so not asked for again on focus.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** Videos and articles found by words, for a lesson; an empty search lists the newest. */
export function useLessonLibrarySearch(search: string) {
  return useQuery({
    queryKey: courseEditorKeys.library(search),
    queryFn: () => api.get("/api/content", { params: { query: { search: search || undefined } } }),
    select: (page) => page.items,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** After a write: this course is what the server said, and every other course view asks again. */
function useCourseSaved() {
  const queryClient = useQueryClient();
  return (course: CourseDetail) => {
    const key = courseEditorKeys.course(course.id);
    queryClient.setQueryData(key, course);
    return queryClient.invalidateQueries({
      queryKey: courseEditorKeys.all,
      predicate: (query) => !isKeyWithin(query.queryKey, key),
    });
  };
}

function isKeyWithin(queryKey: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => queryKey[index] === part);
}

export function useCreateCourse() {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: (input: CreateCourseInput) => api.post("/api/courses", { body: input }),
    onSuccess: saved,
  });
}

export function useUpdateCourse(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: (changes: UpdateCourseInput) =>
      api.patch("/api/courses/{id}", { params: { path: { id: courseId } }, body: changes }),
    onSuccess: saved,
  });
}

/** Publishing: its failure (no lesson yet, a plan without courses) is said in the dialog that asked. */
export function usePublishCourse(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: () => api.put("/api/courses/{id}/publication", { params: { path: { id: courseId } } }),
    onSuccess: saved,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useDeleteCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/courses/{id}", { params: { path: { id: courseId } } }),
    // The deleted course stays in the cache while its page leaves: removing it under the page would
    // have the page ask for it again and find nothing.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: courseEditorKeys.all,
        predicate: (query) => !isKeyWithin(query.queryKey, courseEditorKeys.course(courseId)),
      }),
  });
}

export function useAddSection(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: (title: string) =>
      api.post("/api/courses/{id}/sections", { params: { path: { id: courseId } }, body: { title } }),
    onSuccess: saved,
  });
}

export function useRenameSection(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: ({ sectionId, title }: { sectionId: string; title: string }) =>
      api.patch("/api/courses/{id}/sections/{sectionId}", {
        params: { path: { id: courseId, sectionId } },
        body: { title },
      }),
    onSuccess: saved,
  });
}

export function useRemoveSection(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: (sectionId: string) =>
      api.delete("/api/courses/{id}/sections/{sectionId}", { params: { path: { id: courseId, sectionId } } }),
    onSuccess: saved,
  });
}

/** Adding a lesson: a refusal (already a lesson, not allowed) is said in the dialog, beside the choice. */
export function useAddLesson(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: (input: CreateLessonInput) =>
      api.post("/api/courses/{id}/lessons", { params: { path: { id: courseId } }, body: input }),
    onSuccess: saved,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useUpdateQuizLesson(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: ({ lessonId, title, quiz }: { lessonId: string; title: string; quiz: QuizInput }) =>
      api.patch("/api/courses/{id}/lessons/{lessonId}", {
        params: { path: { id: courseId, lessonId } },
        body: { title, quiz },
      }),
    onSuccess: saved,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useRemoveLesson(courseId: string) {
  const saved = useCourseSaved();
  return useMutation({
    mutationFn: (lessonId: string) =>
      api.delete("/api/courses/{id}/lessons/{lessonId}", { params: { path: { id: courseId, lessonId } } }),
    onSuccess: saved,
  });
}

interface Reordering {
  reordered: CourseDetail;
  /** The course as it was shown before the move, to go back to when the server refuses it. */
  before: CourseDetail | undefined;
}

/**
 * A new order of sections and lessons, given as the course in that order. The editor shows it at
 * once (in the same render as the drop or the click); when the server refuses it, the order goes
 * back and the refusal is a notice. Of several moves in flight, only the last one's answer replaces
 * the course, so that an earlier answer does not undo a later move.
 */
export function useReorderCourse(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseEditorKeys.course(courseId);
  const mutationKey = [...outlineMutationKey, courseId];
  const isLastMove = () => queryClient.isMutating({ mutationKey }) <= 1;
  const mutation = useMutation({
    mutationKey,
    mutationFn: ({ reordered }: Reordering) =>
      api.put("/api/courses/{id}/outline", {
        params: { path: { id: courseId } },
        body: outlineOf(reordered),
      }),
    onMutate: async ({ reordered }) => {
      // A refetch under way would otherwise land on top of the move.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, reordered);
    },
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (course) => {
      if (isLastMove()) queryClient.setQueryData(key, course);
    },
    onSettled: (_course, error) => {
      if (!isLastMove()) return;
      // After a refusal, the order gone back to may not be the server's when moves overlapped: ask.
      return queryClient.invalidateQueries({
        queryKey: courseEditorKeys.all,
        predicate: (query) => Boolean(error) || !isKeyWithin(query.queryKey, key),
      });
    },
  });
  return {
    move(reordered: CourseDetail) {
      const before = queryClient.getQueryData<CourseDetail>(key);
      queryClient.setQueryData(key, reordered);
      mutation.mutate({ reordered, before });
    },
  };
}

/** The body of PUT /api/courses/:id/outline: every section, each with every lesson it holds. */
export function outlineOf(course: Pick<CourseDetail, "sections">): CourseOutlineInput {
  return {
    sections: course.sections.map((section) => ({
      id: section.id,
      lessonIds: section.lessons.map((lesson) => lesson.id),
    })),
  };
}

// ---- Route loaders --------------------------------------------------------------------------------

/** /courses/mine: the member's profile (who may write), then the courses of those who do. */
export function myCoursesPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, async () => {
      const profile = await queryClient.ensureQueryData(profileQueryOptions);
      if (courseAuthors(profile).length > 0) await queryClient.prefetchInfiniteQuery(myCoursesQueryOptions());
    });
}

/** /courses/new: who may publish comes from the member's profile. */
export function newCoursePageLoader(queryClient: QueryClient): LoaderFunction {
  return () => prefetchForMember(queryClient, () => queryClient.prefetchQuery(profileQueryOptions));
}

/** /courses/:id/edit: the course as its editors see it. */
export function editCoursePageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isCourseId(id)) return null;
    return prefetchForMember(queryClient, () =>
      Promise.all([
        queryClient.prefetchQuery(editedCourseQueryOptions(id)),
        queryClient.prefetchQuery(profileQueryOptions),
      ]),
    );
  };
}
