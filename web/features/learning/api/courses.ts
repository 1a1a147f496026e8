// The catalogue (GET /api/courses), a course's page (GET /api/courses/:id) and enrolling in it or
// leaving it (PUT/DELETE /api/courses/:id/enrolment).

import { HubIdSchema } from "@common/hubs";
import { IntentTypeSchema } from "@common/intent-types";
import { CourseIdParamsSchema, CourseLengthSchema, CoursesQuerySchema } from "@common/learning";
import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { type CourseFilters, learningKeys } from "./learning-keys";

/** Whether an address's id can name a course at all; anything else is not found without asking. */
export function isCourseId(courseId: string | undefined): courseId is string {
  return CourseIdParamsSchema.safeParse({ id: courseId }).success;
}

const parsed = <T>(result: { success: true; data: T } | { success: false }): NonNullable<T> | null =>
  result.success ? (result.data ?? null) : null;

/** The filters the address holds; the words to search for are typed on the page. */
export type AddressFilters = Omit<CourseFilters, "search">;

export function addressFilters(params: URLSearchParams): AddressFilters {
  return {
    hub: parsed(HubIdSchema.safeParse(params.get("hub"))),
    intentType: parsed(IntentTypeSchema.safeParse(params.get("intentType"))),
    author: parsed(CoursesQuerySchema.shape.author.safeParse(params.get("author") ?? undefined)),
    length: parsed(CourseLengthSchema.safeParse(params.get("length"))),
  };
}

export function catalogueQueryOptions(filters: CourseFilters) {
  return infiniteQueryOptions({
    queryKey: learningKeys.catalogue(filters),
    queryFn: ({ pageParam }) =>
      api.get("/api/courses", {
        params: {
          query: {
            hub: filters.hub ?? undefined,
            intentType: filters.intentType ?? undefined,
            author: filters.author ?? undefined,
            length: filters.length ?? undefined,
            search: filters.search || undefined,
            cursor: pageParam ?? undefined,
          },
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseCatalogue(filters: CourseFilters) {
  return useSuspenseInfiniteQuery(catalogueQueryOptions(filters));
}

export function courseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: () => api.get("/api/courses/{id}", { params: { path: { id: courseId } } }),
    // The page's boundary shows not-found and load failures.
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseCourse(courseId: string | undefined) {
  if (!isCourseId(courseId)) throw new NotFoundError();
  return useSuspenseQuery(courseQueryOptions(courseId)).data;
}

/** The name of the company the catalogue is narrowed to, when the address names one. */
export function useAuthorName(author: string | null): string | undefined {
  const companyId = author && author !== "summit" ? author : null;
  const company = useQuery({
    queryKey: learningKeys.author(companyId ?? ""),
    queryFn: companyId
      ? async () => (await api.get("/api/companies/{id}", { params: { path: { id: companyId } } })).name
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    // Without the name the picker still says a company is chosen; the courses are what matter.
    meta: ERROR_SHOWN_INLINE,
  });
  return author === "summit" ? "Summit" : company.data;
}

/** Keeps the name of a company picked as the author, so that the picker need not ask for it. */
export function useRememberAuthorName() {
  const queryClient = useQueryClient();
  return (companyId: string, name: string) => queryClient.setQueryData(learningKeys.author(companyId), name);
}

/** Refreshes everything learning shows after a change to the member's progress or enrolments. */
export function useRefreshLearning() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: learningKeys.all });
}

export function useEnrol(courseId: string) {
  const refresh = useRefreshLearning();
  return useMutation({
    mutationFn: () => api.put("/api/courses/{id}/enrolment", { params: { path: { id: courseId } } }),
    onSuccess: refresh,
  });
}

export function useLeaveCourse(courseId: string) {
  const refresh = useRefreshLearning();
  return useMutation({
    mutationFn: () => api.delete("/api/courses/{id}/enrolment", { params: { path: { id: courseId } } }),
    onSuccess: refresh,
  });
}
