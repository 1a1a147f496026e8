// The loaders of the learning pages: each page's data starts downloading with its code.
import type { QueryClient } from "@tanstack/react-query";
import { contentItemQueryOptions } from "@web/lib/content/content-item";
import { prefetchForMember, prefetchForViewer } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import { certificateQueryOptions, isCertificateId, viewerOf } from "./certificates";
import { addressFilters, catalogueQueryOptions, courseQueryOptions, isCourseId } from "./courses";
import { lessonAddress, lessonQueryOptions } from "./lessons";
import { progressQueryOptions } from "./progress";

/** /courses, with the filters the address gives and no search typed yet. */
export function coursesPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, () =>
      queryClient.prefetchInfiniteQuery(
        catalogueQueryOptions({ ...addressFilters(new URL(request.url).searchParams), search: "" }),
      ),
    );
}

/** /courses/:id. */
export function coursePageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isCourseId(id)) return null;
    return prefetchForMember(queryClient, () => queryClient.prefetchQuery(courseQueryOptions(id)));
  };
}

/** /courses/:id/lessons/:lessonId: the lesson, then the video or article it shows. */
export function lessonPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id, lessonId } }) => {
    const address = lessonAddress(id, lessonId);
    if (!address) return null;
    return prefetchForMember(queryClient, async () => {
      const lesson = await queryClient.fetchQuery(lessonQueryOptions(address.courseId, address.lessonId));
      if (lesson.contentId) await queryClient.prefetchQuery(contentItemQueryOptions(lesson.contentId));
    });
  };
}

/** /progress. */
export function progressPageLoader(queryClient: QueryClient): LoaderFunction {
  return () => prefetchForMember(queryClient, () => queryClient.prefetchQuery(progressQueryOptions));
}

/** /certificates/:id, open to anyone with the link. */
export function certificatePageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isCertificateId(id)) return null;
    return prefetchForViewer(queryClient, (session) =>
      queryClient.prefetchQuery(certificateQueryOptions(id, viewerOf(session))),
    );
  };
}
