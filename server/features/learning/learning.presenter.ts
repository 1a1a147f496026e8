// Turns learning rows into the `common` response types; the services decide rights and pass them in.
import { ContentKindSchema } from "@common/content";
import { knownHubs } from "@common/hubs";
import { knownIntentTypes } from "@common/intent-types";
import {
  type Certificate,
  type CourseDetail,
  CourseLevelSchema,
  type CourseSummary,
  certificateHours,
  type Enrolment,
  type LessonKind,
  type LessonSummary,
  type ProgressCourse,
} from "@common/learning";
import { fileUrl } from "@common/uploads";
import type { CertificateRow, CourseRow, LessonRow, NextLessonRow } from "./learning.repository";

export function toEnrolment(row: {
  enrolledAt: Date;
  completedAt: Date | null;
  completedLessons: number;
  certificateId: string | null;
}): Enrolment {
  return {
    enrolledAt: row.enrolledAt.toISOString(),
    completedLessons: row.completedLessons,
    completedAt: row.completedAt?.toISOString() ?? null,
    certificateId: row.certificateId,
  };
}

export function toCourseSummary(row: CourseRow): CourseSummary {
  const level = CourseLevelSchema.safeParse(row.level);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: fileUrl(row.coverKey),
    level: level.success ? level.data : "introductory",
    hubs: knownHubs(row.hubs),
    intentTypes: knownIntentTypes(row.intentTypes),
    company:
      row.companyId && row.companyName !== null
        ? { id: row.companyId, name: row.companyName, logoUrl: fileUrl(row.companyLogoKey) }
        : null,
    status: row.status === "published" ? "published" : "draft",
    lessonCount: row.lessonCount,
    minutes: row.totalMinutes,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    enrolment: row.enrolledAt
      ? toEnrolment({
          enrolledAt: row.enrolledAt,
          completedAt: row.completedAt,
          completedLessons: row.completedLessons,
          certificateId: row.certificateId,
        })
      : null,
    bookmarked: row.bookmarked,
  };
}

export function lessonKind(row: { kind: string }): LessonKind {
  if (row.kind === "quiz") return "quiz";
  return ContentKindSchema.safeParse(row.kind).data ?? "article";
}

export function toLessonSummaries(lessons: LessonRow[]): LessonSummary[] {
  return lessons.map((lesson, index) => ({
    id: lesson.id,
    sectionId: lesson.sectionId,
    number: index + 1,
    kind: lessonKind(lesson),
    title: lesson.title,
    minutes: lesson.minutes,
    contentId: lesson.contentId,
    completed: lesson.completed,
  }));
}

export function toCourseDetail(
  row: CourseRow,
  sections: { id: string; title: string }[],
  lessons: LessonSummary[],
  nextLessonId: string | null,
  viewerCanEdit: boolean,
): CourseDetail {
  return {
    ...toCourseSummary(row),
    sections: sections.map((section) => ({
      ...section,
      lessons: lessons.filter((lesson) => lesson.sectionId === section.id),
    })),
    nextLessonId,
    viewerCanEdit,
  };
}

export function toProgressCourse(row: CourseRow, next: NextLessonRow | undefined): ProgressCourse {
  return {
    ...toCourseSummary(row),
    nextLesson: next ? { id: next.id, number: next.number, title: next.title } : null,
  };
}

export function toCertificate(row: CertificateRow, viewerId: string | null): Certificate {
  return {
    id: row.id,
    holderName: row.holderName,
    courseTitle: row.courseTitle,
    issuer: row.issuer,
    hours: certificateHours(row.minutes),
    lessonCount: row.lessonCount,
    issuedAt: row.issuedAt.toISOString(),
    courseId: row.courseId,
    hidden: row.hiddenAt !== null,
    viewerIsHolder: row.userId === viewerId,
  };
}
