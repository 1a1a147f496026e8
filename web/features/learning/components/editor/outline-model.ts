// A course's order as the outline editor changes it: moving a lesson or a section one step (the
// Move up and Move down buttons), or to where it was dropped (dragging), and how to say where it is.

import type { CourseDetail, CourseSection, LessonSummary } from "@common/learning";

/** Sections in order, each with its lessons' ids in order: what PUT /api/courses/:id/outline takes. */
export type Order = { id: string; lessonIds: string[] }[];

export type Direction = "up" | "down";

export function orderOf(course: Pick<CourseDetail, "sections">): Order {
  return course.sections.map((section) => ({
    id: section.id,
    lessonIds: section.lessons.map((lesson) => lesson.id),
  }));
}

/** The course in another order, its lessons numbered again through the whole course. */
export function withOrder(course: CourseDetail, order: Order): CourseDetail {
  const sections = new Map(course.sections.map((section) => [section.id, section]));
  const lessons = new Map(
    course.sections.flatMap((section) => section.lessons.map((lesson) => [lesson.id, lesson] as const)),
  );
  let number = 0;
  const reordered: CourseSection[] = order.flatMap(({ id, lessonIds }) => {
    const section = sections.get(id);
    if (!section) return [];
    const sectionLessons = lessonIds.flatMap((lessonId) => {
      const lesson = lessons.get(lessonId);
      if (!lesson) return [];
      number += 1;
      return [{ ...lesson, sectionId: id, number }];
    });
    return [{ ...section, lessons: sectionLessons }];
  });
  return { ...course, sections: reordered };
}

export function sameOrder(a: Order, b: Order): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Where a lesson is: its section's index and its own index in that section; null when absent. */
export function findLesson(order: Order, lessonId: string): { section: number; index: number } | null {
  for (const [section, { lessonIds }] of order.entries()) {
    const index = lessonIds.indexOf(lessonId);
    if (index >= 0) return { section, index };
  }
  return null;
}

/**
 * A lesson one step up or down: within its section, else to the end of the section before or the
 * start of the section after. null when it cannot go further.
 */
export function moveLesson(order: Order, lessonId: string, direction: Direction): Order | null {
  const place = findLesson(order, lessonId);
  if (!place) return null;
  const next = order.map((section) => ({ ...section, lessonIds: [...section.lessonIds] }));
  const from = next[place.section];
  if (!from) return null;
  const target = place.index + (direction === "up" ? -1 : 1);
  if (target >= 0 && target < from.lessonIds.length) {
    from.lessonIds.splice(place.index, 1);
    from.lessonIds.splice(target, 0, lessonId);
    return next;
  }
  const to = next[place.section + (direction === "up" ? -1 : 1)];
  if (!to) return null;
  from.lessonIds.splice(place.index, 1);
  if (direction === "up") to.lessonIds.push(lessonId);
  else to.lessonIds.unshift(lessonId);
  return next;
}

/** A section one step up or down, with its lessons; null when it is already first or last. */
export function moveSection(order: Order, sectionId: string, direction: Direction): Order | null {
  const index = order.findIndex((section) => section.id === sectionId);
  const target = index + (direction === "up" ? -1 : 1);
  if (index < 0 || target < 0 || target >= order.length) return null;
  return arrayMove(order, index, target);
}

/** A lesson dragged into another section, before or after the lesson it is over (or at the end). */
export function moveLessonTo(
  order: Order,
  lessonId: string,
  sectionId: string,
  beforeIndex: number | null,
): Order {
  const next = order.map((section) => ({
    ...section,
    lessonIds: section.lessonIds.filter((id) => id !== lessonId),
  }));
  const to = next.find((section) => section.id === sectionId);
  if (!to) return order;
  const at = beforeIndex === null ? to.lessonIds.length : Math.min(beforeIndex, to.lessonIds.length);
  to.lessonIds.splice(at, 0, lessonId);
  return next;
}

export function arrayMove<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function findLessonSummary(course: CourseDetail, lessonId: string): LessonSummary | undefined {
  for (const section of course.sections) {
    const lesson = section.lessons.find((candidate) => candidate.id === lessonId);
    if (lesson) return lesson;
  }
  return undefined;
}

/** "Lesson 3, “Intro”, is at position 1 of 4 in section Basics." as said after a move. */
export function lessonPlaceText(
  course: CourseDetail,
  order: Order,
  lessonId: string,
  verb: "moved to" | "is at" | "is back at",
  lessonNumber?: number,
): string {
  const lesson = findLessonSummary(course, lessonId);
  const place = findLesson(order, lessonId);
  const section = place ? order[place.section] : undefined;
  if (!lesson || !place || !section) return "";
  const sectionTitle = course.sections.find((candidate) => candidate.id === section.id)?.title ?? "";
  return `Lesson ${lessonNumber ?? lesson.number}, “${lesson.title}”, ${verb} position ${place.index + 1} of ${section.lessonIds.length} in section ${sectionTitle}.`;
}

/** "Section “Basics” moved to position 1 of 3." */
export function sectionPlaceText(
  course: CourseDetail,
  order: Order,
  sectionId: string,
  verb: "moved to" | "is at" | "is back at",
): string {
  const index = order.findIndex((section) => section.id === sectionId);
  const section = course.sections.find((candidate) => candidate.id === sectionId);
  if (index < 0 || !section) return "";
  return `Section “${section.title}” ${verb} position ${index + 1} of ${order.length}.`;
}
