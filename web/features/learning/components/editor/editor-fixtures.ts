// Courses as the API answers their editors, for the course editor's tests.
import type { ContentItem } from "@common/content";
import type { CourseDetail, CourseSection, LessonDetail, LessonSummary } from "@common/learning";
import type { Profile } from "@common/profile";
import { testProfile } from "@web/test/api-mock";

export const COMPANY_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";
export const COURSE_ID = "7a0e0000-0000-4000-8000-000000000001";
export const BASICS_ID = "7a0e0000-0000-4000-8000-0000000000b1";
export const NEXT_STEPS_ID = "7a0e0000-0000-4000-8000-0000000000b2";
export const LESSON_IDS = [1, 2, 3].map((index) => `7a0e0000-0000-4000-8000-00000000010${index}`);
export const QUIZ_LESSON_ID = "7a0e0000-0000-4000-8000-000000000109";
export const ARTICLE_ID = "0c5e6a3e-1d2b-4c8e-9f00-000000000002";

/** A vendor who owns their company, and so writes its courses. */
export const companyAdminProfile: Profile = {
  ...testProfile,
  accountType: "vendor",
  planName: "Growth",
  company: { id: COMPANY_ID, name: "Bastion Security", privilege: "owner" },
};

export function lesson(index: number, overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id: LESSON_IDS[index - 1] ?? `7a0e0000-0000-4000-8000-0000000001${String(index).padStart(2, "0")}`,
    sectionId: BASICS_ID,
    number: index,
    kind: "article",
    title: `Lesson ${index}`,
    minutes: 5,
    contentId: `0c5e6a3e-1d2b-4c8e-9f00-20000000000${index}`,
    completed: false,
    ...overrides,
  };
}

export function section(id: string, title: string, lessons: LessonSummary[]): CourseSection {
  return { id, title, lessons: lessons.map((item) => ({ ...item, sectionId: id })) };
}

export function testCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const sections = overrides.sections ?? [
    section(BASICS_ID, "Basics", [
      lesson(1, { title: "Passkeys in practice", kind: "video" }),
      lesson(2, { title: "Closing the books" }),
    ]),
    section(NEXT_STEPS_ID, "Next steps", [lesson(3, { title: "Rolling out" })]),
  ];
  const lessons = sections.flatMap((item) => item.lessons);
  return {
    id: COURSE_ID,
    title: "Zero trust in a quarter",
    summary: "What to do first.",
    coverUrl: null,
    level: "introductory",
    hubs: ["ciso"],
    intentTypes: ["Identity & Access"],
    company: { id: COMPANY_ID, name: "Bastion Security", logoUrl: null },
    status: "draft",
    lessonCount: lessons.length,
    minutes: lessons.reduce((total, item) => total + item.minutes, 0),
    publishedAt: null,
    enrolment: null,
    bookmarked: false,
    nextLessonId: lessons[0]?.id ?? null,
    viewerCanEdit: true,
    ...overrides,
    sections,
  };
}

export function libraryArticle(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: ARTICLE_ID,
    kind: "article",
    title: "Least privilege, step by step",
    summary: "",
    hubs: ["ciso"],
    intentTypes: ["Identity & Access"],
    visibility: "members",
    company: { id: COMPANY_ID, name: "Bastion Security", logoUrl: null },
    author: null,
    coverUrl: null,
    video: null,
    viewCount: 0,
    publishedAt: "2026-03-02T10:00:00.000Z",
    updatedAt: "2026-03-02T10:00:00.000Z",
    progress: null,
    bookmarked: false,
    ...overrides,
  };
}

/** A quiz lesson as GET /api/courses/:id/lessons/:lessonId gives it to an editor, answer key and all. */
export function quizLessonDetail(): LessonDetail {
  return {
    ...lesson(4, { id: QUIZ_LESSON_ID, kind: "quiz", title: "Check yourself", contentId: null, minutes: 1 }),
    course: { id: COURSE_ID, title: "Zero trust in a quarter", lessonCount: 4 },
    quiz: {
      passMark: 80,
      questions: [
        {
          id: "q1",
          prompt: "What comes first?",
          multiple: false,
          options: [
            { id: "a", text: "Inventory" },
            { id: "b", text: "Firewalls" },
          ],
        },
      ],
      bestAttempt: null,
      answerKey: [[0]],
    },
    previousLessonId: null,
    nextLessonId: null,
    enrolment: null,
  };
}
